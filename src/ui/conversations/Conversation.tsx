import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { markRead, useConversationState, useSentMessages, type MessageRecord } from '@/data/conversations';
import { useRecordWrites } from '@/data/record-writes';
import { useUserDatabase } from '@/data/user-database';
import { notify } from '@/ui/feedback/notify';
import { localWriteFailure } from '@/ui/form/write-errors';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import type { Reader } from './ReferenceCard';
import { useFillViewport } from './use-fill-viewport';

const useStyles = makeStyles({
  frame: { display: 'flex', flexDirection: 'column', minHeight: '320px', gap: tokens.spacingVerticalS },
  scroller: {
    flex: '1 1 auto',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: `0 ${tokens.spacingHorizontalS}`,
  },
  empty: { padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2, textAlign: 'center' },
  closed: { padding: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2 },
});

/** How many sent messages are read around what is on screen: a conversation of years reads only these. */
const WINDOW = 150;
const PAGE = 50;

export interface ConversationProps {
  conversationId: string;
  /** The client record the conversation is about: a first message starts it (A21). */
  clientId: string;
  /** Whether this person may write here: the coaching lasts. */
  canWrite: boolean;
  /** Why they cannot, shown in place of the box. */
  closedNote?: string;
  /** Who reads it here: a message's card opens the workout where this person sees it. */
  reader: Reader;
}

/**
 * A conversation: its messages in the server's order, the newest at the bottom, drawn only around
 * what is on screen; the box to write the next one under them, on screen without scrolling. A
 * message is written on the device and shows at once as "Not sent yet"; reading the screen marks
 * the other party's messages read (A23).
 */
export function Conversation({ conversationId, clientId, canWrite, closedNote, reader }: ConversationProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const db = useUserDatabase();
  const writes = useRecordWrites();
  const state = useConversationState(conversationId, WINDOW);
  const frame = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const height = useFillViewport(frame);
  const sentCount = state?.sentCount ?? 0;
  const unsent = state?.unsent ?? [];
  const count = sentCount + unsent.length;
  // The virtualizer's functions change with every scroll by design; this component re-renders with them.
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is the list's windowing, used as its docs show
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => 72,
    overscan: 8,
    getItemKey: (index) => index,
  });
  const items = virtualizer.getVirtualItems();
  // The newest message is where a conversation opens, and where it stays while one is at the bottom.
  const atBottom = useRef(true);
  const first = items[0]?.index ?? sentCount;
  const latest = state ? { offset: sentCount - state.latest.length, messages: state.latest } : undefined;
  // The newest messages come with the conversation's state; a window further up is read when scrolled to.
  const above = latest !== undefined && first < latest.offset + PAGE / 2;
  const offset = Math.max(0, Math.floor((first - PAGE) / PAGE) * PAGE);
  const loaded = useSentMessages(conversationId, offset, WINDOW, above);
  // While a new window loads, the last one still gives the rows it holds.
  const shown = useRef(loaded);
  if (above && loaded) shown.current = loaded;
  if (!above && latest) shown.current = latest;
  const messageAt = (index: number): MessageRecord | undefined => {
    if (index >= sentCount) return unsent[index - sentCount];
    const window = shown.current;
    return window ? window.messages[index - window.offset] : undefined;
  };

  const onScroll = () => {
    const element = scroller.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
  };
  useLayoutEffect(() => {
    if (count > 0 && atBottom.current) virtualizer.scrollToIndex(count - 1, { align: 'end' });
  }, [count, virtualizer]);

  // What is on screen counts as read, once the screen is seen.
  const newest = state?.newestFromOther ?? null;
  const ownMark = state?.ownReadUntil ?? null;
  useEffect(() => {
    if (!db || !newest || (ownMark !== null && ownMark >= newest)) return;
    const mark = () => {
      if (document.visibilityState === 'visible') void markRead(db, writes, conversationId, newest).catch(() => undefined);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [db, writes, conversationId, newest, ownMark]);

  const [editing, setEditing] = useState<MessageRecord | null>(null);
  const [removing, setRemoving] = useState<MessageRecord | null>(null);
  const remove = async (message: MessageRecord) => {
    setRemoving(null);
    if (editing?.id === message.id) setEditing(null);
    try {
      await writes.patch('conversation-messages', message.id, { removed: true });
    } catch (error) {
      notify({ intent: 'error', message: localWriteFailure(error) });
    }
  };

  const now = Date.now();
  const me = db?.userId;
  return (
    <div ref={frame} className={styles.frame} style={{ height }}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1) */}
      <div ref={scroller} className={styles.scroller} onScroll={onScroll} role="log" aria-label={t`Messages`} tabIndex={0}>
        {state && count === 0 && <p className={styles.empty}>{t`No messages yet. Say hello.`}</p>}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const message = messageAt(item.index);
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
              >
                {message ? (
                  <MessageBubble
                    message={message}
                    mine={message.author_id === me || message.version === 0}
                    otherReadUntil={state?.otherReadUntil ?? null}
                    now={now}
                    reader={reader}
                    onEdit={canWrite ? setEditing : undefined}
                    onRemove={setRemoving}
                  />
                ) : (
                  <div style={{ height: 72 }} aria-hidden data-testid="message-loading" />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {canWrite ? (
        <Composer
          key={editing?.id ?? 'new'}
          conversationId={conversationId}
          clientId={clientId}
          reader={reader}
          editing={editing}
          onDone={() => {
            setEditing(null);
            atBottom.current = true;
          }}
        />
      ) : (
        <p className={styles.closed}>{closedNote}</p>
      )}
      <Dialog open={removing !== null} onOpenChange={(_event, data) => !data.open && setRemoving(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t`Delete this message?`}</DialogTitle>
            <DialogContent>{t`Its words are removed for both of you. “Message deleted” stays in its place.`}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => removing && void remove(removing)}>
                {t`Delete`}
              </Button>
              <Button onClick={() => setRemoving(null)}>{t`Cancel`}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
