import type { PublicConfig } from '@sync/auth';

/**
 * The server's public run-time configuration (GET /api/v1/config), with a plain fetch: pages that
 * need only this (the analytics consent) should not download the HTTP client for it.
 */
export async function fetchPublicConfig(fetchFn: typeof fetch = fetch): Promise<PublicConfig> {
  const response = await fetchFn('/api/v1/config', { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET /api/v1/config answered ${String(response.status)}`);
  return (await response.json()) as PublicConfig;
}
