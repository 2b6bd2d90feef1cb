import { Button, CounterBadge, makeStyles, Popover, PopoverSurface, PopoverTrigger, Text, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiBellOutline } from '@mdi/js';
import { useState } from 'react';
import { useRecords, useRecordWrites } from '@/data/records';
import { formatDateTime } from '@/i18n/dates';
import { isLocale } from '@/i18n/locales';
import { Icon } from '../Icon';

const useStyles = makeStyles({
  trigger: { position: 'relative' },
  badge: { position: 'absolute', top: '2px', right: '2px' },
  surface: { width: 'min(360px, 90vw)', maxHeight: '70vh', overflowY: 'auto', display: 'grid', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: { display: 'grid', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  unread: { borderLeft: `3px solid ${tokens.colorBrandStroke1}` },
  body: { whiteSpace: 'pre-wrap' },
});

/** Messages from the administrators (communication): synced, so they can be read offline. */
export default function NotificationBell() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const writes = useRecordWrites();
  const [open, setOpen] = useState<string>();
  const notifications = useRecords('notifications', (records) => [...records].sort((a, b) => b.sent_at.localeCompare(a.sent_at)));
  const unread = notifications?.filter((note) => note.read_at === null) ?? [];
  const markRead = (id: string) => writes.patch('notifications', id, { read_at: new Date().toISOString() });
  const label = unread.length > 0 ? t`Messages: ${unread.length} unread` : t`Messages`;
  return (
    <Popover withArrow positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" aria-label={label} title={label} className={styles.trigger} icon={<Icon path={mdiBellOutline} />}>
          {unread.length > 0 && <CounterBadge className={styles.badge} count={unread.length} size="small" aria-hidden />}
        </Button>
      </PopoverTrigger>
      <PopoverSurface aria-label={t`Messages`} className={styles.surface}>
        <Text weight="semibold">{t`Messages`}</Text>
        {notifications?.length === 0 && <Text>{t`No messages yet.`}</Text>}
        {unread.length > 1 && (
          <Button size="small" onClick={() => void Promise.all(unread.map((note) => markRead(note.id)))}>
            {t`Mark all as read`}
          </Button>
        )}
        <ul className={styles.list}>
          {notifications?.map((note) => (
            <li key={note.id} className={note.read_at === null ? `${styles.item} ${styles.unread}` : styles.item}>
              <Button
                appearance="transparent"
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
            </li>
          ))}
        </ul>
      </PopoverSurface>
    </Popover>
  );
}
