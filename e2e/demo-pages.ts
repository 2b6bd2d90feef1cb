import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, livePath } from './fixtures';
import { SPEC_ROUTES } from './spec-routes';
import { SyncApiDevice } from './sync-api';

/** The demo client's record and an exercise, for the pages that show one. */
async function liveIds(page: Page): Promise<{ client: string; exercise: string }> {
  const coach = await SyncApiDevice.signIn(page.request, DEMO.coach);
  const client = (await coach.pullAll()).find((change) => change.entity === 'clients' && change.data?.email === DEMO.client)?.id;
  const login = await page.request.post('/api/v1/auth/login', { data: { email: DEMO.client, password: DEMO_PASSWORD } });
  const { access_token } = (await login.json()) as { access_token: string };
  const found = await page.request.get('/api/v1/exercises?q=barbell%20squat&pageSize=1', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const exercise = ((await found.json()) as { items: { id: string }[] }).items[0]?.id;
  if (!client || !exercise) throw new Error('the demo data has no client record or exercise');
  return { client, exercise };
}

/** Every page of the default layout `role` may open, with real ids; admin pages only for the admin. */
export async function defaultLayoutPages(page: Page, role: keyof typeof DEMO): Promise<string[]> {
  const ids = await liveIds(page);
  const paths = SPEC_ROUTES.filter((route) => route.layout === 'default')
    .map((route) => route.path)
    .filter((path) => role === 'admin' || !path.startsWith('/admin/'))
    .map((path) => path.replace(/^\/client\/.+$/, `/client/${ids.client}`).replace(/^\/exercise\/.+$/, `/exercise/${ids.exercise}`));
  return Promise.all(paths.map((path) => livePath(page.request, path)));
}
