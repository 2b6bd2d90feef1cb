import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type TokenStore } from '@core/http/api-client';
import { addUser, PASSWORD } from '../helpers/auth';
import { createLocks } from '../helpers/script-server';
import { cookieJarFetch, startServer } from './harness';

type Started = Awaited<ReturnType<typeof startServer>>;

/** One browser: its cookies and its local storage (the token), shared by its tabs. */
function browser(url: string) {
  const cookies = cookieJarFetch();
  let refreshes = 0;
  const counting: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/api/v1/auth/refresh')) refreshes++;
    return cookies(input, init);
  };
  const tokens: TokenStore & { value: string | null } = {
    value: null,
    get() {
      return this.value;
    },
    set(token) {
      this.value = token;
    },
  };
  const signedOut = { count: 0 };
  const tab = (locks?: ReturnType<typeof createLocks>) =>
    createApiClient({ baseUrl: `${url}/api/v1`, tokens, fetch: counting, locks, onAuthFailure: () => signedOut.count++ }).http;
  return { tokens, tab, signedOut, refreshes: () => refreshes };
}

/** [T11] The single refresh against the real server, whose refresh tokens rotate (docs/architecture.md §5). */
describe('[T11] tabs refreshing an expired session at once, against the real server', () => {
  let t: Started;
  beforeAll(async () => {
    t = await startServer();
    await addUser(t.database.db, { email: 'tabs@test.lv' });
  });
  afterAll(() => t.close());

  async function signedIn() {
    const b = browser(t.url);
    const session = await b
      .tab()
      .post('auth/login', { json: { email: 'tabs@test.lv', password: PASSWORD } })
      .json<{ access_token: string }>();
    // The access token has run out: what every tab holds after a night with the laptop closed.
    b.tokens.set(`${session.access_token}x`);
    return b;
  }

  it('with Web Locks: 100 calls from two tabs refresh once, and every call succeeds', async () => {
    const b = await signedIn();
    const locks = createLocks();
    const [tabA, tabB] = [b.tab(locks), b.tab(locks)];
    const calls = Array.from({ length: 100 }, (_, i) => (i % 2 ? tabA : tabB).get('profile').json<{ email: string }>());
    const profiles = await Promise.all(calls);
    expect(profiles.every((profile) => profile.email === 'tabs@test.lv')).toBe(true);
    expect(b.refreshes()).toBe(1);
    expect(b.signedOut.count).toBe(0);
  });

  it('without Web Locks (an old browser): both tabs refresh with the same cookie and both stay signed in', async () => {
    const b = await signedIn();
    const [tabA, tabB] = [b.tab(), b.tab()];
    const profiles = await Promise.all([tabA.get('profile').json(), tabB.get('profile').json()]);
    expect(profiles).toHaveLength(2);
    expect(b.refreshes()).toBe(2);
    expect(b.signedOut.count).toBe(0);
    // The rotation left a working session behind: a later expiry refreshes again.
    b.tokens.set(`${b.tokens.value ?? ''}x`);
    await expect(tabA.get('profile').json()).resolves.toMatchObject({ email: 'tabs@test.lv' });
    expect(b.signedOut.count).toBe(0);
  });
});
