import { describe, expect, it } from 'vitest';
import { changePasswordError } from '@/features/profile/ChangePasswordForm';

const failure = (status: number, code: string, message = '') => ({ status, code, message, fields: {} });

describe('change-password errors (docs/product.md §8)', () => {
  it("a 400 for a wrong current password says 'Current password is incorrect'", () => {
    expect(changePasswordError(failure(400, 'current_password_incorrect', 'Current password is incorrect')).message).toBe(
      'Current password is incorrect',
    );
  });

  it('another 400 shows the server’s reason', () => {
    expect(changePasswordError(failure(400, 'something_new', 'Passwords may not contain your name')).message).toBe(
      'Passwords may not contain your name',
    );
  });

  it("a 400 without any text falls back to 'Current password is incorrect'", () => {
    expect(changePasswordError(failure(400, 'http_error')).message).toBe('Current password is incorrect');
  });

  it.each([0, 401, 429, 500, 503])("status %i says 'Failed to change password'", (status) => {
    expect(changePasswordError(failure(status, 'x', 'whatever')).message).toBe('Failed to change password');
  });
});
