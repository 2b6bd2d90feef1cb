import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiFailure } from '@/data/api-errors';
import { PASSWORD_PROBLEM_MESSAGES } from '@/ui/form/password-messages';

/** docs/product.md §4/§8 wording. */
export const AUTH_FAILED = msg`Authentication failed, please login again`;

/** The server's error codes as the user reads them, in their language. */
const BY_CODE: Record<string, MessageDescriptor> = {
  invalid_credentials: msg`The e-mail address or password is incorrect.`,
  account_disabled: msg`This account has been disabled. Contact your coach or administrator.`,
  rate_limited: msg`Too many attempts. Wait a few minutes and try again.`,
  email_taken: msg`An account with this e-mail address already exists. Sign in, or reset the password if you forgot it.`,
  ...PASSWORD_PROBLEM_MESSAGES,
  invalid_token: msg`This link is invalid or has expired. Request a new one.`,
  email_not_verified: msg`The provider has not verified your e-mail address. Verify it there, or sign in with your password.`,
  email_required: msg`The provider did not share your e-mail address. Allow access to it and try again.`,
  provider_not_configured: msg`This sign-in method is not set up on the server.`,
  provider_token_invalid: msg`The sign-in could not be verified. Please try again.`,
  provider_code_invalid: msg`The sign-in was not accepted. Please try again.`,
  provider_error: msg`The sign-in provider did not respond. Please try again.`,
  current_password_incorrect: msg`Current password is incorrect`,
  unreachable: msg`The server cannot be reached. Check your connection and try again.`,
};

export function failureMessage(failure: ApiFailure, fallback: MessageDescriptor): MessageDescriptor {
  return BY_CODE[failure.code] ?? fallback;
}

export const SIGN_IN_FAILED = msg`Sign-in failed. Please try again.`;
