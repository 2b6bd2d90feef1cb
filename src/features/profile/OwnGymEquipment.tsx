import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { ROLE } from '@core/auth-constants';
import { useOwnClientIds } from '@/data/gym-profile';
import { sessionAtom } from '@/data/session';
import { GymEquipmentSection } from '@/ui/gym/GymEquipmentSection';

/**
 * A client's own gym profile in their profile, from the device's copy so it works offline: one
 * per client record they train under (one per coach), found through their calendar.
 */
export function OwnGymEquipment() {
  const { t } = useLingui();
  const roleId = useAtomValue(sessionAtom)?.roleId;
  const clientIds = useOwnClientIds();
  if (roleId !== ROLE.client || !clientIds) return null;
  return clientIds.map((clientId, index) => (
    <GymEquipmentSection key={clientId} clientId={clientId} heading={clientIds.length > 1 ? t`Gym equipment ${index + 1}` : undefined} />
  ));
}
