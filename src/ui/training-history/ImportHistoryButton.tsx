import { Button, makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { requireCatalogPart } from '@/i18n/activate';

// The import's screens load when it is opened: most visits to a history never import one. Their
// words are in the progress catalog (lingui.config.ts).
const ImportHistoryDialog = lazy(() =>
  Promise.all([import('@/ui/history-import/ImportHistoryDialog'), requireCatalogPart('progress')]).then(([module]) => ({
    default: module.ImportHistoryDialog,
  })),
);

const useStyles = makeStyles({ button: { minHeight: '44px' } });

/** "Import from Strong or Hevy" beside a history: the client's own (`clientId` null) or a coach's client's. */
export function ImportHistoryButton({ clientId, clientName }: { clientId: string | null; clientName: string | null }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className={styles.button} onClick={() => setOpen(true)}>
        {t`Import from Strong or Hevy`}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportHistoryDialog clientId={clientId} clientName={clientName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
