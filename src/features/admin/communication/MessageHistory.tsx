import { Button, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import type { ReactNode } from 'react';
import type { SentMessage } from '@core/admin-api';
import { formatDateTime } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { RemoteProblem } from '@/ui/data-grid/RemoteProblem';
import { ServerDataGrid, type GridColumn } from '@/ui/data-grid/ServerDataGrid';
import type { Remote } from '@/ui/data-grid/use-remote';
import { Icon } from '@/ui/Icon';
import { PageLoading } from '@/ui/PageLoading';
import { useSectionStyles } from '@/ui/section-styles';
import type { AgeGroupOption } from './age-groups';
import { AudienceText } from './AudienceText';

const useStyles = makeStyles({
  subject: { overflowWrap: 'anywhere' },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
});

// Sorting is the server's, newest first: the grid offers none.
const keepServerOrder = () => undefined;

export interface MessageHistoryProps {
  messages: Remote<{ items: SentMessage[] }>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  ageGroups: Remote<AgeGroupOption[]>;
}

/** The messages sent so far, newest first, with how far each got. */
export function MessageHistory({ messages, page, pageSize, onPage, ageGroups }: MessageHistoryProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const sectionStyles = useSectionStyles();
  const locale = i18n.locale as Locale;
  // The server answers no total: a full page means there may be more.
  const hasOlder = messages.data?.items.length === pageSize;
  const unused = '—';

  const columns: GridColumn<SentMessage>[] = [
    {
      id: 'sent',
      label: t({ message: 'Sent', comment: 'Column: the date and time the message was sent' }),
      minWidth: 120,
      render: (message) => formatDateTime(new Date(message.sent_at), locale, 'short'),
    },
    { id: 'subject', label: t`Subject`, minWidth: 160, render: (message) => <span className={styles.subject}>{message.subject}</span> },
    {
      id: 'audience',
      label: t`Audience`,
      minWidth: 140,
      render: (message) => <AudienceText audience={message.audience} ageGroups={ageGroups} />,
    },
    {
      id: 'channels',
      label: t`Channels`,
      minWidth: 120,
      render: (message) => {
        // Written in the middle of the list's sentence ("In the app and by e-mail"), so lower case; the
        // cell's first letter is then raised as any sentence's.
        const used = [message.channels.app ? t`in the app` : undefined, message.channels.email ? t`by e-mail` : undefined].filter(
          (name) => name !== undefined,
        );
        const said = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(used);
        return said.charAt(0).toLocaleUpperCase(i18n.locale) + said.slice(1);
      },
    },
    { id: 'recipients', minWidth: 80, label: t`Recipients`, render: (message) => message.recipients },
    {
      id: 'app',
      minWidth: 80,
      label: t`Delivered in the app`,
      render: (message) => (message.channels.app ? message.app_delivered : unused),
    },
    { id: 'emailSent', minWidth: 80, label: t`E-mails sent`, render: (message) => (message.channels.email ? message.email_sent : unused) },
    {
      id: 'emailFailed',
      minWidth: 80,
      label: t`E-mails failed`,
      render: (message) => (message.channels.email ? message.email_failed : unused),
    },
    {
      id: 'read',
      minWidth: 70,
      label: t({ message: 'Read', comment: 'Column: how many recipients have opened the message in the app' }),
      render: (message) => (message.channels.app ? message.read : unused),
    },
  ];

  let content: ReactNode;
  if (!messages.data) content = messages.failure ? null : <PageLoading />;
  else if (messages.data.items.length === 0)
    content = (
      <Text as="p" block>
        {page === 1 ? t`No messages have been sent yet.` : t`There are no older messages.`}
      </Text>
    );
  else
    content = (
      <ServerDataGrid
        label={t`Sent messages`}
        columns={columns}
        items={messages.data.items}
        getRowId={(message) => message.id}
        sort=""
        onSortChange={keepServerOrder}
      />
    );

  return (
    <section className={sectionStyles.section} aria-labelledby="communication-history">
      <Subtitle1 as="h2" id="communication-history" className={sectionStyles.heading}>
        {t`Sent messages`}
      </Subtitle1>
      {messages.failure && <RemoteProblem failure={messages.failure} onRetry={messages.reload} />}
      {content}
      {(page > 1 || hasOlder) && (
        <nav className={styles.pager} aria-label={t`Pages of sent messages`}>
          <Button icon={<Icon path={mdiChevronLeft} />} disabledFocusable={page <= 1 || messages.loading} onClick={() => onPage(page - 1)}>
            {t({ message: 'Newer', comment: 'Button: the page of more recently sent messages' })}
          </Button>
          <Text>{t`Page ${page}`}</Text>
          <Button
            icon={<Icon path={mdiChevronRight} />}
            iconPosition="after"
            disabledFocusable={!hasOlder || messages.loading}
            onClick={() => onPage(page + 1)}
          >
            {t({ message: 'Older', comment: 'Button: the page of messages sent earlier' })}
          </Button>
        </nav>
      )}
    </section>
  );
}
