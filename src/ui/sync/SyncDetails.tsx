import { Button, makeStyles, Popover, PopoverSurface, Text, tokens, type OpenPopoverEvents } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useConflictViews } from '@/data/conflicts';
import type { UserDatabase } from '@/data/local/database';
import { dismissRejection, requestSync, type SyncState } from '@/data/sync-status';
import { sessionAtom } from '@/data/session';
import { formatDateTime } from '@/i18n/date-format';
import { isLocale } from '@/i18n/locales';
import { performedText } from '../training-format';
import { conflictLink } from './conflict-text';
import { ConflictNoticeCard } from './ConflictNotices';
import { describeMutation, REJECTION_REASONS, syncErrorText } from './sync-labels';

const useStyles = makeStyles({
  // Several notices can be long: the details scroll rather than run off a phone's screen.
  surface: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '340px', maxHeight: 'min(80vh, 640px)', overflowY: 'auto' },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // The details open from the header on a phone: buttons a thumb can hit, as elsewhere in the app.
  action: { minHeight: '44px' },
});

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** The values of a set log as they were sent: kept visible when the server did not take them. */
function loggedValues(args: Record<string, unknown>) {
  return {
    reps: numberOrNull(args.reps),
    weight_kg: numberOrNull(args.weight_kg),
    duration_seconds: numberOrNull(args.duration_seconds),
    distance_m: numberOrNull(args.distance_m),
  };
}

export interface SyncDetailsProps {
  open: boolean;
  db: UserDatabase;
  state: SyncState;
  online: boolean;
  /** The summary the indicator shows. */
  text: string;
  /** The indicator's button: the details are placed against it, and a click on it is its own. */
  anchor: HTMLElement;
  onClose: (event: OpenPopoverEvents) => void;
}

/**
 * The sync details under the header's indicator: when it last synced, what failed, the changes the
 * server refused, and this device's changes that replaced newer ones (R9), whichever screen is open.
 */
export default function SyncDetails({ open, db, state, online, text, anchor, onClose }: SyncDetailsProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const errorText = syncErrorText(state.status.error);
  const replaced = useConflictViews();
  const roleId = useAtomValue(sessionAtom)?.roleId;
  const lastSync = state.status.lastSyncAt
    ? formatDateTime(new Date(state.status.lastSyncAt), isLocale(i18n.locale) ? i18n.locale : undefined, 'short')
    : null;
  return (
    <Popover
      open={open}
      withArrow
      positioning={{ target: anchor, position: 'below', align: 'end' }}
      // The indicator toggles the details itself: a click on it is not a click outside them.
      onOpenChange={(event, data) => {
        if (!data.open && !(event.target instanceof Node && anchor.contains(event.target))) onClose(event);
      }}
    >
      <PopoverSurface aria-label={t`Sync details`} className={styles.surface}>
        <Text weight="semibold">{text}</Text>
        <Text size={200}>{lastSync ? t`Last synced: ${lastSync}` : t`Not synced yet on this device.`}</Text>
        {errorText && (
          <Text size={200} role="alert">
            {i18n._(errorText)}
          </Text>
        )}
        {state.rejections.length > 0 && (
          <>
            <Text weight="semibold">{t`Changes the server did not accept`}</Text>
            <ul className={styles.list}>
              {state.rejections.map((rejection) => {
                const { what, action } = describeMutation(rejection.name);
                const reason = REJECTION_REASONS[rejection.code];
                return (
                  <li key={rejection.seq} className={styles.item}>
                    {what && action && <Text weight="semibold" size={200}>{`${i18n._(what)}: ${i18n._(action)}`}</Text>}
                    <Text size={200}>{reason ? i18n._(reason) : rejection.message}</Text>
                    {rejection.code === 'set_already_logged' && (
                      <Text size={200}>{t`Yours was: ${performedText(i18n, loggedValues(rejection.args))}`}</Text>
                    )}
                    <Button size="small" className={styles.action} onClick={() => void dismissRejection(db, rejection.seq)}>
                      {t`Dismiss`}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {replaced && replaced.length > 0 && (
          <>
            <Text weight="semibold">{t`Changes that replaced newer ones`}</Text>
            <div className={styles.list}>
              {replaced.map((view) => (
                <ConflictNoticeCard key={view.notice.seq} view={view} away={{ link: conflictLink(view, roleId) }} />
              ))}
            </div>
          </>
        )}
        <Button appearance="primary" className={styles.action} disabled={!online} onClick={() => void requestSync(db)}>
          {t`Sync now`}
        </Button>
      </PopoverSurface>
    </Popover>
  );
}
