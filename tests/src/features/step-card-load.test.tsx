import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { exerciseFields } from '@core/records/exercises';
import type { RecordOf } from '@core/records/index';
import { USUAL_GYM } from '@core/training/loadable';
import { EMPTY_SET, type Step } from '@core/training/sequence';
import type { GymSetup } from '@/data/gym-profile';
import { StepCard } from '@/features/player/StepCard';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';

const BARBELL = uuidv7();
const PULL_UP_BAR = uuidv7();
const step = (load_kg: number | null): Step => ({
  key: 'b/i/0',
  block_id: uuidv7(),
  block_index: 0,
  kind: 'straight',
  item_id: uuidv7(),
  exercise_id: uuidv7(),
  set_index: 0,
  set_count: 3,
  label: 'A1',
  prescribed: { ...EMPTY_SET, reps: 5, load_kg },
  notes: null,
  work_seconds: null,
  rest_after_seconds: 120,
  extra: false,
});
const squat: RecordOf<'exercises'> = {
  ...exerciseFields.parse({ id: uuidv7(), name: { 'en-US': 'Back squat' }, inventory_ids: [BARBELL] }),
  version: 1,
  updated_at: '2026-11-24T00:00:00.000Z',
};
const exercise = (name: string, inventory: string[]): RecordOf<'exercises'> => ({
  ...exerciseFields.parse({ id: uuidv7(), name: { 'en-US': name }, inventory_ids: inventory }),
  version: 1,
  updated_at: '2026-11-24T00:00:00.000Z',
});
const gym: GymSetup = {
  clientId: uuidv7(),
  profile: null,
  equipment: USUAL_GYM,
  inventoryKeys: new Map([
    [BARBELL, 'barbell'],
    [PULL_UP_BAR, 'pull_up_bar'],
  ]),
};

const CLIENT_USER = uuidv7();

function card(
  load_kg: number | null,
  said: RecordOf<'comments'> | null = null,
  lift: RecordOf<'exercises'> = squat,
  viewer = CLIENT_USER,
  trainee?: string,
) {
  return render(
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>
        <FluentProvider>
          <StepCard
            step={step(load_kg)}
            exercise={lift}
            last={null}
            said={said}
            viewer={viewer}
            trainee={trainee}
            gym={gym}
            carried={null}
            busy={false}
            onLog={() => undefined}
            onSkip={() => undefined}
          />
        </FluentProvider>
      </I18nProvider>
    </Provider>,
  );
}

describe('the set card starts from a load the client’s gym can put on the bar (docs/decisions/0090-loads-that-can-be-loaded.md)', () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    await requireCatalogPart('app');
  });

  it('a prescription the plates cannot make starts from the nearest loadable total, and says so', () => {
    card(60.5);
    expect(screen.getByLabelText<HTMLInputElement>('Weight (kg)').value).toBe('60');
    expect(screen.getByText('60.5 kg prescribed → 60 kg loadable')).toBeTruthy();
    expect(screen.getByText('Per side: 20')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log set 1 of 3: 5 × 60 kg' })).toBeTruthy();
  });

  it('a loadable prescription is left as it is', () => {
    card(62.5);
    expect(screen.getByLabelText<HTMLInputElement>('Weight (kg)').value).toBe('62.5');
    expect(screen.getByText('Per side: 20 + 1.25')).toBeTruthy();
  });
});

describe('a set of an exercise done with a weight has a weight input, whatever the coach wrote', () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    await requireCatalogPart('app');
  });

  it('a barbell Romanian deadlift whose load the coach left open asks for the weight too, empty, and logs what is typed', () => {
    card(null, null, exercise('Romanian deadlift', [BARBELL]));
    const weight = screen.getByLabelText<HTMLInputElement>('Weight (kg)');
    expect(weight.value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Reps').value).toBe('5');
    fireEvent.change(weight, { target: { value: '70' } });
    fireEvent.blur(weight);
    expect(screen.getByRole('button', { name: 'Log set 1 of 3: 5 × 70 kg' })).toBeTruthy();
  });

  it('pull-ups on a bar with no load written ask only for the reps', () => {
    card(null, null, exercise('Pull-up', [PULL_UP_BAR]));
    expect(screen.getByLabelText('Reps')).toBeTruthy();
    expect(screen.queryByLabelText('Weight (kg)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log set 1 of 3' })).toBeTruthy();
  });
});

describe('the set card shows what the coach said about the exercise last time (sync/SPEC.md A14)', () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    await requireCatalogPart('app');
  });

  it('the coach’s note, named as the coach’s', () => {
    const coach = uuidv7();
    const note: RecordOf<'comments'> = {
      id: uuidv7(),
      session_id: uuidv7(),
      set_log_id: uuidv7(),
      body: 'Hips rose early on set 3',
      author_id: coach,
      written_at: '2026-11-20T10:00:00.000Z',
      client_id: uuidv7(),
      coach_id: coach,
      version: 1,
      updated_at: '2026-11-20T10:00:00.000Z',
    };
    card(60, note);
    expect(screen.getByText('Your coach about this exercise: Hips rose early on set 3')).toBeTruthy();
  });

  it('at an in-person session, the coach reads their own last cue as theirs, and the client’s name is at the set’s controls', () => {
    const coach = uuidv7();
    const note: RecordOf<'comments'> = {
      id: uuidv7(),
      session_id: uuidv7(),
      set_log_id: uuidv7(),
      body: 'Push the floor apart',
      // Not yet taken by the server: written on this device.
      author_id: null,
      written_at: null,
      client_id: uuidv7(),
      coach_id: null,
      version: 0,
      updated_at: '2026-11-20T10:00:00.000Z',
    };
    card(60, note, squat, coach, 'Anna Bērziņa');
    expect(screen.getByText('Your note about this exercise: Push the floor apart')).toBeTruthy();
    const dock = screen.getByRole('region', { name: 'Current set' });
    expect(dock.textContent).toContain('Client: Anna Bērziņa');
  });
});
