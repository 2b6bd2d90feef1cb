import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '../sync/protocol';
import { DEMO_PASSWORD } from './fixtures';

/**
 * A device speaking the sync protocol directly (the push and pull rules of sync/SPEC.md), for tests that need data a
 * screen of the app cannot make yet (logged workouts, before the workout player exists).
 */
export class SyncApiDevice {
  private readonly clientId = randomUUID();
  private next = 1;

  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<SyncApiDevice> {
    const login = await request.post('/api/v1/auth/login', { data: { email, password } });
    expect(login.status()).toBe(200);
    return new SyncApiDevice(request, ((await login.json()) as { access_token: string }).access_token);
  }

  private headers() {
    return { authorization: `Bearer ${this.token}`, [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) };
  }

  /** Every record this user may read, by entity. */
  async pullAll(): Promise<{ entity: string; id: string; data?: Record<string, unknown> }[]> {
    const changes: { entity: string; id: string; data?: Record<string, unknown> }[] = [];
    let cursor: string | null = null;
    for (;;) {
      const response = await this.request.post('/api/v1/sync/pull', {
        headers: this.headers(),
        data: { clientId: this.clientId, cursor, limit: 1000 },
      });
      expect(response.status()).toBe(200);
      const page = (await response.json()) as {
        cursor: string;
        hasMore: boolean;
        changes: { entity: string; id: string; data?: Record<string, unknown> }[];
      };
      changes.push(...page.changes);
      cursor = page.cursor;
      if (!page.hasMore) return changes;
    }
  }

  /** Pushes mutations and expects every one applied. */
  async push(mutations: { name: string; args: Record<string, unknown> }[]): Promise<void> {
    const response = await this.request.post('/api/v1/sync/push', {
      headers: this.headers(),
      data: { clientId: this.clientId, mutations: mutations.map((mutation) => ({ id: this.next++, ...mutation })) },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { results } = (await response.json()) as { results: { status: string }[] };
    expect(results.map((result) => result.status)).toEqual(mutations.map(() => 'applied'));
  }

  /** Sets the account's language as its profile form would, keeping every other field. */
  async setPreferredLanguage(language: 'en-US' | 'lv-LV'): Promise<void> {
    const current = await this.request.get('/api/v1/profile', { headers: this.headers() });
    expect(current.status()).toBe(200);
    const profile = (await current.json()) as Record<string, unknown>;
    const editable = ['name', 'phone_country', 'phone', 'theme_preference', 'weight_unit', 'length_unit', 'birth_date', 'bio'];
    const data = { ...Object.fromEntries(editable.map((field) => [field, profile[field] ?? null])), preferred_language: language };
    const saved = await this.request.put('/api/v1/profile', { headers: this.headers(), data });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  /** A progress photo's stored picture (the photo routes, docs/api.md), or null while it has none. */
  async photo(id: string): Promise<Buffer | null> {
    const response = await this.request.get(`/api/v1/photos/${id}`, { headers: { authorization: `Bearer ${this.token}` } });
    if (response.status() === 404) return null;
    expect(response.status()).toBe(200);
    return response.body();
  }

  /** Stores the picture of a progress photo record this client pushed. */
  async uploadPhoto(id: string, bytes: Buffer): Promise<void> {
    const response = await this.request.put(`/api/v1/photos/${id}`, {
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'image/jpeg' },
      data: bytes,
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}
