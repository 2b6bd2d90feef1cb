import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Analytics from '@/app/analytics/Analytics';
import { analyticsDecision, DATA_LAYER, loadTags, type TagIds } from '@/app/analytics/tags';
import { readSetting, SETTING_KEYS, writeSetting } from '@/data/local-settings';
import { renderAppAt } from '../render-app';

const BOTH: TagIds = { analytics_id: 'G-TEST123', tag_manager_id: 'GTM-TEST45' };
const NONE: TagIds = { analytics_id: null, tag_manager_id: null };

async function renderAt(path: string, ids: TagIds) {
  const load = vi.fn();
  const loadConfig = vi.fn(() => Promise.resolve(ids));
  await renderAppAt(path, { routes: [{ path: '*', element: <Analytics loadConfig={loadConfig} load={load} /> }] });
  return { load, loadConfig };
}

const bar = () => screen.queryByTestId('analytics-consent');

describe('analytics and Tag Manager load only when configured and agreed to (docs/product.md §7)', () => {
  it('decides from the configured ids and the stored choice', () => {
    expect(analyticsDecision(NONE, null)).toBe('none');
    expect(analyticsDecision(NONE, 'granted')).toBe('none');
    expect(analyticsDecision(BOTH, null)).toBe('ask');
    expect(analyticsDecision({ analytics_id: null, tag_manager_id: 'GTM-X' }, null)).toBe('ask');
    expect(analyticsDecision(BOTH, 'granted')).toBe('load');
    expect(analyticsDecision(BOTH, 'denied')).toBe('declined');
  });

  it('loads each tag once, with its id and the data-layer name', () => {
    // A document of its own, so the test environment does not try to fetch Google's scripts.
    const page = { document: document.implementation.createHTMLDocument('tags') } as unknown as Window;
    loadTags(BOTH, page);
    loadTags(BOTH, page);
    const sources = [...page.document.head.querySelectorAll('script')].map((script) => script.src);
    expect(sources).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123&l=dataLayer',
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST45&l=dataLayer',
    ]);
    const layer = (page as unknown as Record<string, unknown[]>)[DATA_LAYER] ?? [];
    expect(layer.some((entry) => (entry as { event?: string }).event === 'gtm.js')).toBe(true);
    expect(
      layer.some(
        (entry) => Array.from(entry as ArrayLike<unknown>)[0] === 'config' && Array.from(entry as ArrayLike<unknown>)[1] === 'G-TEST123',
      ),
    ).toBe(true);
  });

  it('asks first; agreeing loads the tags and remembers the choice', async () => {
    const { load } = await renderAt('/', BOTH);
    await waitFor(() => expect(bar()).not.toBeNull());
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith(BOTH));
    expect(bar()).toBeNull();
    expect(readSetting(SETTING_KEYS.analyticsConsent)).toBe('granted');
  });

  it('declining loads nothing, and is remembered', async () => {
    const { load } = await renderAt('/calendar', BOTH);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(bar()).toBeNull());
    expect(readSetting(SETTING_KEYS.analyticsConsent)).toBe('denied');
    expect(load).not.toHaveBeenCalled();
  });

  it('a choice made before is not asked again', async () => {
    writeSetting(SETTING_KEYS.analyticsConsent, 'granted');
    const { load, loadConfig } = await renderAt('/', BOTH);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(loadConfig).toHaveBeenCalledTimes(1);
    expect(bar()).toBeNull();
  });

  it('with no ids configured there is nothing to ask and nothing to load', async () => {
    const { load, loadConfig } = await renderAt('/', NONE);
    await waitFor(() => expect(loadConfig).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bar()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('never asks during a workout', async () => {
    const { loadConfig } = await renderAt('/workout/0193f6a4-7d1e-7000-8000-000000000001', BOTH);
    await waitFor(() => expect(loadConfig).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bar()).toBeNull();
  });
});
