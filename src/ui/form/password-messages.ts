import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The server's password-rule error codes, as every form that sets a password shows them. */
export const PASSWORD_PROBLEM_MESSAGES: Record<string, MessageDescriptor> = {
  password_too_short: msg`The password must be at least 8 characters long.`,
  password_too_long: msg`The password must be at most 256 characters long.`,
  password_too_common: msg`This password is one of the most commonly used. Choose another one.`,
  password_contains_email: msg`The password must not contain your e-mail address or the name before the @: attackers try those first.`,
  password_product_name: msg`The password must not be the app's name: attackers try it first.`,
  password_demo_password: msg`This is the published password of the demo accounts. Choose another one.`,
  password_repeated: msg`The password must not repeat one character 8 times in a row.`,
};
