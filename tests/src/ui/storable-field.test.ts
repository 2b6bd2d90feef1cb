import { describe, expect, it } from 'vitest';
import { storable } from '@/ui/form/validators';

describe('[R8] a form field tells the person about text the server cannot store', () => {
  it('a NUL or half an emoji is refused at the field; whole emoji and Latvian letters are fine', () => {
    expect(storable('Anna\u0000')?.message).toMatch(/hidden character/);
    expect(storable('Anna \uD83D')?.message).toMatch(/hidden character/);
    expect(storable('Ānna 💪')).toBeUndefined();
  });
});
