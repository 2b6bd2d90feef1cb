/*
 * Where the server may send a push: only to the push services people's browsers use, so an
 * account cannot make the server call an address of its choosing (server-side request forgery:
 * an internal service, a cloud metadata address, another port of this host). The list is
 * PUSH_ALLOWED_ORIGINS; docs/security.md, "Notifications".
 */

/** The browsers' push services: Chrome and Android (FCM), Firefox, Safari, Edge (WNS). */
export const DEFAULT_PUSH_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
].join(',');

/** One allowed origin: an exact https origin, or `https://*.domain` for any host under the domain (WNS names hosts per region). */
export interface AllowedOrigin {
  host: string;
  port: string;
  /** `*.domain`: any host ending in `.domain`, never `domain` itself. */
  subdomains: boolean;
}

/** PUSH_ALLOWED_ORIGINS read; throws with the entry at fault, so a mistyped list stops the start. */
export function parseAllowedOrigins(list: string): AllowedOrigin[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const wildcard = /^https:\/\/\*\./.test(entry);
      let url: URL;
      try {
        url = new URL(wildcard ? entry.replace('*.', 'wildcard.') : entry);
      } catch {
        throw new Error(`"${entry}" is not an origin such as https://fcm.googleapis.com`);
      }
      if (url.protocol !== 'https:') throw new Error(`"${entry}" must be https: pushes carry personal data`);
      if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
        throw new Error(`"${entry}" must be an origin only: scheme, host and port`);
      const host = wildcard ? url.hostname.slice('wildcard.'.length) : url.hostname;
      return { host, port: url.port, subdomains: wildcard };
    });
}

/** Why `endpoint` may not be sent to, or null when it may: https, and an allowed host on its port. */
export function endpointProblem(endpoint: string, allowed: readonly AllowedOrigin[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'is not an address';
  }
  if (url.protocol !== 'https:') return 'must be an https address';
  if (url.username || url.password) return 'must not carry a user name or password';
  const host = url.hostname.toLowerCase();
  const matches = allowed.some(
    (origin) => url.port === origin.port && (origin.subdomains ? host.endsWith(`.${origin.host}`) : host === origin.host),
  );
  return matches ? null : 'is not a push service this server sends to';
}
