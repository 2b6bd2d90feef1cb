import { v5 as uuidv5 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { idSchema } from '@core/records/common';
import { ENTRY_SESSION_NAMESPACE, entrySessionId } from '@core/training/in-person';

describe('[R12] the id of an entry’s first session', () => {
  it('is the RFC 9562 version 5 UUID of the entry’s id: the same on every device, another for every entry', async () => {
    const entries = [
      '0193a8f2-6b1c-7d4e-9f00-1234567890ab',
      '0193a8f2-6b1c-7d4e-9f00-1234567890ac',
      '5b2e0a9c-3d4f-5a6b-8c7d-0e1f2a3b4c5d',
    ];
    const ids = await Promise.all(entries.map(entrySessionId));
    expect(ids).toEqual(entries.map((entry) => uuidv5(entry, ENTRY_SESSION_NAMESPACE)));
    expect(await Promise.all(entries.map(entrySessionId))).toEqual(ids);
    expect(new Set(ids).size).toBe(entries.length);
    for (const id of ids) expect(idSchema.safeParse(id).success).toBe(true);
  });
});
