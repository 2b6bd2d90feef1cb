import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { exerciseFields } from '@core/records/exercises';
import type { RecordOf } from '@core/records/index';
import { userDatabase } from '@/data/local/registry';
import { readSession } from '@/data/session';
import { ExerciseDetails } from '@/features/player/ExerciseDetails';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { storeSession } from '../fake-session';

const QUADS = uuidv7();
const GLUTES = uuidv7();
const BARBELL = uuidv7();
const squat: RecordOf<'exercises'> = {
  ...exerciseFields.parse({
    id: uuidv7(),
    name: { 'en-US': 'Back squat', 'lv-LV': 'Pietupiens ar stieni' },
    instructions: { 'en-US': ['Brace.', 'Sit down between your heels.'], 'lv-LV': ['Sasprindzini vēderu.', 'Sēdies starp papēžiem.'] },
    primary_muscle_ids: [QUADS],
    secondary_muscle_ids: [GLUTES],
    inventory_ids: [BARBELL],
  }),
  version: 1,
  updated_at: '2026-11-24T00:00:00.000Z',
};

async function deviceWithReferenceData() {
  storeSession(3);
  const session = readSession();
  if (!session) throw new Error('no session');
  const db = userDatabase(session.userId);
  const stored = <T extends object>(fields: T) => ({ ...fields, version: 1, updated_at: '2026-11-24T00:00:00.000Z' });
  await db
    .anyRecords('muscles')
    .bulkPut([
      stored({ id: QUADS, key: 'quadriceps', name: { 'en-US': 'Quadriceps', 'lv-LV': 'Četrgalvainais muskulis' } }),
      stored({ id: GLUTES, key: 'glutes', name: { 'en-US': 'Glutes', 'lv-LV': 'Sēžas muskuļi' } }),
    ]);
  await db.anyRecords('inventory').put(stored({ id: BARBELL, key: 'barbell', name: { 'en-US': 'Barbell', 'lv-LV': 'Stienis' } }));
}

function shown(exercise: RecordOf<'exercises'> = squat) {
  return render(
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>
        <FluentProvider>
          <ExerciseDetails exercise={exercise} />
        </FluentProvider>
      </I18nProvider>
    </Provider>,
  );
}

/** Opens the details as a tap on their summary does (happy-dom does not toggle <details> on a click). */
function open(summary: HTMLElement) {
  const details = summary.closest('details');
  if (!details) throw new Error('no details');
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

beforeEach(async () => {
  await requireCatalogPart('app');
});

describe('how to do the exercise, one tap away on the set card', () => {
  it('shows the steps, the muscles it works and the equipment, in English', async () => {
    await activateLocale('en-US');
    await requireCatalogPart('app');
    await deviceWithReferenceData();
    shown();
    open(screen.getByText('How to do it'));
    expect(screen.getByText('Sit down between your heels.')).toBeTruthy();
    expect(await screen.findByText('Works: Quadriceps')).toBeTruthy();
    expect(await screen.findByText('Also works: Glutes')).toBeTruthy();
    expect(await screen.findByText('Equipment: Barbell')).toBeTruthy();
  });

  it('in Latvian, names and steps come in Latvian', async () => {
    await activateLocale('lv-LV');
    await requireCatalogPart('app');
    await deviceWithReferenceData();
    shown();
    open(screen.getByText('Kā izpildīt'));
    expect(screen.getByText('Sēdies starp papēžiem.')).toBeTruthy();
    expect(await screen.findByText(/Četrgalvainais muskulis/)).toBeTruthy();
    expect(await screen.findByText(/Sēžas muskuļi/)).toBeTruthy();
    expect(await screen.findByText(/Stienis/)).toBeTruthy();
  });
});

describe('the exercise’s video, a link away: opened in a new tab, never embedded', () => {
  it('shows "Watch the video" opening the https link in a new tab that gets neither this window nor its address', async () => {
    await activateLocale('en-US');
    // Nothing else to show: the video alone is worth the details.
    const nordic = {
      ...squat,
      instructions: { 'en-US': [] },
      primary_muscle_ids: [],
      secondary_muscle_ids: [],
      inventory_ids: [],
      video_url: 'https://www.youtube.com/watch?v=abc123',
    };
    const { container } = shown(nordic);
    open(screen.getByText('How to do it'));
    const link = screen.getByRole('link', { name: /^Watch the video/ });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abc123');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(link.textContent).toBe('Watch the video');
    expect(screen.getByRole('img', { name: '(opens in a new tab)' })).toBeTruthy();
    expect(container.querySelector('iframe, video, embed, object')).toBeNull();
  });

  it('in Latvian it reads "Skatīties video"', async () => {
    await activateLocale('lv-LV');
    shown({ ...squat, video_url: 'https://vimeo.com/123' });
    open(screen.getByText('Kā izpildīt'));
    expect(screen.getByRole('link', { name: /^Skatīties video/ }).getAttribute('href')).toBe('https://vimeo.com/123');
  });

  it('shows no link for an exercise without one, nor for an address that is not https (a record from before the rule)', async () => {
    await activateLocale('en-US');
    for (const video_url of [null, 'javascript:alert(1)', 'http://example.org/squat.mp4']) {
      const { unmount } = shown({ ...squat, video_url });
      open(screen.getByText('How to do it'));
      expect(screen.getByText('Sit down between your heels.')).toBeTruthy();
      expect(screen.queryByRole('link', { name: /Watch the video/ })).toBeNull();
      unmount();
    }
  });
});
