import { Body1, Body1Strong, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiClose, mdiUpdate } from '@mdi/js';
import { useState } from 'react';
import { Icon } from '@/ui/Icon';
import type { UpdateOffer } from './service-worker';

const useStyles = makeStyles({
  dock: {
    position: 'fixed',
    insetInline: tokens.spacingHorizontalM,
    bottom: `max(${tokens.spacingVerticalM}, env(safe-area-inset-bottom))`,
    zIndex: 1000,
    display: 'flex',
    justifyContent: 'center',
    pointerEvents: 'none',
  },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    maxWidth: '560px',
    width: '100%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
    pointerEvents: 'auto',
  },
  icon: { color: tokens.colorBrandForeground1, flexShrink: 0 },
  text: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: '12em' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginInlineStart: 'auto' },
});

/**
 * 'A new version is available' with Reload, docked at the bottom where it covers the least. Its
 * own chunk, loaded only when an update waits. Later hides it until the next page load. Built from
 * Fluent's Button and tokens like src/ui/StatusBar rather than MessageBar, whose extra shared chunks
 * would otherwise be listed on (and re-split) every first screen.
 */
export default function UpdatePrompt({ offer, onLater }: { offer: UpdateOffer; onLater: () => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.dock}>
      <div className={styles.bar} role="status" aria-labelledby="update-prompt-title" data-testid="update-prompt">
        <Icon path={mdiUpdate} className={styles.icon} />
        <div className={styles.text}>
          <Body1Strong id="update-prompt-title">{t`A new version is available`}</Body1Strong>
          <Body1>{t`Reload to start using it.`}</Body1>
        </div>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              offer.apply();
            }}
          >
            {t`Reload`}
          </Button>
          <Button appearance="subtle" aria-label={t`Later`} title={t`Later`} icon={<Icon path={mdiClose} />} onClick={onLater} />
        </div>
      </div>
    </div>
  );
}
