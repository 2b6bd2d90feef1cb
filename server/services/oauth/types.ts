import type { Provider } from '@core/auth';

/** What a provider told us about the person signing in, after verification. */
export interface ExternalIdentity {
  provider: Provider;
  /** The provider's stable id for the account. */
  subject: string;
  email: string | null;
  /** Only a verified address may link to (or create) an account with that e-mail. */
  emailVerified: boolean;
  name: string | null;
}
