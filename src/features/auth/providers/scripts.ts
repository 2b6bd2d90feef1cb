import type { PublicConfig } from '@core/auth';
import { beginSignIn, sha256Hex, siteOrigin } from './flow';

function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing?.dataset.loaded) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)));
    if (!existing) {
      script.src = src;
      script.async = true;
      document.head.append(script);
    }
  });
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
        nonce: string;
        ux_mode: 'popup';
      }): void;
      renderButton(element: HTMLElement, options: { theme: string; size: string; text: string; locale: string; width?: number }): void;
    };
  };
}

interface AppleIdentity {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; state: string; nonce: string; usePopup: boolean }): void;
    signIn(): Promise<{ authorization: { id_token: string } }>;
  };
}

// What the providers' scripts add to the page once loaded (absent until then).
declare global {
  interface Window {
    google?: GoogleIdentity;
    AppleID?: AppleIdentity;
  }
}

/**
 * Google's sign-in client, loaded only when a client id is configured (docs/product.md §7). Renders Google's
 * own button into `element`; resolves each time the user completes it.
 */
export async function mountGoogleButton(
  config: PublicConfig,
  element: HTMLElement,
  options: { locale: string; dark: boolean; redirect: string },
  onToken: (idToken: string, nonce: string) => void,
): Promise<void> {
  if (!config.google_client_id) return;
  await loadScript('https://accounts.google.com/gsi/client');
  const google = window.google;
  if (!google) throw new Error('Google sign-in script loaded without its API');
  const pending = beginSignIn('google', options.redirect);
  google.accounts.id.initialize({
    client_id: config.google_client_id,
    nonce: await sha256Hex(pending.nonce),
    ux_mode: 'popup',
    callback: (response) => onToken(response.credential, pending.nonce),
  });
  google.accounts.id.renderButton(element, {
    theme: options.dark ? 'filled_black' : 'outline',
    size: 'large',
    text: 'signin_with',
    locale: options.locale,
    width: 320,
  });
}

// docs/product.md §7: Apple's sign-in is configured with a fixed state placeholder; replay protection comes from the nonce.
const APPLE_STATE = 'origin:web';
const APPLE_SCOPE = 'name email';

/** Apple's sign-in script from its CDN, in pop-up mode. Resolves with the ID token and the raw nonce. */
export async function signInWithApple(config: PublicConfig, redirect: string): Promise<{ idToken: string; nonce: string } | undefined> {
  if (!config.apple_client_id) return undefined;
  await loadScript('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js');
  const apple = window.AppleID;
  if (!apple) throw new Error('Apple sign-in script loaded without its API');
  const pending = beginSignIn('apple', redirect);
  apple.auth.init({
    clientId: config.apple_client_id,
    scope: APPLE_SCOPE,
    redirectURI: `${siteOrigin()}/auth/apple/callback`,
    state: APPLE_STATE,
    nonce: await sha256Hex(pending.nonce),
    usePopup: true,
  });
  const response = await apple.auth.signIn();
  return { idToken: response.authorization.id_token, nonce: pending.nonce };
}
