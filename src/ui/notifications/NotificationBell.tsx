import {
  Button,
  CounterBadge,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MenuItem,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiBellOutline } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useRecord, useRecords } from '@/data/record-reads';
import { useRecordWrites } from '@/data/record-writes';
import { sessionAtom } from '@/data/session';
import { formatDateTime } from '@/i18n/date-format';
import { isLocale } from '@/i18n/locales';
import { Icon } from '../Icon';
import { RouterLink } from '../RouterLink';
import { sessionPath } from '../training-history/session-path';

const useStyles = makeStyles({
  // The badge sits beside the button, not in it: a Fluent button with content is no longer icon-only
  // and widens to its 96 px minimum, pushing the header past a phone's width.
  anchor: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '2px', right: '2px', pointerEvents: 'none' },
  surface: { width: 'min(360px, 90vw)', maxHeight: '70vh', overflowY: 'auto', display: 'grid', gap: tokens.spacingVerticalS },
  content: { display: 'grid', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  unread: { borderLeft: `3px solid ${tokens.colorBrandStroke1}` },
  body: { whiteSpace: 'pre-wrap' },
  open: { minHeight: '44px', display: 'inline-flex', alignItems: 'center', justifySelf: 'start' },
  // Opened from the phone's account menu: buttons a thumb can hit.
  touch: { minHeight: '44px' },
});

/** The messages from the administrators and about comments, newest first, and marking them read. */
function useMessages() {
  const writes = useRecordWrites();
  const notifications = useRecords('notifications', (records) => [...records].sort((a, b) => b.sent_at.localeCompare(a.sent_at)));
  const unread = notifications?.filter((note) => note.read_at === null) ?? [];
  const markRead = (id: string) => writes.patch('notifications', id, { read_at: new Date().toISOString() });
  return { notifications, unread, markRead };
}

/** What the header says of the messages: how many are unread, when any are. */
function useMessagesLabel(unread: readonly unknown[]): string {
  const { t } = useLingui();
  return unread.length > 0 ? t`Notifications: ${unread.length} unread` : t`Notifications`;
}

/**
 * The way from a comment's notification to its session, to read the thread and reply there
 * (sync/SPEC.md A10). Shown once the session is on this device; a message about nothing, or about
 * a session no longer here, stays words only.
 */
function SessionLink({ sessionId, onFollow }: { sessionId: string; onFollow?: () => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const session = useRecord('workout-sessions', sessionId);
  const userId = useAtomValue(sessionAtom)?.userId;
  if (!session || !userId) return null;
  return (
    <RouterLink className={styles.open} to={sessionPath(session, userId)} onFollow={onFollow}>
      {t`Open the session`}
    </RouterLink>
  );
}

/** The list; `onLeave`: what closes its popover or dialog when a link leads elsewhere. */
function MessageList({ touch = false, onLeave }: { touch?: boolean; onLeave?: () => void }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [open, setOpen] = useState<string>();
  const { notifications, unread, markRead } = useMessages();
  const buttonClass = touch ? styles.touch : undefined;
  return (
    <>
      {notifications?.length === 0 && <Text>{t`No messages yet.`}</Text>}
      {unread.length > 1 && (
        <Button size="small" className={buttonClass} onClick={() => void Promise.all(unread.map((note) => markRead(note.id)))}>
          {t`Mark all as read`}
        </Button>
      )}
      <ul className={styles.list}>
        {notifications?.map((note) => (
          <li key={note.id} className={note.read_at === null ? `${styles.item} ${styles.unread}` : styles.item}>
            <Button
              appearance="transparent"
              className={buttonClass}
              aria-expanded={open === note.id}
              onClick={() => {
                setOpen(open === note.id ? undefined : note.id);
                if (note.read_at === null) void markRead(note.id);
              }}
            >
              <Text weight={note.read_at === null ? 'semibold' : 'regular'}>{note.subject}</Text>
            </Button>
            <Text size={200}>{formatDateTime(new Date(note.sent_at), isLocale(i18n.locale) ? i18n.locale : undefined)}</Text>
            {open === note.id && <Text className={styles.body}>{note.body}</Text>}
            {/* Records pulled before notifications named a session have no such field at all. */}
            {open === note.id && note.session_id && <SessionLink sessionId={note.session_id} onFollow={onLeave} />}
            {open === note.id && note.path && (
              <RouterLink className={styles.open} to={note.path} onFollow={onLeave}>
                {t`Open`}
              </RouterLink>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Messages from the administrators (communication), about comments and conversations, and workout
 * reminders: synced, so they can be read offline.
 */
export default function NotificationBell() {
  const { t } = useLingui();
  const styles = useStyles();
  const { unread } = useMessages();
  const label = useMessagesLabel(unread);
  // Held here so that following a message's link closes the popover over the page it opens.
  const [open, setOpen] = useState(false);
  return (
    <span className={styles.anchor}>
      <Popover withArrow positioning="below-end" open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
        <PopoverTrigger disableButtonEnhancement>
          <Button appearance="subtle" aria-label={label} title={label} icon={<Icon path={mdiBellOutline} />} />
        </PopoverTrigger>
        <PopoverSurface aria-label={t`Notifications`} className={styles.surface}>
          <Text weight="semibold">{t`Notifications`}</Text>
          <MessageList onLeave={() => setOpen(false)} />
        </PopoverSurface>
      </Popover>
      <UnreadBadge />
    </span>
  );
}

/** On a phone the account menu holds the messages: its entry says how many are unread. */
export function MessagesMenuItem({ className, onClick }: { className?: string; onClick: () => void }) {
  const label = useMessagesLabel(useMessages().unread);
  return (
    <MenuItem className={className} icon={<Icon path={mdiBellOutline} />} onClick={onClick}>
      {label}
    </MenuItem>
  );
}

/** The unread count on the bell, and on a phone's account button, where the bell is not shown. */
export function UnreadBadge() {
  const styles = useStyles();
  const { unread } = useMessages();
  return unread.length > 0 ? <CounterBadge className={styles.badge} count={unread.length} size="small" aria-hidden /> : null;
}

/** The messages as a phone shows them: the whole screen's width rather than a popover's. */
export function MessagesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Notifications`}</DialogTitle>
          <DialogContent className={styles.content}>
            <MessageList touch onLeave={onClose} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" className={styles.touch} onClick={onClose}>
              {t`Close`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
