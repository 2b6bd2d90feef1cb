import { v7 as uuidv7 } from 'uuid';
import type { BlockKind, PrescribedSet, WorkoutBlock, WorkoutItem } from '@core/records/workouts';

/** A workout being edited: the fields the editor owns. Every change returns a new draft. */
export interface WorkoutDraft {
  name: string;
  description: string;
  blocks: WorkoutBlock[];
}

export const emptySet = (): PrescribedSet => ({
  reps: null,
  reps_max: null,
  load_kg: null,
  duration_seconds: null,
  distance_m: null,
  rest_seconds: null,
  tempo: null,
  rpe: null,
});

export function newBlock(kind: BlockKind): WorkoutBlock {
  return {
    id: uuidv7(),
    kind,
    name: null,
    rounds: kind === 'circuit' || kind === 'interval' ? 3 : null,
    work_seconds: kind === 'interval' ? 40 : null,
    rest_seconds: kind === 'interval' ? 20 : null,
    items: [],
  };
}

export function newItem(exerciseId: string, defaultRest: number | null): WorkoutItem {
  return { id: uuidv7(), exercise_id: exerciseId, notes: null, sets: [{ ...emptySet(), reps: 10, rest_seconds: defaultRest }] };
}

/** Moves one element of a list from one index to another; out-of-range moves change nothing. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

const mapBlock = (draft: WorkoutDraft, blockId: string, change: (block: WorkoutBlock) => WorkoutBlock): WorkoutDraft => ({
  ...draft,
  blocks: draft.blocks.map((block) => (block.id === blockId ? change(block) : block)),
});

const mapItem = (draft: WorkoutDraft, blockId: string, itemId: string, change: (item: WorkoutItem) => WorkoutItem): WorkoutDraft =>
  mapBlock(draft, blockId, (block) => ({ ...block, items: block.items.map((item) => (item.id === itemId ? change(item) : item)) }));

export const draftOps = {
  addBlock: (draft: WorkoutDraft, kind: BlockKind): WorkoutDraft => ({ ...draft, blocks: [...draft.blocks, newBlock(kind)] }),
  removeBlock: (draft: WorkoutDraft, blockId: string): WorkoutDraft => ({
    ...draft,
    blocks: draft.blocks.filter((block) => block.id !== blockId),
  }),
  moveBlock: (draft: WorkoutDraft, from: number, to: number): WorkoutDraft => ({ ...draft, blocks: move(draft.blocks, from, to) }),
  updateBlock: (draft: WorkoutDraft, blockId: string, change: Partial<WorkoutBlock>): WorkoutDraft =>
    mapBlock(draft, blockId, (block) => ({ ...block, ...change })),
  addItem: (draft: WorkoutDraft, blockId: string, exerciseId: string, defaultRest: number | null = null): WorkoutDraft =>
    mapBlock(draft, blockId, (block) => ({ ...block, items: [...block.items, newItem(exerciseId, defaultRest)] })),
  removeItem: (draft: WorkoutDraft, blockId: string, itemId: string): WorkoutDraft =>
    mapBlock(draft, blockId, (block) => ({ ...block, items: block.items.filter((item) => item.id !== itemId) })),
  /** Within a block, or into another block at `toIndex` (dragging an exercise into a superset). */
  moveItem(draft: WorkoutDraft, itemId: string, toBlockId: string, toIndex: number): WorkoutDraft {
    const source = draft.blocks.find((block) => block.items.some((item) => item.id === itemId));
    const item = source?.items.find((candidate) => candidate.id === itemId);
    if (!source || !item || !draft.blocks.some((block) => block.id === toBlockId)) return draft;
    if (source.id === toBlockId)
      return mapBlock(draft, source.id, (block) => ({ ...block, items: move(block.items, block.items.indexOf(item), toIndex) }));
    const without = mapBlock(draft, source.id, (block) => ({
      ...block,
      items: block.items.filter((candidate) => candidate.id !== itemId),
    }));
    return mapBlock(without, toBlockId, (block) => {
      const items = [...block.items];
      items.splice(Math.max(0, Math.min(toIndex, items.length)), 0, item);
      return { ...block, items };
    });
  },
  updateItem: (draft: WorkoutDraft, blockId: string, itemId: string, change: Partial<WorkoutItem>): WorkoutDraft =>
    mapItem(draft, blockId, itemId, (item) => ({ ...item, ...change })),
  addSet: (draft: WorkoutDraft, blockId: string, itemId: string): WorkoutDraft =>
    // A new set repeats the last one: coaches mostly prescribe straight sets.
    mapItem(draft, blockId, itemId, (item) => ({ ...item, sets: [...item.sets, { ...(item.sets.at(-1) ?? emptySet()) }] })),
  removeSet: (draft: WorkoutDraft, blockId: string, itemId: string, index: number): WorkoutDraft =>
    mapItem(draft, blockId, itemId, (item) => ({ ...item, sets: item.sets.filter((_, i) => i !== index) })),
  updateSet: (draft: WorkoutDraft, blockId: string, itemId: string, index: number, change: Partial<PrescribedSet>): WorkoutDraft =>
    mapItem(draft, blockId, itemId, (item) => ({ ...item, sets: item.sets.map((set, i) => (i === index ? { ...set, ...change } : set)) })),
};
