import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clients } from '../../server/db/schema/index';
import { bearer, signInCast, type SignedIn } from './auth';
import type { BrowserKeys, PushReceiver } from './push-receiver';
import { client, TestDevices } from './sync';
import { createTestApp, type TestApp } from './test-app';

/** A server that pushes to `receiver`, with a coach and their client Anna, whose person has an account. */
export async function pushCast(receiver: PushReceiver) {
  const t: TestApp = await createTestApp({ env: { PUSH_ALLOWED_ORIGINS: receiver.origin } });
  // The coach's office computer: the test's own devices come after it.
  const devices = new TestDevices(() => t.app);
  const { coach, person } = await signInCast(t.app, t.database.db);
  const anna = client('Anna');
  expect(await devices.act(coach, 'clients.put', anna)).toMatchObject({ status: 'applied' });
  await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
  return { t, coach, person, anna };
}

/** `user`'s browser holding `keys` takes their pushes at `endpoint`. */
export async function subscribeBrowser(t: TestApp, user: SignedIn, keys: BrowserKeys, endpoint: string): Promise<void> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    headers: bearer(user.accessToken),
    payload: keys.subscription(endpoint),
  });
  expect(answer.statusCode).toBe(204);
}
