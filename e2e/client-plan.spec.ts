import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, startOfWeek, today } from '../core/dates';
import { seriousViolations } from './axe';
import { DEMO, DEMO_PASSWORD, latestMailTo, signIn, uniqueEmail } from './fixtures';
import { SyncApiDevice } from './sync-api';

interface Block {
  id: string;
  items: { id: string; exercise_id: string; sets: { reps: number | null; load_kg: number | null }[] }[];
}

/**
 * A new client of the demo coach (invited, with their own account) on the library's "Beginner full
 * body" since two Mondays ago, so this week is week 3 of 8; the workouts before today marked completed,
 * and one session trained with every set as asked.
 */
async function clientOnBeginnerPlan(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const records = await coach.pullAll();
  const plan = records.find(
    (change) => change.entity === 'workout-plans' && change.data?.owner_id === null && change.data.name === 'Beginner full body',
  );
  const workout = records.find(
    (change) => change.entity === 'workouts' && change.data?.owner_id === null && change.data.name === 'Beginner full body A',
  );
  if (!plan || !workout) throw new Error('the library has no Beginner full body plan');
  const email = uniqueEmail('pia');
  const password = 'a steady climb';
  const client = { id: randomUUID(), name: `Pia ${Date.now()}`, email };
  await coach.push([
    { name: 'clients.put', args: client },
    {
      name: 'plan-assignments.assign',
      args: {
        assignment: {
          id: randomUUID(),
          plan_id: plan.id,
          client_id: client.id,
          start_date: addDays(startOfWeek(today()), -14),
          substitutions: [],
        },
      },
    },
  ]);
  const login = await request.post('/api/v1/auth/login', { data: { email: DEMO.coach, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const started = Date.now();
  const invited = await request.post(`/api/v1/clients/${client.id}/invitation`, { headers, data: { email, language: 'en-US' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = /\/invitation\/([\w-]+)/.exec((await latestMailTo(email, started)).text)?.[1];
  const registered = await request.post('/api/v1/auth/register', { data: { email, password, name: 'Pia', invitation: token } });
  expect(registered.status(), await registered.text()).toBe(201);

  const self = await SyncApiDevice.signIn(request, email, password);
  const entries = (await self.pullAll()).filter(
    (change) => change.entity === 'calendar-entries' && typeof change.data?.date === 'string' && change.data.date < today(),
  );
  await self.push(entries.map((entry) => ({ name: 'calendar-entries.patch', args: { id: entry.id, changes: { status: 'completed' } } })));
  const blocks = workout.data?.blocks as Block[];
  const session = randomUUID();
  const at = new Date(Date.now() - 2 * 86_400_000);
  const sets = blocks.flatMap((block) => block.items.flatMap((item) => item.sets.map((set, index) => ({ block, item, set, index }))));
  await self.push([
    {
      name: 'workout-sessions.put',
      args: {
        id: session,
        client_id: client.id,
        workout_id: workout.id,
        prescription: { name: 'Beginner full body A', blocks },
        started_at: at.toISOString(),
        finished_at: new Date(at.getTime() + 3_600_000).toISOString(),
      },
    },
    ...sets.map(({ block, item, set, index }, order) => ({
      name: 'set-logs.put',
      args: {
        id: randomUUID(),
        session_id: session,
        exercise_id: item.exercise_id,
        block_id: block.id,
        item_id: item.id,
        set_index: index,
        reps: set.reps,
        weight_kg: set.load_kg,
        logged_at: new Date(at.getTime() + (order + 1) * 60_000).toISOString(),
      },
    })),
  ]);
  return { email, password };
}

/** Every Start button's left and right edge: rows laid out alike stand one under another. */
async function buttonEdges(page: Page): Promise<string[]> {
  const boxes = await page
    .getByRole('button', { name: /^Start workout: / })
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getBoundingClientRect()).map((box) => `${Math.round(box.left)}-${Math.round(box.right)}`),
    );
  return [...new Set(boxes)];
}

for (const [width, height] of [
  [360, 640],
  [390, 844],
  [1024, 768],
] as const) {
  test(`${width}×${height}: a client on a plan sees its name and week, the coming workouts week by week, and their last workout near the top; on a phone what they did is on the screen`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const { email, password } = await clientOnBeginnerPlan(request);
    const self = await SyncApiDevice.signIn(request, email, password);
    const phone = width < 600;
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: phone });
    const page = await context.newPage();
    try {
      await signIn(page, email, password);
      for (const language of ['en-US', 'lv-LV'] as const) {
        // The profile's language wins over the cookie at start-up: both say it.
        await self.setPreferredLanguage(language);
        await context.addCookies([{ name: 'i18n_redirected', value: language, url: test.info().project.use.baseURL ?? '' }]);
        await page.goto('/');
        const lv = language === 'lv-LV';
        const plan = page.getByRole('region', { name: lv ? 'Pilna ķermeņa treniņš iesācējiem' : 'Beginner full body' });
        await expect(plan).toContainText(lv ? '3. nedēļa no 8' : 'Week 3 of 8', { timeout: 30_000 });
        // The next two weeks, the later one numbered by the plan.
        await expect(plan.getByRole('group', { name: lv ? '4. nedēļa no 8' : 'Week 4 of 8' }).getByRole('listitem')).toHaveCount(3);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`client-home-${width}x${height}-${language}.png`), fullPage: true });

        await page.goto('/workouts');
        await expect(page.getByRole('region', { name: lv ? 'Pilna ķermeņa treniņš iesācējiem' : 'Beginner full body' })).toContainText(
          lv ? '3. nedēļa no 8' : 'Week 3 of 8',
          { timeout: 30_000 },
        );
        const coming = page.getByRole('region', { name: lv ? 'Gaidāmie treniņi' : 'Coming up' });
        await expect(coming.getByRole('group', { name: lv ? '5. nedēļa no 8' : 'Week 5 of 8' }).getByRole('listitem')).toHaveCount(3);
        if (!lv) expect(await buttonEdges(page)).toHaveLength(1);
        // The last workout comes before the weeks of coming ones.
        const latest = page.getByRole('region', { name: lv ? 'Jūsu pēdējais treniņš' : 'Your last workout' });
        const [latestTop, comingTop] = [
          await latest.evaluate((node) => node.getBoundingClientRect().top),
          await coming.evaluate((node) => node.getBoundingClientRect().top),
        ];
        expect(latestTop).toBeLessThan(comingTop);
        await latest.getByRole('button', { name: /^Beginner full body A/ }).click();
        if (phone) {
          // Asked against done on one line, every done value inside the screen.
          const sets = latest
            .getByRole('list', { name: /^(Sets of|Treniņa)/ })
            .getByRole('list')
            .getByRole('listitem');
          await expect(sets.first()).toBeVisible();
          const rights = await sets.evaluateAll((items) =>
            items.flatMap((item) => [item, ...item.querySelectorAll('span')].map((part) => part.getBoundingClientRect().right)),
          );
          expect(rights.length).toBeGreaterThan(5);
          for (const right of rights) expect(right).toBeLessThanOrEqual(width);
          if (!lv) await expect(sets.first()).toHaveText(/^Set 1 of \d+ \S.* → \S/);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`client-workouts-${width}x${height}-${language}.png`), fullPage: true });
      }
    } finally {
      await context.close();
    }
  });
}
