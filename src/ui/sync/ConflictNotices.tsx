import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiAlertCircleOutline } from '@mdi/js';
import type { EntityName } from '@sync/records/index';
import { dismissConflict, useConflictNotices, useRecordWrites, useUserDatabase } from '@/data/records';
import { Icon } from '@/ui/Icon';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalM, maxWidth: '640px' },
  notice: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorStatusWarningBorder1}`,
    backgroundColor: tokens.colorStatusWarningBackground1,
    color: tokens.colorNeutralForeground1,
  },
  title: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', fontWeight: tokens.fontWeightSemibold },
  icon: { flexShrink: 0, marginTop: '1px', color: tokens.colorStatusWarningForeground1 },
  value: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  action: { minHeight: '44px' },
});

export interface ConflictNoticesProps {
  entity: EntityName;
  recordId: string;
  /** The field's name as the record's form labels it. */
  fieldLabel: (field: string) => string;
  /** After the other device's value was written back, e.g. to show it in the form. */
  onRestored?: () => void;
}

/**
 * [R9] On a record: this device's change replaced a newer change made on another device. Says
 * which value was replaced, and offers one action to put it back (a new change, synced like any
 * other); "Keep mine" only dismisses the notice.
 */
export function ConflictNotices({ entity, recordId, fieldLabel, onRestored }: ConflictNoticesProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const notices = useConflictNotices(entity, recordId);
  const db = useUserDatabase();
  const writes = useRecordWrites();
  if (!db || !notices || notices.length === 0) return null;

  const shown = (value: unknown) => {
    if (value === null || value === undefined || value === '') return t`(empty)`;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  };

  return (
    <div className={styles.list}>
      {notices.map((notice) => {
        const seq = notice.seq ?? 0;
        const restore = async () => {
          await writes.restoreReplaced(notice);
          await dismissConflict(db, seq);
          onRestored?.();
        };
        const label = fieldLabel(notice.field);
        return (
          <section key={seq} className={styles.notice} role="status" aria-label={t`Change replaced on another device`}>
            <span className={styles.title}>
              <Icon path={mdiAlertCircleOutline} className={styles.icon} />
              {t`Your change replaced a newer change made on another device`}
            </span>
            <p className={styles.value}>{t`${label} on the other device: ${shown(notice.replaced)}`}</p>
            <p className={styles.value}>{t`${label} now (your change): ${shown(notice.written)}`}</p>
            <div className={styles.actions}>
              <Button className={styles.action} appearance="primary" onClick={() => void restore()}>
                {t`Restore the other device’s ${label}`}
              </Button>
              <Button className={styles.action} onClick={() => void dismissConflict(db, seq)}>
                {t`Keep mine`}
              </Button>
            </div>
          </section>
        );
      })}
    </div>
  );
}
