import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { DEFAULT_PUSH_ORIGINS, endpointProblem, parseAllowedOrigins } from '../../server/services/push/origins';

describe('PUSH_ALLOWED_ORIGINS', () => {
  const allowed = parseAllowedOrigins(DEFAULT_PUSH_ORIGINS);

  it('admits the major browsers’ push services by default, on their exact host and port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ])
      expect(endpointProblem(endpoint, allowed), endpoint).toBeNull();
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:443.evil.example/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://notify.windows.com/w',
      'https://evilnotify.windows.com/w',
      'https://localhost/x',
      'https://[::1]/x',
      'not a url',
    ])
      expect(endpointProblem(endpoint, allowed), endpoint).not.toBeNull();
  });

  it('is origins only, https only: a mistyped list stops the server starting, naming the entry', () => {
    for (const list of ['http://push.example', 'https://push.example/path', 'push.example', 'https://user@push.example'])
      expect(() => loadEnv({ PUSH_ALLOWED_ORIGINS: list })).toThrow(/PUSH_ALLOWED_ORIGINS/);
    expect(parseAllowedOrigins('https://push.example:8443, https://*.push.example')).toEqual([
      { host: 'push.example', port: '8443', subdomains: false },
      { host: 'push.example', port: '', subdomains: true },
    ]);
  });

  it('takes the VAPID keys as a pair only', () => {
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/are a pair/);
  });
});
