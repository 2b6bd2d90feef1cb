import { Body1, Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { markClientSeen, useAttention, type AttentionItem } from '@/data/attention';
import { useUserDatabase } from '@/data/user-database';
import { useEntryListStyles } from '@/ui/entry-list-styles';
import { RouterLink } from '@/ui/RouterLink';
import { clientSessionPath } from '@/ui/training-history/session-path';
import { useSectionStyles } from '@/ui/section-styles';

const useStyles = makeStyles({
  lines: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  name: { minHeight: '44px', display: 'inline-flex', alignItems: 'center', fontWeight: tokens.fontWeightSemibold },
  seen: { minHeight: '44px' },
  open: { minHeight: '44px', display: 'inline-flex', alignItems: 'center' },
});

/** Minutes are enough: "late" is an hour past a workout's time. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The coach's "needs you" list (core/attention.ts): per client, what was finished or said since
 * the coach last looked, who is slipping, today's workouts gone by unstarted, and check-ins. Opening a
 * client's history, or "Mark as seen", takes what is shown off until something new comes about.
 */
export function AttentionList({ userId }: { userId: string }) {
  const { t } = useLingui();
  const section = useSectionStyles();
  const list = useEntryListStyles();
  const now = useMinuteClock();
  const items = useAttention(userId, now);
  if (!items) return null;
  return (
    <section className={section.section} aria-labelledby="attention">
      <Subtitle2 as="h2" id="attention" className={section.heading}>
        {t`Needs your attention`}
      </Subtitle2>
      {items.length === 0 ? (
        <Body1 as="p">{t`Nothing new since you last looked.`}</Body1>
      ) : (
        <ul className={list.list}>
          {items.map((item) => (
            <AttentionRow key={item.client_id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AttentionRow({ item }: { item: AttentionItem }) {
  const { t } = useLingui();
  const styles = useStyles();
  const list = useEntryListStyles();
  const db = useUserDatabase();
  const percent = (share: number) => `${String(Math.round(share * 100))} %`;
  const replies = item.replies.length > 0 && plural(item.replies.length, { one: '# new reply', other: '# new replies' });
  const lines = [
    item.finished.length > 0 && plural(item.finished.length, { one: '# session finished', other: '# sessions finished' }),
    replies,
    item.slipping && t`Below half their target two weeks running (${percent(item.slipping[0])}, ${percent(item.slipping[1])})`,
    ...item.late.map((entry) => t`Today at ${entry.time ?? ''}: not started`),
  ].filter((line): line is string => typeof line === 'string');
  const answered = item.checkIns.filter((one) => one.kind === 'answered').length;
  const due = item.checkIns.filter((one) => one.kind === 'due').length;
  const missed = item.checkIns.filter((one) => one.kind === 'missed').length;
  const checkInLines = [
    answered > 0 && plural(answered, { one: '# check-in answered', other: '# check-ins answered' }),
    due > 0 && plural(due, { one: '# check-in due', other: '# check-ins due' }),
    missed > 0 && plural(missed, { one: '# check-in missed', other: '# check-ins missed' }),
  ].filter((line): line is string => typeof line === 'string');
  const news = item.finished.length > 0 || item.replies.length > 0;
  // The newest reply's thread, where the coach answers it (the replies are newest first).
  const [reply] = item.replies;
  return (
    <li className={list.item}>
      <div className={styles.head}>
        <RouterLink className={styles.name} to={`/client/${item.client_id}${news ? '?tab=history' : ''}`}>
          {item.client.name}
        </RouterLink>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line}>
              <Caption1>{line}</Caption1>
              {line === replies && reply && (
                <>
                  {' '}
                  <RouterLink
                    className={styles.open}
                    to={clientSessionPath(item.client_id, reply.session_id)}
                    label={t`Open the session: ${item.client.name}`}
                  >
                    {t`Open the session`}
                  </RouterLink>
                </>
              )}
            </li>
          ))}
          {checkInLines.map((line, index) => (
            <li key={line}>
              <Caption1>{line}</Caption1>
              {index === 0 && (
                <>
                  {' '}
                  <RouterLink
                    className={styles.open}
                    to={`/client/${item.client_id}?tab=checkins`}
                    label={t`Open the check-ins: ${item.client.name}`}
                  >
                    {t`Open the check-ins`}
                  </RouterLink>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
      {db && (
        <Button
          className={styles.seen}
          onClick={() => void markClientSeen(db, item.client_id)}
          aria-label={t`Mark as seen: ${item.client.name}`}
        >
          {t`Mark as seen`}
        </Button>
      )}
    </li>
  );
}
