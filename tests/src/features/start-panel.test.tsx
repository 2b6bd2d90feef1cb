import { fireEvent, screen, waitFor } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StartPanel } from '@/features/player/StartPanel';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { shown } from './shown';

const pulled = { version: 1, updated_at: '2026-11-20T10:00:00.000Z' };
const workout = { id: uuidv7(), owner_id: null, name: 'Strength A', description: null, translations: {}, blocks: [], ...pulled };
const entry = {
  id: uuidv7(),
  coach_id: null,
  client_id: uuidv7(),
  workout_id: workout.id,
  assignment_id: null,
  date: '2026-12-02',
  time: null,
  title: null,
  notes: null,
  duration_minutes: null,
  status: 'planned' as const,
  prescription: null,
  group_id: null,
  ...pulled,
};

beforeEach(async () => {
  await activateLocale('en-US');
  await requireCatalogPart('app');
});

describe('the start panel of a scheduled workout', () => {
  it('skips it with the reason typed, in a form loaded when asked for, and Cancel goes back to Start', async () => {
    const onSkip = vi.fn();
    shown(<StartPanel workout={workout} exercises={new Map()} entry={entry} mine busy={false} onStart={() => {}} onSkip={onSkip} />);
    fireEvent.click(screen.getByRole('button', { name: "I can't do this one" }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Start workout' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: "I can't do this one" }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Why are you skipping it/ }), { target: { value: 'Knee hurts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skip this workout' }));
    await waitFor(() => expect(onSkip).toHaveBeenCalledWith('Knee hurts'));
  });
});
