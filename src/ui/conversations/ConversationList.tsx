import { Body1, Caption1, CounterBadge, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiMagnify } from '@mdi/js';
import { useState } from 'react';
import { foldAll } from '@core/text';
import { useConversationSummaries, type ConversationSummary } from '@/data/conversations';
import { formatDateTime } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { Icon } from '@/ui/Icon';
import { RouterLink } from '@/ui/RouterLink';
import { useTouchStyles } from '@/ui/touch-styles';

const useStyles = makeStyles({
  search: { width: '100%', maxWidth: '28rem', marginBottom: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '56px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, textDecoration: 'none' },
  },
  text: { display: 'grid', minWidth: 0, flex: '1 1 auto' },
  preview: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
  when: { color: tokens.colorNeutralForeground2, flexShrink: 0 },
});

/**
 * A coach's conversations, the latest message first, each with what was said last and how many
 * messages wait unread; found by the client's name. Opening one opens the client's Messages tab.
 */
export default function ConversationList() {
  const { t } = useLingui();
  const styles = useStyles();
  const touch = useTouchStyles();
  const summaries = useConversationSummaries();
  const [query, setQuery] = useState('');
  if (!summaries) return null;
  const wanted = foldAll(query.trim());
  const shown = wanted ? summaries.filter((summary) => foldAll(summary.clientName).includes(wanted)) : summaries;
  return (
    <>
      <Input
        className={`${styles.search} ${touch.control}`}
        type="search"
        aria-label={t`Search clients`}
        placeholder={t`Search clients`}
        contentBefore={<Icon path={mdiMagnify} />}
        value={query}
        onChange={(_event, data) => setQuery(data.value)}
      />
      {summaries.length === 0 ? (
        <Body1>{t`Clients who sign in with their own account appear here. Invite a client from their page to message them.`}</Body1>
      ) : shown.length === 0 ? (
        <Body1>{t`No client matches “${query.trim()}”.`}</Body1>
      ) : (
        <ul className={styles.list}>
          {shown.map((summary) => (
            <li key={summary.clientId}>
              <SummaryRow summary={summary} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function SummaryRow({ summary }: { summary: ConversationSummary }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const last = summary.last;
  const preview = !last ? t`No messages yet` : last.removed ? t`Message deleted` : last.body || (last.has_photo ? t`Photo` : '');
  const when = last?.written_at ? formatDateTime(new Date(last.written_at), i18n.locale as Locale, 'short') : null;
  const label = summary.unread > 0 ? t`${summary.clientName}, ${summary.unread} unread` : summary.clientName;
  return (
    <RouterLink to={`/client/${summary.clientId}?tab=messages`} label={label} className={styles.row}>
      <span className={styles.text}>
        <Body1>{summary.clientName}</Body1>
        <Caption1 className={styles.preview}>{preview}</Caption1>
      </span>
      {when && <Caption1 className={styles.when}>{when}</Caption1>}
      {summary.unread > 0 && <CounterBadge count={summary.unread} overflowCount={99} aria-hidden />}
    </RouterLink>
  );
}
