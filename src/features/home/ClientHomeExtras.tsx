import { useTrainingClientId } from '@/data/player-queries';
import { OwnBodyMetricLog } from '@/ui/body-metrics/OwnBodyMetricLog';
import { DueCheckIns } from '@/ui/check-ins/DueCheckIns';
import { MessagesFromCoach } from './MessagesFromCoach';

/**
 * Under a client's workouts of today: a check-in that is due (what their coach waits for), their
 * messages, then the weigh-in. Their client record is found once; nothing shows until a record on the
 * device names it (before a coach has added them there is no one to log or answer for).
 */
export default function ClientHomeExtras() {
  const clientId = useTrainingClientId();
  if (!clientId) return null;
  return (
    <>
      <DueCheckIns clientId={clientId} />
      <MessagesFromCoach />
      <OwnBodyMetricLog clientId={clientId} />
    </>
  );
}
