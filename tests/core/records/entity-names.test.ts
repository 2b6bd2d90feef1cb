import { readFileSync } from 'node:fs';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { expandMutation, InvalidMutation } from '@sync/mutations';
import { ENTITY_NAMES } from '@core/records/index';

/** The names sync/SPEC.md M2 lists, in its order: the contract devices and the server are held to. */
function namesInSpec(): string[] {
  const spec = readFileSync(path.resolve(import.meta.dirname, '../../../sync/SPEC.md'), 'utf8');
  const rule = /^- \*\*M2\*\*([\s\S]*?)(?=^- \*\*|^#)/m.exec(spec)?.[1] ?? '';
  const listed = rule.slice(rule.indexOf(':'));
  return [...listed.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
}

function refusal(name: string): string | undefined {
  try {
    expandMutation(name, { id: uuidv7() });
    return undefined;
  } catch (error) {
    return error instanceof InvalidMutation ? error.code : String(error);
  }
}

describe('[M2] entity names are the URL-style plurals the contract lists', () => {
  it('the records the code knows are exactly those sync/SPEC.md M2 names', () => {
    expect(namesInSpec()).toHaveLength(27);
    expect(ENTITY_NAMES).toEqual(namesInSpec());
  });

  it('each is lower case, plural, words joined by hyphens', () => {
    for (const name of ENTITY_NAMES) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it.each(ENTITY_NAMES)('%s names its mutations', (entity) => {
    expect(refusal(`${entity}.delete`)).toBeUndefined();
  });

  it.each(['muscle.delete', 'Muscles.delete', 'workout_plans.delete', 'workoutPlans.delete', 'set-log.delete', 'delete'])(
    '%s is no mutation',
    (name) => {
      expect(refusal(name)).toBe('unknown_mutation');
    },
  );
});
