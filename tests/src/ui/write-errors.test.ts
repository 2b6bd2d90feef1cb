import { describe, expect, it } from 'vitest';
import { InvalidMutation } from '@sync/mutations';
import { isQuotaError } from '@/data/local/quota';
import { localWriteFailure } from '@/ui/form/write-errors';

describe('[C10] a local write that fails is explained, never swallowed', () => {
  it('recognises running out of storage as the browser and Dexie report it', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    // Dexie wraps the browser's error and keeps it as `inner`.
    expect(isQuotaError({ name: 'AbortError', inner: new DOMException('full', 'QuotaExceededError') })).toBe(true);
    expect(isQuotaError(new Error('something else'))).toBe(false);
  });

  it('says which of the three it was: storage, invalid fields, or anything else', () => {
    expect(localWriteFailure(new DOMException('full', 'QuotaExceededError')).message).toMatch(/out of storage space/);
    expect(localWriteFailure(new InvalidMutation('validation_failed', 'bad', { name: 'is required' })).message).toBe(
      'Some fields are not valid',
    );
    expect(localWriteFailure(new Error('boom')).message).toMatch(/could not be saved on this device/);
  });
});
