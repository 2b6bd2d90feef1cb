import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { exerciseFields } from '@core/records/exercises';
import type { RecordOf } from '@core/records/index';
import { EMPTY_SET, workoutSteps } from '@core/training/sequence';
import type { WorkoutBlock } from '@core/records/workouts';
import { WorkoutOverview } from '@/features/player/WorkoutOverview';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';

const exercise = (en: string, lv: string): RecordOf<'exercises'> => ({
  ...exerciseFields.parse({ id: uuidv7(), name: { 'en-US': en, 'lv-LV': lv } }),
  version: 1,
  updated_at: '2026-11-25T00:00:00.000Z',
});
const squat = exercise('Back squat', 'Pietupiens ar stieni');
const row = exercise('Barbell row', 'Stieņa vilkšana');
const press = exercise('Bench press', 'Spiešana guļus');
const burpee = exercise('Burpee', 'Bērpijs');

const block = (kind: WorkoutBlock['kind'], items: WorkoutBlock['items'], extra: Partial<WorkoutBlock> = {}): WorkoutBlock => ({
  id: uuidv7(),
  kind,
  name: null,
  rounds: null,
  work_seconds: null,
  rest_seconds: null,
  items,
  ...extra,
});
const item = (exerciseId: string, sets: Partial<typeof EMPTY_SET>[]) => ({
  id: uuidv7(),
  exercise_id: exerciseId,
  notes: null,
  sets: sets.map((set) => ({ ...EMPTY_SET, ...set })),
});

const workout: RecordOf<'workouts'> = {
  id: uuidv7(),
  owner_id: null,
  name: 'Every kind',
  description: null,
  translations: {},
  version: 1,
  updated_at: '2026-11-25T00:00:00.000Z',
  blocks: [
    block('straight', [
      item(squat.id, [
        { reps: 5, load_kg: 100 },
        { reps: 5, load_kg: 100 },
        { reps: 5, load_kg: 100 },
      ]),
    ]),
    block('superset', [
      item(row.id, [
        { reps: 8, load_kg: 60 },
        { reps: 6, load_kg: 70 },
      ]),
      item(press.id, [{ reps: 10 }, { reps: 10 }]),
    ]),
    block('circuit', [item(burpee.id, [{ reps: 10 }])], { rounds: 3, name: 'Finisher' }),
    block('interval', [item(squat.id, [])], { rounds: 8, work_seconds: 20, rest_seconds: 10 }),
  ],
};
const exercises = new Map([squat, row, press, burpee].map((one) => [one.id, one]));

async function shown(locale: 'en-US' | 'lv-LV') {
  await activateLocale(locale);
  await requireCatalogPart('app');
  render(
    <I18nProvider i18n={i18n}>
      <FluentProvider>
        <WorkoutOverview workout={workout} steps={workoutSteps(workout.blocks)} exercises={exercises} />
      </FluentProvider>
    </I18nProvider>,
  );
  const list = screen.getByRole('list', { name: locale === 'en-US' ? 'Exercises' : 'Vingrinājumi' });
  return within(list)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list)
    .map((li) => [...li.querySelectorAll('p, li')].map((line) => line.textContent.replace(/\s+/g, ' ').trim()));
}

describe('the workout before it starts: one line per exercise under its block, not one per set', () => {
  it('says each block’s kind, rounds and clock, and each exercise’s sets once when they are the same', async () => {
    expect(await shown('en-US')).toEqual([
      ['Straight sets', 'A Back squat 3 sets · 5 × 100 kg'],
      ['Superset', 'B Barbell row 8 × 60 kg, 6 × 70 kg', 'C Bench press 2 sets · 10 reps'],
      ['Finisher · Circuit · 3 rounds', 'D Burpee 10 reps'],
      ['Intervals · 8 rounds · 20 s work, 10 s rest', 'E Back squat'],
    ]);
  });

  it('in Latvian: the exercises’ Latvian names and the counts in Latvian plural forms', async () => {
    expect(await shown('lv-LV')).toEqual([
      ['Secīgi piegājieni', 'A Pietupiens ar stieni 3 piegājieni · 5 × 100 kg'],
      ['Supersērija', 'B Stieņa vilkšana 8 × 60 kg, 6 × 70 kg', 'C Spiešana guļus 2 piegājieni · 10 atkārt.'],
      ['Finisher · Aplis · 3 apļi', 'D Bērpijs 10 atkārt.'],
      ['Intervāli · 8 apļi · 20 s darbs, 10 s atpūta', 'E Pietupiens ar stieni'],
    ]);
  });
});
