import { Button, makeStyles, Popover, PopoverSurface, PopoverTrigger, Text, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiAlertCircleOutline, mdiCloudCheckOutline, mdiCloudOffOutline, mdiCloudSyncOutline, mdiCloudUploadOutline } from '@mdi/js';
import { useEffect, useState } from 'react';
import { dismissRejection, requestSync, useSyncState, useUserDatabase } from '@/data/records';
import { formatDateTime } from '@/i18n/dates';
import { isLocale } from '@/i18n/locales';
import { Icon } from '../Icon';
import { performedText } from '../training-format';
import { describeMutation, REJECTION_REASONS, syncErrorText, syncSummary, type SyncTone } from './sync-labels';

const ICONS: Record<SyncTone, string> = {
  ok: mdiCloudCheckOutline,
  busy: mdiCloudSyncOutline,
  pending: mdiCloudUploadOutline,
  offline: mdiCloudOffOutline,
  error: mdiAlertCircleOutline,
};

const useStyles = makeStyles({
  label: { '@media (max-width: 600px)': { display: 'none' } },
  error: { color: tokens.colorStatusDangerForeground1 },
  surface: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '340px' },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  item: { display: 'grid', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
});

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** The values of a set log as they were sent: kept visible when the server did not take them. */
function loggedValues(args: Record<string, unknown>) {
  return { reps: numberOrNull(args.reps), weight_kg: numberOrNull(args.weight_kg), duration_seconds: numberOrNull(args.duration_seconds), distance_m: numberOrNull(args.distance_m) };
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The sync state in every layout's header (sync/SPEC.md E5), with the details and the rejected changes. */
export default function SyncIndicator() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const db = useUserDatabase();
  const state = useSyncState();
  const online = useOnline();
  if (!db || !state) return null;
  const { tone, label } = syncSummary(state, online);
  const errorText = syncErrorText(state.status.error);
  const text = i18n._(label);
  const lastSync = state.status.lastSyncAt ? formatDateTime(new Date(state.status.lastSyncAt), isLocale(i18n.locale) ? i18n.locale : undefined, 'short') : null;
  return (
    <Popover withArrow positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" aria-label={t`Sync: ${text}`} title={text} icon={<Icon path={ICONS[tone]} className={tone === 'error' ? styles.error : undefined} />} data-sync-tone={tone}>
          <span className={styles.label}>{text}</span>
        </Button>
      </PopoverTrigger>
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
                  {rejection.code === 'set_already_logged' && <Text size={200}>{t`Yours was: ${performedText(i18n, loggedValues(rejection.args))}`}</Text>}
                  <Button size="small" onClick={() => void dismissRejection(db, rejection.seq)}>
                    {t`Dismiss`}
                  </Button>
                </li>
                );
              })}
            </ul>
          </>
        )}
        <Button appearance="primary" disabled={!online} onClick={() => void requestSync(db)}>
          {t`Sync now`}
        </Button>
      </PopoverSurface>
    </Popover>
  );
}
