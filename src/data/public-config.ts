import type { PublicConfig } from '@core/auth';

let pending: Promise<PublicConfig> | undefined;

/**
 * The server's public run-time configuration (GET /api/v1/config), fetched once per page load and
 * shared by its readers (the provider buttons and the analytics consent both want it on the
 * sign-in page). A plain fetch: those readers should not download the HTTP client for it. A
 * failure is not remembered, so the next reader asks again.
 */
export function fetchPublicConfig(fetchFn: typeof fetch = fetch): Promise<PublicConfig> {
  pending ??= (async () => {
    const response = await fetchFn('/api/v1/config', { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`GET /api/v1/config answered ${String(response.status)}`);
    return (await response.json()) as PublicConfig;
  })().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
