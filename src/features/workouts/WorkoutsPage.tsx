import { useAtomValue } from 'jotai';
import { ROLE } from '@core/auth-constants';
import { sessionAtom } from '@/data/session';
import { ClientWorkouts } from './ClientWorkouts';
import { CoachWorkouts } from './CoachWorkouts';

/** /workouts: a client's planned and past workouts; for coaches and admins, the workouts they program with. */
export default function WorkoutsPage() {
  const roleId = useAtomValue(sessionAtom)?.roleId;
  return roleId === ROLE.client ? <ClientWorkouts /> : <CoachWorkouts />;
}
