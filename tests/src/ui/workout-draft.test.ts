import { describe, expect, it } from 'vitest';
import { draftOps, move, type WorkoutDraft } from '@/ui/workout-editor/draft';

const exercise = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;

function twoBlocks(): WorkoutDraft {
  let draft: WorkoutDraft = { name: 'Legs', description: '', blocks: [] };
  draft = draftOps.addBlock(draft, 'straight');
  draft = draftOps.addBlock(draft, 'superset');
  const [first, second] = draft.blocks;
  draft = draftOps.addItem(draft, first?.id ?? '', exercise(1), 90);
  draft = draftOps.addItem(draft, first?.id ?? '', exercise(2));
  draft = draftOps.addItem(draft, second?.id ?? '', exercise(3));
  return draft;
}

const exercisesOf = (draft: WorkoutDraft) => draft.blocks.map((block) => block.items.map((item) => item.exercise_id));

describe('the workout editor’s draft', () => {
  it('moves within bounds and leaves out-of-range moves alone', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('reorders blocks', () => {
    const draft = twoBlocks();
    expect(draftOps.moveBlock(draft, 1, 0).blocks.map((block) => block.kind)).toEqual(['superset', 'straight']);
  });

  it('drags an exercise into another block (e.g. to make a superset) and within a block', () => {
    const draft = twoBlocks();
    const moving = draft.blocks[0]?.items[1]?.id ?? '';
    const into = draftOps.moveItem(draft, moving, draft.blocks[1]?.id ?? '', 0);
    expect(exercisesOf(into)).toEqual([[exercise(1)], [exercise(2), exercise(3)]]);
    const within = draftOps.moveItem(draft, draft.blocks[0]?.items[0]?.id ?? '', draft.blocks[0]?.id ?? '', 1);
    expect(exercisesOf(within)).toEqual([[exercise(2), exercise(1)], [exercise(3)]]);
  });

  it('a new exercise starts with one set using its default rest; a new set repeats the last', () => {
    let draft = twoBlocks();
    const block = draft.blocks[0]?.id ?? '';
    const item = draft.blocks[0]?.items[0]?.id ?? '';
    expect(draft.blocks[0]?.items[0]?.sets).toEqual([expect.objectContaining({ reps: 10, rest_seconds: 90 })]);
    draft = draftOps.updateSet(draft, block, item, 0, { load_kg: 60, rpe: 8 });
    draft = draftOps.addSet(draft, block, item);
    expect(draft.blocks[0]?.items[0]?.sets).toHaveLength(2);
    expect(draft.blocks[0]?.items[0]?.sets[1]).toMatchObject({ reps: 10, load_kg: 60, rpe: 8 });
    draft = draftOps.removeSet(draft, block, item, 0);
    expect(draft.blocks[0]?.items[0]?.sets).toHaveLength(1);
  });

  it('circuits and intervals start with rounds; intervals with work and rest', () => {
    const draft = draftOps.addBlock(draftOps.addBlock({ name: '', description: '', blocks: [] }, 'circuit'), 'interval');
    expect(draft.blocks.map(({ rounds, work_seconds, rest_seconds }) => [rounds, work_seconds, rest_seconds])).toEqual([
      [3, null, null],
      [3, 40, 20],
    ]);
  });
});
