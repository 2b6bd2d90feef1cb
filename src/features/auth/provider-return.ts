import type { Provider } from '@core/auth';
import { takePendingSignIn, type PendingSignIn } from './providers/flow';

export type ProviderReturn =
  | { kind: 'code'; provider: 'github' | 'linkedin'; code: string; pending: PendingSignIn }
  | { kind: 'id_token'; provider: 'microsoft'; idToken: string; pending: PendingSignIn }
  | { kind: 'mismatch' }
  | { kind: 'denied' };

/**
 * Reads a provider's answer from the address the user came back to: a code in the query (GitHub's
 * callback, LinkedIn at /user/login) or an ID token in the fragment (Microsoft). The state must
 * match the sign-in this browser started.
 */
export function readProviderReturn(provider: Provider, location: { search: string; hash: string }): ProviderReturn | undefined {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const source = provider === 'microsoft' ? fragment : query;
  if (source.has('error')) {
    takePendingSignIn(provider, source.get('state'));
    return { kind: 'denied' };
  }
  const value = provider === 'microsoft' ? source.get('id_token') : source.get('code');
  if (!value) return undefined;
  const pending = takePendingSignIn(provider, source.get('state'));
  if (!pending) return { kind: 'mismatch' };
  if (provider === 'microsoft') return { kind: 'id_token', provider, idToken: value, pending };
  if (provider === 'github' || provider === 'linkedin') return { kind: 'code', provider, code: value, pending };
  return undefined;
}
