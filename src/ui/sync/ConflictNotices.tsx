import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiAlertCircleOutline } from '@mdi/js';
import type { EntityName } from '@core/records/index';
import { dismissConflict, useConflictViews, type ConflictView } from '@/data/conflicts';
import { useUserDatabase } from '@/data/user-database';
import { useRecordWrites } from '@/data/record-writes';
import { Icon } from '@/ui/Icon';
import { RouterLink } from '@/ui/RouterLink';
import { conflictFieldLabel, conflictRecordTitle, conflictValueText } from './conflict-text';
import { useNoticeStyles } from './notice-styles';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalM, maxWidth: '640px' },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '44px',
    minWidth: '44px',
    paddingInline: tokens.spacingHorizontalS,
  },
});

export interface ConflictNoticeCardProps {
  view: ConflictView;
  /** Shown away from its record (the sync details): names the record and links to where it is edited. */
  away?: { link: string | undefined };
  /** After the other device's value was written back: a form shows it in place of what it holds. */
  onRestored?: (field: string, value: unknown) => void;
}

/**
 * [R9] This device's change replaced a newer change made on another device. Says which value was
 * replaced, and offers one action to put it back (a new change, synced like any other); "Keep
 * mine" only dismisses the notice.
 */
export function ConflictNoticeCard({ view, away, onRestored }: ConflictNoticeCardProps) {
  const { t, i18n } = useLingui();
  const styles = { ...useNoticeStyles(), ...useStyles() };
  const db = useUserDatabase();
  const writes = useRecordWrites();
  const { notice } = view;
  const seq = notice.seq ?? 0;
  const label = conflictFieldLabel(i18n, notice.entity, notice.field);
  const theirs = conflictValueText(i18n, view, notice.replaced);
  const mine = conflictValueText(i18n, view, notice.written);
  const restore = async () => {
    if (!db) return;
    await writes.restoreField(notice.entity, notice.record_id, notice.field, notice.replaced);
    // The form holds the value before the notice goes: dismissing it unmounts this card.
    onRestored?.(notice.field, notice.replaced);
    await dismissConflict(db, seq);
  };
  return (
    <section className={styles.notice} role="status" aria-label={t`Change replaced on another device`}>
      <span className={styles.title}>
        <Icon path={mdiAlertCircleOutline} className={styles.icon} />
        {t`Your change replaced a newer change made on another device`}
      </span>
      {away && <p className={styles.value}>{conflictRecordTitle(i18n, view)}</p>}
      <p className={styles.value}>{t`${label} on the other device: ${theirs}`}</p>
      <p className={styles.value}>{t`${label} now (your change): ${mine}`}</p>
      <div className={styles.actions}>
        {/* A record no longer on the device cannot take the value back; the notice can only go. */}
        {view.record && (
          <Button className={styles.action} appearance="primary" onClick={() => void restore()}>
            {t`Restore the other device’s ${label}`}
          </Button>
        )}
        <Button className={styles.action} onClick={() => db && void dismissConflict(db, seq)}>
          {t`Keep mine`}
        </Button>
        {away?.link && (
          <RouterLink to={away.link} className={styles.link}>
            {t`Open`}
          </RouterLink>
        )}
      </div>
    </section>
  );
}

export interface ConflictNoticesProps {
  entity: EntityName;
  recordId: string;
  onRestored?: (field: string, value: unknown) => void;
}

/** [R9] The notices of one record, on its screen. */
export function ConflictNotices({ entity, recordId, onRestored }: ConflictNoticesProps) {
  const styles = useStyles();
  const views = useConflictViews({ entity, recordId });
  if (!views || views.length === 0) return null;
  return (
    <div className={styles.list}>
      {views.map((view) => (
        <ConflictNoticeCard key={view.notice.seq} view={view} onRestored={onRestored} />
      ))}
    </div>
  );
}
