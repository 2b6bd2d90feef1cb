import { useUnreadTotal } from '@/data/conversations';
import { useTrainingClientId } from '@/data/player-queries';
import { OwnBodyMetricLog } from '@/ui/body-metrics/OwnBodyMetricLog';
import { DueCheckIns } from '@/ui/check-ins/DueCheckIns';
import { MessagesFromCoach } from './MessagesFromCoach';

/**
 * Under a client's workouts of today: a check-in that is due (what their coach waits for), what
 * their coach wrote and they have not read, then the weigh-in; on a day with nothing unread, the
 * way to write to the coach comes after the weigh-in. Their client record is found once; nothing
 * shows until a record on the device names it (before a coach has added them there is no one to
 * log or answer for).
 */
export default function ClientHomeExtras() {
  const clientId = useTrainingClientId();
  const unread = useUnreadTotal() ?? 0;
  if (!clientId) return null;
  return (
    <>
      <DueCheckIns clientId={clientId} />
      {unread > 0 && <MessagesFromCoach unread={unread} />}
      <OwnBodyMetricLog clientId={clientId} />
      {unread === 0 && <MessagesFromCoach unread={0} />}
    </>
  );
}
