import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The server's password-rule error codes, as every form that sets a password shows them. */
export const PASSWORD_PROBLEM_MESSAGES: Record<string, MessageDescriptor> = {
  password_too_short: msg`The password must be at least 8 characters long.`,
  password_too_long: msg`The password must be at most 256 characters long.`,
  password_too_common: msg`This password is one of the most commonly used. Choose another one.`,
};
