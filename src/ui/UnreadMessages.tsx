import { CounterBadge } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useUnreadTotal } from '@/data/conversations';

/** How many messages wait unread on this device, beside the navigation's Messages; nothing when none. */
export default function UnreadMessages() {
  const { t } = useLingui();
  const unread = useUnreadTotal() ?? 0;
  if (unread === 0) return null;
  return <CounterBadge count={unread} overflowCount={99} aria-label={t`${unread} unread`} />;
}
