import { useOnline } from '@/ui/use-online';
import { Button, makeStyles, tokens, type OpenPopoverEvents } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiAlertCircleOutline, mdiCloudCheckOutline, mdiCloudOffOutline, mdiCloudSyncOutline, mdiCloudUploadOutline } from '@mdi/js';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useUserDatabase } from '@/data/user-database';
import { useSyncState } from '@/data/sync-status';
import { Icon } from '../Icon';
import { syncSummary, type SyncTone } from './sync-labels';
import { SyncIndicatorSlot } from './SyncIndicatorSlot';

// The details load when first opened: Fluent's popover, with its positioning engine and the focus
// code whose sentinels it adds to the page (~15 KB gzip), is then off every signed-in page's first
// screen (docs/performance.md, "The workout player").
const SyncDetails = lazy(() => import('./SyncDetails'));

const ICONS: Record<SyncTone, string> = {
  ok: mdiCloudCheckOutline,
  busy: mdiCloudSyncOutline,
  pending: mdiCloudUploadOutline,
  offline: mdiCloudOffOutline,
  error: mdiAlertCircleOutline,
};

const useStyles = makeStyles({
  // Beside the language, theme, messages and account controls a tablet's header has room for the
  // words (a Latvian status is long) only from 768 px; below, the icon and its name say it.
  label: { whiteSpace: 'nowrap', '@media (max-width: 767px)': { display: 'none' } },
  error: { color: tokens.colorStatusDangerForeground1 },
});

/** The sync state in every layout's header (sync/SPEC.md E5); a tap shows the details and the rejected changes. */
export default function SyncIndicator() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const db = useUserDatabase();
  const state = useSyncState();
  const online = useOnline();
  const [button, setButton] = useState<HTMLElement | null>(null);
  // Open on the page it was opened on: a notice's "Open" goes to its record, and the details close
  // on the way, as a menu would.
  const { key: page } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === page;
  const setOpen = (shown: boolean) => setOpenOn(shown ? page : null);
  // Once loaded the details stay mounted, so closing them animates out instead of vanishing.
  const [opened, setOpened] = useState(false);
  if (!db) return null;
  if (!state) return <SyncIndicatorSlot />;
  const { tone, label } = syncSummary(state, online);
  const text = i18n._(label);
  const close = (event: OpenPopoverEvents) => {
    setOpen(false);
    // Escape from inside the details returns to the indicator, as a menu's trigger would be returned to.
    if (event.type === 'keydown') button?.focus();
  };
  return (
    <>
      <Button
        ref={setButton}
        appearance="subtle"
        aria-label={t`Sync: ${text}`}
        aria-expanded={open}
        title={text}
        icon={<Icon path={ICONS[tone]} className={tone === 'error' ? styles.error : undefined} />}
        data-sync-tone={tone}
        onClick={() => {
          setOpened(true);
          setOpen(!open);
        }}
      >
        <span className={styles.label}>{text}</span>
      </Button>
      {opened && button && (
        <Suspense fallback={null}>
          <SyncDetails open={open} db={db} state={state} online={online} text={text} anchor={button} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
