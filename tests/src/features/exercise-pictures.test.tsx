import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { exerciseFields } from '@core/records/exercises';
import type { RecordOf } from '@core/records/index';
import { userDatabase } from '@/data/local/registry';
import { readSession } from '@/data/session';
import ExercisePage from '@/features/exercises/ExercisePage';
import { ExerciseDetails } from '@/features/player/ExerciseDetails';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { storeSession } from '../fake-session';

const stored = (fields: object): RecordOf<'exercises'> => ({
  ...exerciseFields.parse({ id: uuidv7(), ...fields }),
  version: 1,
  updated_at: '2026-11-24T00:00:00.000Z',
});

/** A library exercise as the importer keeps it: free-exercise-db and its id there. */
const squat = stored({
  name: { 'en-US': 'Barbell Squat', 'lv-LV': 'Pietupiens ar stieni' },
  instructions: { 'en-US': ['Brace.'], 'lv-LV': ['Sasprindzini vēderu.'] },
  source_name: 'free-exercise-db',
  source_id: 'Barbell_Squat',
  licence: 'Unlicense (public domain)',
});
/** A coach's own exercise: no source, so no photos. */
const ownDrill = stored({ name: { 'en-US': 'Sled push' }, instructions: { 'en-US': ['Push the sled.'] } });

async function device(exercises: RecordOf<'exercises'>[]) {
  storeSession(ROLE.coach);
  const session = readSession();
  if (!session) throw new Error('no session');
  const db = userDatabase(session.userId);
  await db.records('exercises').clear();
  await db.records('exercises').bulkPut(exercises);
}

function wrapped(children: React.ReactNode) {
  return render(
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>
        <FluentProvider theme={webLightTheme}>{children}</FluentProvider>
      </I18nProvider>
    </Provider>,
  );
}

const exercisePage = (id: string) =>
  wrapped(
    <RouterProvider
      router={createMemoryRouter([{ path: '/exercise/:id', element: <ExercisePage /> }], { initialEntries: [`/exercise/${id}`] })}
    />,
  );

beforeEach(async () => {
  await activateLocale('en-US');
  await requireCatalogPart('app');
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => vi.restoreAllMocks());

describe('the exercise page', () => {
  it('shows a library exercise’s start and end photos, lazily, in a fixed frame, with their credit', async () => {
    await device([squat, ownDrill]);
    exercisePage(squat.id);
    const start = await screen.findByRole('img', { name: 'Barbell Squat: start position' });
    const end = screen.getByRole('img', { name: 'Barbell Squat: end position' });
    expect(start.getAttribute('src')).toBe('/exercise-images/Barbell_Squat/0.webp');
    expect(end.getAttribute('src')).toBe('/exercise-images/Barbell_Squat/1.webp');
    for (const photo of [start, end]) {
      expect(photo.getAttribute('loading')).toBe('lazy');
      expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['480', '320']);
    }
    expect(screen.getByText('Photos: free-exercise-db, public domain')).toBeTruthy();
  });

  it('shows no photo and no credit for an exercise without photos', async () => {
    await device([squat, ownDrill]);
    exercisePage(ownDrill.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sled push' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /position/ })).toBeNull();
    expect(screen.queryByText(/^Photos:/)).toBeNull();
  });

  it('names the photos in Latvian for a Latvian reader', async () => {
    await activateLocale('lv-LV');
    await requireCatalogPart('app');
    await device([squat]);
    exercisePage(squat.id);
    expect(await screen.findByRole('img', { name: 'Pietupiens ar stieni: sākuma pozīcija' })).toBeTruthy();
    expect(screen.getByText('Fotoattēli: free-exercise-db, publiskais domēns')).toBeTruthy();
  });

  it('leaves out the photos, not a broken image, when they cannot be loaded (offline and not stored)', async () => {
    await device([squat]);
    exercisePage(squat.id);
    fireEvent.error(await screen.findByRole('img', { name: 'Barbell Squat: end position' }));
    expect(screen.queryByRole('img', { name: /position/ })).toBeNull();
    expect(screen.queryByText(/^Photos:/)).toBeNull();
  });
});

describe('the player’s “How to do it”', () => {
  /** Opens the details as a tap on their summary does (happy-dom does not toggle <details> on a click). */
  function open() {
    const details = screen.getByText('How to do it').closest('details');
    if (!details) throw new Error('no details');
    details.open = true;
    fireEvent(details, new Event('toggle'));
  }

  it('shows the photos once opened, and asks for none before', async () => {
    await device([squat]);
    wrapped(<ExerciseDetails exercise={squat} />);
    expect(screen.queryByRole('img', { hidden: true })).toBeNull();
    open();
    expect(screen.getByRole('img', { name: 'Barbell Squat: start position' }).getAttribute('src')).toBe(
      '/exercise-images/Barbell_Squat/0.webp',
    );
    expect(screen.getByText('Photos: free-exercise-db, public domain')).toBeTruthy();
  });

  it('shows none for an exercise without photos', async () => {
    await device([ownDrill]);
    wrapped(<ExerciseDetails exercise={ownDrill} />);
    open();
    expect(screen.getByText('Push the sled.')).toBeTruthy();
    expect(screen.queryByRole('img', { hidden: true })).toBeNull();
  });
});
