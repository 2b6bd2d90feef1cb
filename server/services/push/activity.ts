import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema/index';
import type { Tx } from '../../db/types';
import { pushForUser } from './notices';

const WORDS = {
  'en-US': {
    finished: (client: string, workout: string) => `${client} finished ${workout}`,
    skipped: (client: string, workout: string) => `${client} skipped ${workout}`,
  },
  'lv-LV': {
    finished: (client: string, workout: string) => `${client} pabeidza treniņu „${workout}”`,
    skipped: (client: string, workout: string) => `${client} izlaida treniņu „${workout}”`,
  },
} as const;

/**
 * A coach hears that a client finished or skipped a workout (docs/api.md, "Notifications"): at most
 * one push per client an hour, the first of the hour (the rest are in the app), opening the client's
 * history. Not for what the coach did themselves, nor for a coach's own training.
 */
export async function announceClientActivity(
  tx: Tx,
  activity: { clientId: string; actorId: string; what: 'finished' | 'skipped'; workout: string; at: Date },
): Promise<void> {
  const [client] = await tx
    .select({ name: clients.name, coachId: clients.coach_id, userId: clients.user_id })
    .from(clients)
    .where(eq(clients.id, activity.clientId));
  if (!client || client.coachId === activity.actorId || client.userId === client.coachId) return;
  const hour = activity.at.toISOString().slice(0, 13);
  await pushForUser(tx, client.coachId, {
    kind: 'client-activity',
    key: `activity:${activity.clientId}:${hour}`,
    payload: (language) => ({
      title: WORDS[language][activity.what](client.name, activity.workout),
      body: '',
      tag: `activity-${activity.clientId}`,
      url: `/client/${encodeURIComponent(activity.clientId)}?tab=history`,
    }),
  });
}
