import { beforeEach, describe, expect, it, vi } from 'vitest';

const CONFIG = { google_client_id: null, analytics_id: 'G-1' };
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the public configuration', () => {
  // Its one request per page load lives in module state: each test gets a fresh page.
  beforeEach(() => vi.resetModules());
  const load = async () => (await import('@/data/public-config')).fetchPublicConfig;

  it('is fetched once however many parts of the page ask for it', async () => {
    const fetchPublicConfig = await load();
    const fetchFn = vi.fn(() => Promise.resolve(answer(200, CONFIG)));
    const [first, second] = await Promise.all([fetchPublicConfig(fetchFn), fetchPublicConfig(fetchFn)]);
    expect(await fetchPublicConfig(fetchFn)).toEqual(CONFIG);
    expect(first).toEqual(CONFIG);
    expect(second).toBe(first);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('is asked for again after a failure, which it does not remember', async () => {
    const fetchPublicConfig = await load();
    const fetchFn = vi
      .fn()
      .mockResolvedValueOnce(answer(503, { error: { code: 'unavailable', message: 'x' } }))
      .mockResolvedValueOnce(answer(200, CONFIG));
    await expect(fetchPublicConfig(fetchFn)).rejects.toThrow('GET /api/v1/config answered 503');
    await expect(fetchPublicConfig(fetchFn)).resolves.toEqual(CONFIG);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });
});
