import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { SentMessage } from '@core/admin-api';
import { listMessages } from '@/data/admin-api';
import { useRemote } from '@/ui/data-grid/use-remote';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { StatusBar, type Status } from '@/ui/StatusBar';
import { useAgeGroups } from './age-groups';
import { ComposeForm } from './ComposeForm';
import { MessageHistory } from './MessageHistory';
import { sentSummary } from './outcomes';

const PAGE_SIZE = 20;

const useStyles = makeStyles({
  announcement: { marginBottom: tokens.spacingVerticalM, ':focus': { outline: 'none' } },
});

/** /admin/communication: write a message to users, see whom it reaches, send it, and review what was sent. */
export default function CommunicationPage() {
  const styles = useStyles();
  const title = useRouteTitle();
  const ageGroups = useAgeGroups();
  const [historyPage, setHistoryPage] = useState(1);
  const history = useRemote((signal) => listMessages(historyPage, PAGE_SIZE, signal), `messages?page=${String(historyPage)}`);
  // A new key after each send gives a fresh, empty form.
  const [sends, setSends] = useState(0);
  const [announcement, setAnnouncement] = useState<Status>();
  const announcementRef = useRef<HTMLDivElement>(null);

  // The dialog and the button that opened it are gone with the old form: the outcome takes the focus,
  // so it is read out and Tab continues into the new form.
  useEffect(() => {
    if (sends > 0) announcementRef.current?.focus();
  }, [sends]);

  const sent = (message: SentMessage) => {
    setAnnouncement(sentSummary(message));
    setSends((count) => count + 1);
    setHistoryPage(1);
    history.reload();
  };

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {announcement && (
        <div ref={announcementRef} tabIndex={-1} className={styles.announcement}>
          <StatusBar status={announcement} />
        </div>
      )}
      <ComposeForm key={sends} ageGroups={ageGroups} onSent={sent} onUnsure={history.reload} />
      <MessageHistory messages={history} page={historyPage} pageSize={PAGE_SIZE} onPage={setHistoryPage} ageGroups={ageGroups} />
    </>
  );
}
