import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE, type RoleId } from '@core/auth-constants';
import { exerciseFields } from '@core/records/exercises';
import type { RecordOf } from '@core/records/index';
import { userDatabase } from '@/data/local/registry';
import { readSession } from '@/data/session';
import ExercisePage from '@/features/exercises/ExercisePage';
import ExercisesPage from '@/features/exercises/ExercisesPage';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import AppToaster from '@/ui/feedback/AppToaster';
import { storeSession } from '../fake-session';

const CHEST = uuidv7();
const QUADS = uuidv7();
const BARBELL = uuidv7();
const STRENGTH = uuidv7();
const LYING = uuidv7();
const STANDING = uuidv7();
const KNEE = uuidv7();
const STAMP = '2026-11-24T00:00:00.000Z';

const stored = <T extends object>(fields: T) => ({ ...fields, version: 1, updated_at: STAMP });
const exercise = (fields: object): RecordOf<'exercises'> => stored(exerciseFields.parse({ id: uuidv7(), ...fields }));

const bench = exercise({
  name: { 'en-US': 'Barbell bench press', 'lv-LV': 'Spiediens guļus ar stieni' },
  type_id: STRENGTH,
  level: 'intermediate',
  primary_muscle_ids: [CHEST],
  inventory_ids: [BARBELL],
  position_ids: [LYING],
});
const squat = exercise({
  name: { 'en-US': 'Back squat', 'lv-LV': 'Pietupiens ar stieni' },
  type_id: STRENGTH,
  level: 'beginner',
  primary_muscle_ids: [QUADS],
  inventory_ids: [BARBELL],
  position_ids: [STANDING],
});

/** A signed-in device with reference data and the given exercises, as a sync would have left it. */
async function device(role: RoleId, exercises: RecordOf<'exercises'>[]) {
  storeSession(role);
  const session = readSession();
  if (!session) throw new Error('no session');
  const db = userDatabase(session.userId);
  await db.records('exercises').clear();
  await db
    .anyRecords('muscles')
    .bulkPut([
      stored({ id: CHEST, key: 'chest', name: { 'en-US': 'Chest', 'lv-LV': 'Krūtis' } }),
      stored({ id: QUADS, key: 'quadriceps', name: { 'en-US': 'Quadriceps' } }),
    ]);
  await db.anyRecords('inventory').bulkPut([stored({ id: BARBELL, key: 'barbell', name: { 'en-US': 'Barbell', 'lv-LV': 'Stienis' } })]);
  await db
    .anyRecords('exercise-types')
    .bulkPut([stored({ id: STRENGTH, key: 'strength', name: { 'en-US': 'Strength', 'lv-LV': 'Spēka' } })]);
  await db
    .anyRecords('positions')
    .bulkPut([
      stored({ id: LYING, key: 'lying', name: { 'en-US': 'Lying' } }),
      stored({ id: STANDING, key: 'standing', name: { 'en-US': 'Standing' } }),
    ]);
  await db.anyRecords('joints').bulkPut([stored({ id: KNEE, key: 'knee', name: { 'en-US': 'Knee' } })]);
  await db.records('exercises').bulkPut(exercises);
  return { db, userId: session.userId };
}

const title = (message: string): { title: MessageDescriptor } => ({ title: { id: message, message } });

function shown(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/exercises', element: <ExercisesPage />, handle: title('Exercises') },
      { path: '/exercise/:id', element: <ExercisePage />, handle: title('Exercise') },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>
        <FluentProvider theme={webLightTheme}>
          <RouterProvider router={router} />
          <AppToaster />
        </FluentProvider>
      </I18nProvider>
    </Provider>,
  );
  return router;
}

const rows = () => within(screen.getByRole('list', { name: 'Exercises' })).getAllByRole('listitem');
const links = () =>
  within(screen.getByRole('list', { name: 'Exercises' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);
const address = (router: ReturnType<typeof shown>) => new URLSearchParams(router.state.location.search);

beforeEach(async () => {
  await activateLocale('en-US');
  await requireCatalogPart('app');
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => vi.restoreAllMocks());

describe('the exercise list', () => {
  it('lists what the device holds, fifty at a time, and keeps "Show more" in the address', async () => {
    const many = Array.from({ length: 60 }, (_, index) => exercise({ name: { 'en-US': `Drill ${String(index + 1).padStart(2, '0')}` } }));
    await device(ROLE.client, [bench, ...many]);
    const router = shown('/exercises');
    expect(await screen.findByText('61 exercises')).toBeTruthy();
    expect(rows()).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Show more (50 of 61 shown)' }));
    await waitFor(() => expect(rows()).toHaveLength(61));
    expect(address(router).get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: /^Show more/ })).toBeNull();
  });

  it('finds a Latvian name without its diacritics, shows it beside the English one, and puts the search in the address', async () => {
    await device(ROLE.client, [bench, squat]);
    const router = shown('/exercises');
    await screen.findByText('2 exercises');
    fireEvent.change(screen.getByRole('searchbox', { name: /^Search by name/ }), { target: { value: 'spiediens gulus' } });
    await waitFor(() => expect(links()).toEqual(['Barbell bench press']));
    expect(screen.getByText('Spiediens guļus ar stieni').getAttribute('lang')).toBe('lv-LV');
    expect(screen.getByText('1 exercise matches')).toBeTruthy();
    await waitFor(() => expect(address(router).get('q')).toBe('spiediens gulus'));
    fireEvent.change(screen.getByRole('searchbox', { name: /^Search by name/ }), { target: { value: 'SQUAT' } });
    await waitFor(() => expect(links()).toEqual(['Back squat']));
  });

  it('filters by muscle, equipment, type, level and position, each in the address', async () => {
    await device(ROLE.client, [bench, squat]);
    const router = shown('/exercises');
    await screen.findByText('2 exercises');
    const choose = (label: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });

    choose('Muscle', CHEST);
    await waitFor(() => expect(links()).toEqual(['Barbell bench press']));
    expect(address(router).get('muscle')).toBe(CHEST);
    choose('Muscle', '');
    await waitFor(() => expect(links()).toEqual(['Back squat', 'Barbell bench press']));

    choose('Level', 'beginner');
    await waitFor(() => expect(links()).toEqual(['Back squat']));
    choose('Level', '');
    choose('Position', LYING);
    await waitFor(() => expect(links()).toEqual(['Barbell bench press']));
    choose('Position', '');
    choose('Equipment', BARBELL);
    choose('Type', STRENGTH);
    await waitFor(() => expect(links()).toEqual(['Back squat', 'Barbell bench press']));
    expect(address(router).get('equipment')).toBe(BARBELL);
    expect(address(router).get('type')).toBe(STRENGTH);

    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opened from the address (Back from an exercise), shows the same search and filters', async () => {
    await device(ROLE.client, [bench, squat]);
    shown(`/exercises?q=stien&muscle=${QUADS}`);
    await waitFor(() => expect(links()).toEqual(['Back squat']));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: /^Search by name/ }).value).toBe('stien');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Muscle' }).value).toBe(QUADS);
  });

  it('offers a new exercise to coaches only', async () => {
    await device(ROLE.client, [bench]);
    shown('/exercises');
    await screen.findByText('1 exercise');
    expect(screen.queryByRole('button', { name: 'New exercise' })).toBeNull();
  });
});

describe('a coach’s own exercises', () => {
  const fill = (name: RegExp, value: string) => {
    const box = screen.getByRole('textbox', { name });
    fireEvent.change(box, { target: { value } });
    fireEvent.blur(box);
  };

  it('a new one is saved on the device with its Latvian name, owned by the coach, and found by that name', async () => {
    const { db, userId } = await device(ROLE.coach, [bench]);
    const router = shown('/exercises?q=bench');
    fireEvent.click(await screen.findByRole('button', { name: 'New exercise' }));
    await screen.findByRole('form', { name: 'New exercise' });
    fill(/^Name · English/, 'Wall sit');
    fill(/^Name · Latviešu/, 'Sēdēšana pie sienas');
    fill(/^Instructions · English/, 'Back against the wall.\nHold.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: STRENGTH } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Level' }), { target: { value: 'beginner' } });
    fill(/^Rest between sets/, '90');
    fill(/^Video link/, 'https://example.com/wall-sit.mp4');
    fill(/^Picture link/, 'https://example.com/wall-sit.jpg');
    // The choices come from the device's reference data, in the reader's language.
    fireEvent.click(screen.getByRole('combobox', { name: 'Primary muscles' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Quadriceps' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save exercise' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/exercise\//));
    const id = router.state.location.pathname.split('/')[2] ?? '';
    const saved = await db.records('exercises').get(id);
    expect(saved).toMatchObject({
      name: { 'en-US': 'Wall sit', 'lv-LV': 'Sēdēšana pie sienas' },
      instructions: { 'en-US': ['Back against the wall.', 'Hold.'] },
      type_id: STRENGTH,
      level: 'beginner',
      default_rest_seconds: 90,
      primary_muscle_ids: [QUADS],
      video_url: 'https://example.com/wall-sit.mp4',
      media: [{ kind: 'image', url: 'https://example.com/wall-sit.jpg' }],
      owner_id: userId,
    });
    // Synced later: the write waits in the outbox.
    expect((await db.outbox.toArray()).some((entry) => entry.name === 'exercises.put' && entry.args.id === id)).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wall sit' })).toBeTruthy();
    expect(screen.getByText('Saved.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit exercise' })).toBeTruthy();
    // The video is a link to a new tab, never embedded.
    const video = screen.getByRole('link', { name: /^Watch the video/ });
    expect([video.getAttribute('href'), video.getAttribute('target'), video.getAttribute('rel')]).toEqual([
      'https://example.com/wall-sit.mp4',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(document.querySelector('iframe, video')).toBeNull();

    // Back to the list it came from, where the Latvian name finds it.
    await router.navigate(-1);
    fireEvent.change(await screen.findByRole('searchbox', { name: /^Search by name/ }), { target: { value: 'sedesana' } });
    await waitFor(() => expect(links()).toEqual(['Wall sit']));
    expect(within(rows()[0]!).getByText('My exercise')).toBeTruthy();
  });

  it('says what is wrong next to the field, from the form and from the device’s validation, and saves nothing', async () => {
    const { db } = await device(ROLE.coach, []);
    shown('/exercises?edit=new');
    await screen.findByRole('form', { name: 'New exercise' });
    fireEvent.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Some fields are not valid')).toBeTruthy();

    fill(/^Name · English/, 'Plank');
    // Longer than a step may be (core/records/common.ts): the form does not check it, the local write does.
    fill(/^Instructions · English/, 'x'.repeat(2001));
    fireEvent.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText('This field is not valid')).toBeTruthy();
    const steps = screen.getByRole('textbox', { name: /^Instructions · English/ });
    expect(steps.getAttribute('aria-invalid')).toBe('true');
    expect(await db.records('exercises').count()).toBe(0);
  });

  it('a video link that is not https is refused next to its field, and nothing is saved', async () => {
    const { db } = await device(ROLE.coach, []);
    shown('/exercises?edit=new');
    await screen.findByRole('form', { name: 'New exercise' });
    fill(/^Name · English/, 'Nordic curl');
    for (const link of ['http://example.com/nordic.mp4', 'javascript:alert(1)', 'data:text/html,hello']) {
      fill(/^Video link/, link);
      fireEvent.click(screen.getByRole('button', { name: 'Save exercise' }));
      expect(await screen.findByText('Enter a link that starts with https://')).toBeTruthy();
      expect(screen.getByRole('textbox', { name: /^Video link/ }).getAttribute('aria-invalid')).toBe('true');
    }
    expect(await db.records('exercises').count()).toBe(0);
    fill(/^Video link/, 'https://example.com/nordic.mp4');
    expect(screen.queryByText('Enter a link that starts with https://')).toBeNull();
  });

  it('a picture link that is no web address is refused next to its field, by the form and by the device’s validation, and nothing is saved', async () => {
    const { db } = await device(ROLE.coach, []);
    shown('/exercises?edit=new');
    await screen.findByRole('form', { name: 'New exercise' });
    fill(/^Name · English/, 'Wall sit');
    const picture = () => screen.getByRole('textbox', { name: /^Picture link/ });
    for (const link of ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', 'ftp://example.com/wall-sit.jpg']) {
      fill(/^Picture link/, link);
      fireEvent.click(screen.getByRole('button', { name: 'Save exercise' }));
      expect(await screen.findByText('Enter a web address starting with https://')).toBeTruthy();
      expect(picture().getAttribute('aria-invalid')).toBe('true');
    }
    // Shaped like a web address, but not one (a bracket in the host): the record's schema refuses it
    // on the device, and the refusal of `media.0.url` lands on the one field that holds it.
    fill(/^Picture link/, 'https://wall[sit.example.com/a.jpg');
    expect(screen.queryByText('Enter a web address starting with https://')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText('This field is not valid')).toBeTruthy();
    expect(picture().getAttribute('aria-invalid')).toBe('true');
    expect(await db.records('exercises').count()).toBe(0);
  });

  it('an own exercise has an Edit button that patches only what changed; a library one has none', async () => {
    const { db, userId } = await device(ROLE.coach, []);
    const own = exercise({ name: { 'en-US': 'Wall sit' }, owner_id: userId, primary_muscle_ids: [QUADS] });
    await db.records('exercises').bulkPut([own, bench]);

    const router = shown(`/exercise/${bench.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Barbell bench press' });
    expect(screen.queryByRole('button', { name: 'Edit exercise' })).toBeNull();

    await router.navigate(`/exercise/${own.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit exercise' }));
    await screen.findByRole('form', { name: 'Edit exercise' });
    fill(/^Name · Latviešu/, 'Sēdēšana pie sienas');
    fireEvent.click(screen.getByRole('button', { name: 'Save exercise' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    const saved = (await db.records('exercises').get(own.id))!;
    expect(saved.name).toEqual({ 'en-US': 'Wall sit', 'lv-LV': 'Sēdēšana pie sienas' });
    const patch = (await db.outbox.toArray()).find((entry) => entry.name === 'exercises.patch' && entry.args.id === own.id);
    expect(patch?.args.changes).toEqual({ name: { 'en-US': 'Wall sit', 'lv-LV': 'Sēdēšana pie sienas' } });
  });

  it('offline, says the new exercise is sent when the device is online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await device(ROLE.coach, []);
    shown('/exercises?edit=new');
    await screen.findByRole('form', { name: 'New exercise' });
    fill(/^Name · English/, 'Dead bug');
    fireEvent.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText('Saved on this device. It is sent to the server when you are online.')).toBeTruthy();
  });
});
