import { Body1, Button, Caption1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { mdiAlertCircleOutline, mdiChevronDown, mdiChevronRight } from '@mdi/js';
import { useId, useState } from 'react';
import type { HistoryEntity, HistoryEntry } from '@core/record-history-api';
import type { AnyRecord } from '@core/records/index';
import { markReplacedSeen, replacedHere, useRecordHistory, useReplacedSeen } from '@/data/record-history';
import { useUserDatabase } from '@/data/user-database';
import { useRecord } from '@/data/record-reads';
import { useRecordWrites } from '@/data/record-writes';
import { formatDateTime } from '@/i18n/date-format';
import { isLocale } from '@/i18n/locales';
import { Icon } from '@/ui/Icon';
import { useOnline } from '@/ui/use-online';
import { conflictFieldLabel, fieldValueText } from './conflict-text';
import { useNoticeStyles } from './notice-styles';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL, maxWidth: '640px' },
  toggle: { justifySelf: 'start', minHeight: '44px' },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  entry: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  fields: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  field: { overflowWrap: 'anywhere' },
});

export interface RecordHistoryProps {
  entity: HistoryEntity;
  recordId: string;
  /** After a value was put back: a form shows it in place of what it holds. */
  onRestored?: (field: string, value: unknown) => void;
}

/**
 * [R11] A record's history under its screen: who changed what and when, and the writes that
 * replaced a newer change (R9). A change made on this device that another device's older edit
 * replaced is said above it without opening it: that device was told, and this one is told here.
 */
export function RecordHistory({ entity, recordId, onRestored }: RecordHistoryProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notice = useNoticeStyles();
  const headingId = useId();
  const online = useOnline();
  const db = useUserDatabase();
  const writes = useRecordWrites();
  const [open, setOpen] = useState(false);
  const version = useRecord(entity, recordId)?.version;
  const { state, reload } = useRecordHistory(entity, recordId, online, version);
  const seen = useReplacedSeen();
  const [restored, setRestored] = useState(false);

  const ready = state.phase === 'ready' ? state : undefined;
  const here = ready && seen ? replacedHere(ready.history, ready.device, entity, recordId, seen) : [];
  const named = ready?.named ?? new Map<string, AnyRecord>();
  const value = (field: string, shown: unknown) => fieldValueText(i18n, entity, field, shown, named);
  const label = (field: string) => conflictFieldLabel(i18n, entity, field);
  const putBack = async (field: string, shown: unknown, keys: readonly string[] = []) => {
    await writes.restoreField(entity, recordId, field, shown);
    // The form holds the value before the notice goes.
    onRestored?.(field, shown);
    setRestored(true);
    if (db && keys.length > 0) await markReplacedSeen(db, keys);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {here.map((replaced) => {
        const name = label(replaced.field);
        return (
          <div key={replaced.key} className={notice.notice} role="status" aria-label={t`Your change was replaced on another device`}>
            <span className={notice.title}>
              <Icon path={mdiAlertCircleOutline} className={notice.icon} />
              {t`A change made on another device replaced yours`}
            </span>
            <p className={notice.value}>{t`${name} from this device: ${value(replaced.field, replaced.mine)}`}</p>
            <p className={notice.value}>{t`${name} now (the other device’s): ${value(replaced.field, replaced.theirs)}`}</p>
            <div className={notice.actions}>
              <Button
                className={notice.action}
                appearance="primary"
                onClick={() => void putBack(replaced.field, replaced.mine, [replaced.key])}
              >
                {t`Put my ${name} back`}
              </Button>
              <Button className={notice.action} onClick={() => db && void markReplacedSeen(db, [replaced.key])}>
                {t`Keep theirs`}
              </Button>
            </div>
          </div>
        );
      })}
      <Button
        id={headingId}
        className={styles.toggle}
        appearance="subtle"
        aria-expanded={open}
        icon={<Icon path={open ? mdiChevronDown : mdiChevronRight} />}
        onClick={() => setOpen(!open)}
      >
        {t`History of changes`}
      </Button>
      {restored && <Body1 role="status">{t`Put back on this device. The history shows it once it has synced.`}</Body1>}
      {open && state.phase === 'offline' && <Body1>{t`The history is kept on the server: it shows when you are online.`}</Body1>}
      {open && state.phase === 'loading' && <Spinner size="tiny" label={t`Loading the history…`} />}
      {open && state.phase === 'failed' && (
        <div className={notice.actions}>
          <Body1>{t`The history could not be loaded.`}</Body1>
          <Button className={notice.action} onClick={reload}>
            {t`Try again`}
          </Button>
        </div>
      )}
      {open && ready && (
        <>
          {ready.history.entries.length === 0 && <Body1>{t`No changes are recorded yet.`}</Body1>}
          <ol className={styles.list}>
            {ready.history.entries.map((entry) => (
              <li key={entry.version} className={styles.entry}>
                <Caption1>
                  {formatDateTime(new Date(entry.at), isLocale(i18n.locale) ? i18n.locale : undefined, 'short')} ·{' '}
                  {authorText(i18n, entry.author, ready.device)}
                </Caption1>
                {entry.kind === 'delete' ? (
                  <Body1>{t`Deleted`}</Body1>
                ) : (
                  <ul className={styles.fields}>
                    {Object.entries(entry.changes).map(([field, shown]) => (
                      <li key={field} className={styles.field}>{`${label(field)}: ${value(field, shown)}`}</li>
                    ))}
                  </ul>
                )}
                {entry.conflicts.map((conflict) => {
                  const name = label(conflict.field);
                  const whose =
                    conflict.replaced_author === undefined ? undefined : authorText(i18n, conflict.replaced_author, ready.device);
                  return (
                    <div key={conflict.field} className={notice.notice}>
                      <span className={notice.title}>
                        <Icon path={mdiAlertCircleOutline} className={notice.icon} />
                        {t`This replaced a newer change made on another device`}
                      </span>
                      <p className={notice.value}>
                        {whose
                          ? t`${name} before it (${whose}): ${value(conflict.field, conflict.replaced)}`
                          : t`${name} before it: ${value(conflict.field, conflict.replaced)}`}
                      </p>
                      <div className={notice.actions}>
                        <Button className={notice.action} onClick={() => void putBack(conflict.field, conflict.replaced)}>
                          {t`Put that ${name} back`}
                        </Button>
                      </div>
                    </div>
                  );
                })}
              </li>
            ))}
          </ol>
          {ready.history.more && <Caption1>{t`Older changes are not shown.`}</Caption1>}
        </>
      )}
    </section>
  );
}

const AUTHORS = { app: msg`Treneris`, here: msg`You, on this device`, elsewhere: msg`You, on another device` };

/** "You, on this device", "You, on another device", a person's name, or the app itself. */
function authorText(i18n: I18n, author: HistoryEntry['author'], device: string | null): string {
  if (author === null) return i18n._(AUTHORS.app);
  if (!author.you) return author.name;
  return i18n._(author.device !== null && author.device === device ? AUTHORS.here : AUTHORS.elsewhere);
}
