// Where no one should land after signing in: the sign-in, registration, recovery and sign-out pages
// (/user/logout would sign the person straight out again) and the providers' return addresses.
const NOT_A_DESTINATION = /^\/(user|auth)(\/|$)/;

// Any origin will do: paths are resolved against it only to see whether they leave it.
const THIS_SITE = 'https://app.invalid';

/**
 * Only same-site paths may be a post-login destination; anything else could be an open redirect.
 * The path is judged as the browser and the router will read it: `/\host` and `/\t/host` are another
 * site to the browser, and the router matches `/User/%6Cogout` and `/x/../user/logout` as the sign-out.
 */
export function safeRedirectTarget(value: string | null): string {
  if (!value?.startsWith('/')) return '/';
  let target: URL;
  let decoded: string;
  try {
    target = new URL(value, THIS_SITE);
    decoded = new URL(decodeURIComponent(target.pathname), THIS_SITE).pathname;
  } catch {
    return '/';
  }
  if (target.origin !== THIS_SITE || NOT_A_DESTINATION.test(decoded.toLowerCase())) return '/';
  return `${target.pathname}${target.search}${target.hash}`;
}
