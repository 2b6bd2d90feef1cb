import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectInReach } from './reach';
import { DEMO, signIn } from './fixtures';
import { SyncApiDevice } from './sync-api';
import { today } from './workout-data';

/*
 * The player in one thumb's reach: on a phone, the current set's inputs, its "Log set" (or an
 * interval's Start) and the rest timer are on screen together without scrolling, for every kind
 * of block, on the demo's own workouts (server/services/demo-workouts.ts).
 */

const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

const DEMO_WORKOUT = {
  straight: 'Strength A: squat, bench, row',
  superset: 'Supersets: upper and lower body',
  circuit: 'Full-body circuit',
  interval: 'Intervals 40/20',
} as const;

type Kind = keyof typeof DEMO_WORKOUT;

/** How the set card names the first set of each (in English). */
const FIRST_LABEL: Record<Exclude<Kind, 'interval'>, string> = {
  straight: 'Set 1 of 5',
  superset: 'A1 · Set 1 of 3',
  circuit: 'A1 · Round 1 of 4',
};

interface Words {
  start: string;
  log: RegExp;
  skipRest: string;
  skipSet: string;
  startWork: RegExp;
  doneWork: RegExp;
  done: (sets: number) => RegExp;
}

const EN: Words = {
  start: 'Start workout',
  log: /^Log set/,
  skipRest: 'Skip rest',
  skipSet: 'Skip set',
  startWork: /^Start [A-Z]\d+:/,
  doneWork: /^Log set [A-Z]\d+: done$/,
  done: (sets) => new RegExp(`^${sets} of \\d+ sets done$`),
};
const LV: Words = {
  start: 'Sākt treniņu',
  log: /^Atzīmēt/,
  skipRest: 'Izlaist atpūtu',
  skipSet: 'Izlaist piegājienu',
  startWork: /^Sākt [A-Z]\d+/,
  doneWork: /^Atzīmēt piegājienu [A-Z]\d+/,
  done: (sets) => new RegExp(`^Izpildīti ${sets} no \\d+ piegājieniem$`),
};

/** The coach puts a copy of one of the demo's workouts on the demo client's calendar for today. */
async function scheduleDemoToday(coach: SyncApiDevice, kind: Kind): Promise<string> {
  const records = await coach.pullAll();
  const client = records.find((change) => change.entity === 'clients' && change.data?.email === DEMO.client);
  const workout = records.find((change) => change.entity === 'workouts' && change.data?.name === DEMO_WORKOUT[kind]);
  if (!client || !workout) throw new Error(`the demo client or the demo workout "${DEMO_WORKOUT[kind]}" is missing`);
  const workoutId = randomUUID();
  const entryId = randomUUID();
  await coach.push([
    { name: 'workouts.put', args: { id: workoutId, name: DEMO_WORKOUT[kind], blocks: workout.data?.blocks } },
    { name: 'calendar-entries.put', args: { id: entryId, client_id: client.id, workout_id: workoutId, date: today(), status: 'planned' } },
  ]);
  return entryId;
}

/** The set's controls: its number inputs with their − and +, and the button that logs it. */
function setControls(page: Page, words: Words): Locator[] {
  const dock = page.getByTestId('player-dock');
  return [dock.getByRole('button', { name: words.log }), dock.getByRole('textbox').first(), dock.getByRole('textbox').last()];
}

function restControls(page: Page, words: Words): Locator[] {
  const dock = page.getByTestId('player-dock');
  return [dock.getByRole('timer').first(), dock.getByRole('button', { name: words.skipRest })];
}

/** Checked where the page opens, and again scrolled to its end ("All sets"): the controls stay put. */
async function expectInReachScrolled(page: Page, what: string, targets: Locator[]) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectInReach(page, `${what}, at the top`, targets);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectInReach(page, `${what}, scrolled to the end`, targets);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** Opens today's entry, starts it, and checks the first set and the first rest of `kind` in reach. */
async function trainUntilRest(page: Page, entryId: string, kind: Kind, words: Words, tag: string) {
  await page.goto(`/workout/${entryId}`);
  // A phone's first download brings the demo's weeks of history, then today's entry.
  await expect(page.getByRole('button', { name: words.start })).toBeEnabled({ timeout: 90_000 });
  await page.getByRole('button', { name: words.start }).click();
  const dock = page.getByTestId('player-dock');
  if (kind === 'interval') {
    // The warm-up's one straight set is skipped: the intervals follow.
    await dock.getByRole('button', { name: words.skipSet }).click();
    const workClock = dock.getByRole('timer');
    await expectInReachScrolled(page, `${tag}, first interval`, [dock.getByRole('button', { name: words.startWork }), workClock]);
    await shot(page, `${tag}-first`);
    await dock.getByRole('button', { name: words.startWork }).click();
    await dock.getByRole('button', { name: words.doneWork }).click();
    await expectInReachScrolled(page, `${tag}, rest between intervals`, [
      ...restControls(page, words),
      dock.getByRole('button', { name: words.startWork }),
      workClock.last(),
    ]);
    await shot(page, `${tag}-rest`);
    return;
  }
  // Straight sets are counted; a superset's or circuit's letter says which exercise of the group it is.
  if (words === EN) await expect(page.getByText(FIRST_LABEL[kind], { exact: true })).toBeVisible();
  await expectInReachScrolled(page, `${tag}, first set`, setControls(page, words));
  await shot(page, `${tag}-first`);
  // Superset: the rest follows the pair; circuit: the round of five.
  const setsBeforeRest = kind === 'superset' ? 2 : kind === 'circuit' ? 5 : 1;
  for (let logged = 1; logged <= setsBeforeRest; logged++) {
    await dock.getByRole('button', { name: words.log }).click();
    // The progress line counts it before the next set is logged.
    await expect(page.getByText(words.done(logged))).toBeVisible();
  }
  await expect(dock.getByRole('timer')).toBeVisible();
  await expectInReachScrolled(page, `${tag}, during the rest`, [...setControls(page, words), ...restControls(page, words)]);
  await shot(page, `${tag}-rest`);
}

async function phone(browser: Browser, size: (typeof PHONES)[number]) {
  const context = await browser.newContext({ viewport: size, hasTouch: true, isMobile: true });
  // The page's clock, moved only by the test: a rest does not run out while the boxes are measured.
  await context.clock.install();
  return context;
}

for (const size of PHONES) {
  test(`at ${size.width}×${size.height} the set's inputs, Log set and the rest timer are on screen together for straight sets, supersets, circuits and intervals`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const context = await phone(browser, size);
    const page = await context.newPage();
    await signIn(page, DEMO.client);
    for (const kind of Object.keys(DEMO_WORKOUT) as Kind[]) {
      const entryId = await scheduleDemoToday(coach, kind);
      await trainUntilRest(page, entryId, kind, EN, `${kind}-${size.width}x${size.height}-en`);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}

test('in Latvian on both phones, Strength A: the set and the rest in reach, and straight sets counted, not lettered', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const client = await SyncApiDevice.signIn(request, DEMO.client);
  try {
    for (const size of PHONES) {
      const context = await phone(browser, size);
      const page = await context.newPage();
      await signIn(page, DEMO.client);
      const entryId = await scheduleDemoToday(coach, 'straight');
      // Chosen in the player's header, as a client would (it is saved to their profile too).
      await page.goto(`/workout/${entryId}`);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('lv-LV');
      await expect(page.getByRole('combobox', { name: 'Valoda' })).toBeVisible();
      await trainUntilRest(page, entryId, 'straight', LV, `straight-${size.width}x${size.height}-lv`);
      await expect(page.getByTestId('player-dock').getByRole('button', { name: /^Atzīmēt 2\. piegājienu no 5: 5 × 60 kg$/ })).toBeVisible();
      await context.close();
    }
  } finally {
    // Later tests expect the demo client in English, whatever happened here.
    await client.setPreferredLanguage('en-US');
  }
});

test('on a tablet the set card, its controls and the rest sit in the page’s column', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  await context.clock.install();
  const page = await context.newPage();
  await signIn(page, DEMO.client);
  const entryId = await scheduleDemoToday(coach, 'straight');
  await trainUntilRest(page, entryId, 'straight', EN, 'straight-1024x768-en');
  const dock = await page.getByTestId('player-dock').boundingBox();
  const card = await page.locator('section[aria-labelledby^="step-"]').boundingBox();
  expect(
    dock && card && Math.abs(dock.x - card.x) <= 1 && Math.abs(dock.width - card.width) <= 1,
    `the controls (${JSON.stringify(dock)}) line up with the card (${JSON.stringify(card)})`,
  ).toBe(true);
  await context.close();
});
