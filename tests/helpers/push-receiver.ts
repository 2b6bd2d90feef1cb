import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import { readFileSync } from 'node:fs';
import { jwtVerify } from 'jose';
import type { AddressInfo } from 'node:net';

/*
 * A push service on this machine, over https with the throwaway certificate the server tests trust
 * (tests/setup/push-certificate.ts): it keeps what the server sends and answers as it is told, and
 * the test holds the keys a browser would, so it can check each request is a real Web Push message.
 */

export interface ReceivedPush {
  /** When it arrived (milliseconds since the epoch). */
  at: number;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** What the receiver answers a push to `path` with: a status, or never (until released). */
export type Answer = number | 'hold';

export class PushReceiver {
  readonly received: ReceivedPush[] = [];
  private readonly held: (() => void)[] = [];
  answer: (path: string) => Answer = () => 201;

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<PushReceiver> {
    const key = readFileSync(certificateFile('key'));
    const cert = readFileSync(certificateFile('cert'));
    const state: { receiver?: PushReceiver } = {};
    const server = createServer({ key, cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const self = state.receiver as PushReceiver;
        const path = request.url ?? '/';
        self.received.push({ at: Date.now(), path, headers: request.headers, body: Buffer.concat(chunks) });
        const answer = self.answer(path);
        if (answer === 'hold') {
          self.held.push(() => response.writeHead(201).end());
          return;
        }
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.receiver = new PushReceiver(server, `https://localhost:${(server.address() as AddressInfo).port}`);
    return state.receiver;
  }

  /** Answers every held push. */
  release(): void {
    for (const answer of this.held.splice(0)) answer();
  }

  async stop(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The throwaway certificate's files, made by the server tests' global setup. */
export function certificateFile(part: 'key' | 'cert'): string {
  const directory = process.env.TEST_PUSH_CERT_DIR;
  if (!directory) throw new Error('TEST_PUSH_CERT_DIR is not set: the server tests’ global setup makes the certificate');
  return `${directory}/${part}.pem`;
}

/** A browser's push keys (RFC 8291): its P-256 key pair and authentication secret. */
export class BrowserKeys {
  readonly ecdh: ECDH = createECDH('prime256v1');
  readonly auth = randomBytes(16);

  constructor() {
    this.ecdh.generateKeys();
  }

  /** As `PushSubscription.toJSON()` would give them for an endpoint. */
  subscription(endpoint: string) {
    return {
      endpoint,
      expirationTime: null,
      keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.auth.toString('base64url') },
    };
  }

  /** Decrypts an `aes128gcm` push body (RFC 8188 with RFC 8291's keys) to its text. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
    const shared = this.ecdh.computeSecret(serverKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), serverKey]);
    const ikm = hmac(hmac(this.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 2, then any padding of zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
    return padded.subarray(0, end).toString('utf8');
  }
}

/**
 * The VAPID `Authorization` header (RFC 8292) verified against the server's public key: answers the
 * token's claims, or throws when the signature, the key or the audience is wrong.
 */
export async function verifyVapid(authorization: string | undefined, publicKey: string, audience: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token = '', key = ''] = match;
  if (key !== publicKey) throw new Error('the header names another key');
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') };
  const { payload } = await jwtVerify(token, createPublicKey({ key: jwk, format: 'jwk' }), { algorithms: ['ES256'], audience });
  return payload;
}
