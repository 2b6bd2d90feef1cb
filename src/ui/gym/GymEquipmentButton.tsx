import { Button, makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useGymProfile } from '@/data/gym-profile';

// The player shows this button on its first screen; the dialog, with Fluent's dialog, portal and
// focus-trap code (~35 KB gzip), loads when it is opened (docs/performance.md, "The workout player").
const GymProfileDialog = lazy(async () => ({ default: (await import('./GymProfileDialog')).GymProfileDialog }));

const useStyles = makeStyles({
  button: { minHeight: '44px' },
});

export interface GymEquipmentButtonProps {
  clientId: string;
  /** What the button says; "Gym equipment" unless said otherwise. */
  label?: string;
  appearance?: 'secondary' | 'subtle';
}

/** Opens the editor of a client's gym profile; works offline like every local write. */
export function GymEquipmentButton({ clientId, label, appearance = 'secondary' }: GymEquipmentButtonProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const profile = useGymProfile(clientId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className={styles.button}
        appearance={appearance}
        disabled={profile === undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label ?? t`Gym equipment`}
      </Button>
      {open && profile !== undefined && (
        <Suspense fallback={null}>
          <GymProfileDialog clientId={clientId} profile={profile} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
