import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createApiClient, type ApiClient, type TokenStore } from '@core/http/api-client';
import { SyncEngine, type SyncEngineOptions } from '@sync/engine/engine';
import { createHttpTransport, type SyncTransport } from '@sync/engine/transport';
import { ENTITY_NAMES, type AnyRecord, type EntityName } from '@core/records/index';
import { UserDatabase } from '../../src/data/local/database';
import { IndexedDbSyncStore } from '../../src/data/local/indexed-db-sync-store';
import { writeLocal } from '../../src/data/local/writes';

/**
 * A browser profile in Node: the app's own sync code (engine, IndexedDB store on fake-indexeddb,
 * HTTP client with refresh) against a real server. Used by the integration tests and the bench.
 */

/** What a browser keeps for an origin: the httpOnly refresh cookie, sent back on every request. */
export function cookieJarFetch(): typeof fetch {
  const cookies = new Map<string, string>();
  return async (input, init) => {
    const request = new Request(input, init);
    if (cookies.size > 0) request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(request);
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || /max-age=0/i.test(header) || /expires=thu, 01 jan 1970/i.test(header)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
}

/**
 * One device (a browser profile): its own IndexedDB, local storage (the token) and cookies.
 * Tabs of the device share all three, like tabs of one browser do.
 */
export class Device {
  readonly indexedDB = new IDBFactory();
  readonly fetch = cookieJarFetch();
  readonly tokens: TokenStore & { value: string | null } = {
    value: null,
    get() {
      return this.value;
    },
    set(token) {
      this.value = token;
    },
  };
  readonly api: ApiClient;
  userId = '';
  signedOut = 0;

  constructor(readonly serverUrl: string) {
    this.api = createApiClient({
      baseUrl: `${serverUrl}/api/v1`,
      tokens: this.tokens,
      fetch: this.fetch,
      onAuthFailure: () => this.signedOut++,
    });
  }

  async signIn(email: string, password: string): Promise<this> {
    const response = await this.api.http
      .post('auth/login', { json: { email, password } })
      .json<{ access_token: string; user: { id: string } }>();
    this.tokens.set(response.access_token);
    this.userId = response.user.id;
    return this;
  }

  tab(options: TabOptions = {}): Tab {
    return new Tab(this, options);
  }
}

export interface TabOptions {
  transport?: (inner: SyncTransport) => SyncTransport;
  engine?: Partial<SyncEngineOptions>;
  /** The device's sync store, e.g. one that also reports what it does (the simulation's ledger). */
  store?: (db: UserDatabase) => IndexedDbSyncStore;
}

export class Tab {
  readonly db: UserDatabase;
  readonly store: IndexedDbSyncStore;
  readonly engine: SyncEngine;
  readonly transport: SyncTransport;

  constructor(
    readonly device: Device,
    options: TabOptions,
  ) {
    this.db = new UserDatabase(device.userId, { indexedDB: device.indexedDB, IDBKeyRange });
    this.store = options.store ? options.store(this.db) : new IndexedDbSyncStore(this.db);
    const http = createHttpTransport(device.api.http);
    this.transport = options.transport ? options.transport(http) : http;
    this.engine = new SyncEngine({ store: this.store, transport: this.transport, ...options.engine });
  }

  write(name: string, args: Record<string, unknown>): Promise<number> {
    return writeLocal(this.db, name, args);
  }

  async sync(): Promise<void> {
    const result = await this.engine.syncNow();
    if (!result.ok) throw new Error(`sync failed: ${JSON.stringify(result.failure)}`);
  }

  async records(entity: EntityName): Promise<AnyRecord[]> {
    return (await this.db.records(entity).toArray()).sort((a, b) => a.id.localeCompare(b.id));
  }

  /** Every record on the device, by entity. */
  async snapshot(): Promise<Record<string, AnyRecord[]>> {
    const out: Record<string, AnyRecord[]> = {};
    for (const entity of ENTITY_NAMES) {
      const records = await this.records(entity);
      if (records.length > 0) out[entity] = records;
    }
    return out;
  }

  pending(): Promise<number> {
    return this.db.outbox.count();
  }

  close(): void {
    this.db.close();
  }
}
