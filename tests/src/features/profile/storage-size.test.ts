import { describe, expect, it } from 'vitest';
import { formatStorageSize } from '@/features/profile/storage-size';

describe('storage sizes in the profile', () => {
  it('picks a unit and writes it the way each language does', () => {
    expect(formatStorageSize(0, 'en-US')).toBe('0 byte');
    expect(formatStorageSize(1_536_000, 'en-US')).toBe('1.5 MB');
    expect(formatStorageSize(1_536_000, 'lv-LV')).toBe('1,5 MB');
    expect(formatStorageSize(42_000, 'en-US')).toBe('42 kB');
    expect(formatStorageSize(297_000_000_000, 'en-US')).toBe('297 GB');
  });
});
