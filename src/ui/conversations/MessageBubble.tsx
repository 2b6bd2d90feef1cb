import {
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiDotsVertical } from '@mdi/js';
import { lazy, Suspense } from 'react';
import { messageEditableUntil } from '@core/records/conversations';
import type { MessageRecord } from '@/data/conversations';
import { requireCatalogPart } from '@/i18n/activate';
import { formatDateTime } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { Icon } from '@/ui/Icon';
import { MessageText } from './message-text';
import { ReferenceCard, type Reader } from './ReferenceCard';

// A photo's frame speaks in the progress photos' words: they load with the first photo on screen,
// not with every conversation.
const MessagePhoto = lazy(() =>
  Promise.all([import('./MessagePhoto'), requireCatalogPart('progress')]).then(([module]) => ({ default: module.MessagePhoto })),
);

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-start', padding: `${tokens.spacingVerticalXS} 0` },
  mine: { flexDirection: 'row-reverse' },
  bubble: {
    maxWidth: 'min(80%, 36rem)',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  own: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorNeutralForeground1 },
  removed: { fontStyle: 'italic', color: tokens.colorNeutralForeground2 },
  meta: { display: 'block', marginTop: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground2 },
  more: { minWidth: '44px', minHeight: '44px' },
  // Where a photo's thumbnail comes (160 px wide, 3:4), kept while its code loads.
  photoPlace: { width: '160px', aspectRatio: '3 / 4' },
});

/** Whether the author may still reword it: until the server has it, then for the edit window (A22). */
export function isEditable(message: MessageRecord, now: number): boolean {
  if (message.removed) return false;
  if (message.written_at === null) return true;
  return now < messageEditableUntil(message.written_at);
}

export interface MessageBubbleProps {
  message: MessageRecord;
  mine: boolean;
  /** How far the other party has read, for "Read" under one's own messages. */
  otherReadUntil: string | null;
  now: number;
  onEdit?: (message: MessageRecord) => void;
  onRemove?: (message: MessageRecord) => void;
  /** Who reads it: its card opens the workout where this person sees it. */
  reader: Reader;
}

/** One message: its words (links open apart), when it was said, and for one's own where it stands. */
export function MessageBubble({ message, mine, otherReadUntil, now, onEdit, onRemove, reader }: MessageBubbleProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const locale = i18n.locale as Locale;
  const when = message.written_at ? formatDateTime(new Date(message.written_at), locale, 'short') : null;
  const status =
    message.version === 0 || message.written_at === null
      ? t`Not sent yet`
      : otherReadUntil !== null && otherReadUntil >= message.written_at
        ? t`Read`
        : t`Sent`;
  const details = [when, message.edited_at && !message.removed ? t`edited` : null, mine ? status : null].filter(Boolean).join(' · ');
  const actions = mine && !message.removed && (onEdit || onRemove);
  return (
    <div className={mergeClasses(styles.row, mine && styles.mine)} data-testid="message">
      <div className={mergeClasses(styles.bubble, mine && styles.own)}>
        {!message.removed && message.ref_entity !== null && message.ref_id !== null && (
          <ReferenceCard entity={message.ref_entity} id={message.ref_id} reader={reader} />
        )}
        {!message.removed && message.has_photo && (
          <Suspense fallback={<div className={styles.photoPlace} aria-hidden />}>
            <MessagePhoto message={message} />
          </Suspense>
        )}
        {message.removed ? (
          <span className={styles.removed}>{t`Message deleted`}</span>
        ) : (
          message.body && <MessageText text={message.body} />
        )}
        <Caption1 className={styles.meta}>{details}</Caption1>
      </div>
      {actions && (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button appearance="subtle" className={styles.more} aria-label={t`Message actions`} icon={<Icon path={mdiDotsVertical} />} />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {onEdit && isEditable(message, now) && <MenuItem onClick={() => onEdit(message)}>{t`Edit`}</MenuItem>}
              {onRemove && <MenuItem onClick={() => onRemove(message)}>{t`Delete`}</MenuItem>}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </div>
  );
}
