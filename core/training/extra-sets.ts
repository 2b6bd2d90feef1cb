import type { StepLog } from './progress';
import { stepKey, type Step } from './sequence';

/**
 * Sets added beyond the prescription: "one more set" of an exercise. An extra set is a step like
 * any other, with the next set number of its item, so its log names block, item and set number
 * and counts once (sync/SPEC.md R10). It follows the item's last step and asks for what that step
 * asked for. The sets a device added are kept in its player state; the ones logged on another
 * device show from their logs.
 */

export const itemKey = (blockId: string, itemId: string) => `${blockId}/${itemId}`;

/** How many extra sets each item has: the ones added here, or as many as were logged, whichever is more. */
export function extraCounts(steps: readonly Step[], added: readonly string[], logs: readonly StepLog[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of added) counts.set(key, (counts.get(key) ?? 0) + 1);
  const setCounts = new Map(steps.map((step) => [itemKey(step.block_id, step.item_id), step.set_count]));
  for (const log of logs) {
    if (!log.block_id || !log.item_id) continue;
    const key = itemKey(log.block_id, log.item_id);
    const setCount = setCounts.get(key);
    if (setCount === undefined || log.set_index < setCount) continue;
    counts.set(key, Math.max(counts.get(key) ?? 0, log.set_index - setCount + 1));
  }
  return counts;
}

/** The steps with each item's extra sets placed right after its last prescribed step. */
export function withExtraSets(steps: readonly Step[], counts: ReadonlyMap<string, number>): Step[] {
  if (counts.size === 0) return [...steps];
  const lastOfItem = new Map<string, number>();
  steps.forEach((step, index) => lastOfItem.set(itemKey(step.block_id, step.item_id), index));
  const result: Step[] = [];
  steps.forEach((step, index) => {
    result.push(step);
    const key = itemKey(step.block_id, step.item_id);
    if (lastOfItem.get(key) !== index) return;
    const letter = step.label.replace(/\d+$/, '');
    for (let n = 0; n < (counts.get(key) ?? 0); n++) {
      const setIndex = step.set_count + n;
      result.push({
        ...step,
        key: stepKey(step.block_id, step.item_id, setIndex),
        set_index: setIndex,
        label: `${letter}${setIndex + 1}`,
        extra: true,
      });
    }
  });
  return result;
}
