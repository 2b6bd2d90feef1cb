import { api } from './api';
import { fetchPublicConfig } from './public-config';

/*
 * This browser and the server's Web Push (docs/api.md, "Notifications"): whether it can take
 * notifications, and taking or dropping them for the signed-in person. What may be pushed is the
 * person's preferences, in their profile.
 */

/**
 * What this browser can do: `unsupported` (no Push API), `install-first` (an iPhone or iPad, where
 * only an app added to the home screen gets pushes), `denied` (the person or the browser blocked
 * them: only the browser's settings undo it), `off` (may be asked), `on` (this browser takes them).
 */
export type PushState = 'unsupported' | 'install-first' | 'denied' | 'off' | 'on';

function isAppleMobile(): boolean {
  // An iPad asks for desktop pages: it says Macintosh, and only its touch screen gives it away.
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

function standalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export async function pushState(): Promise<PushState> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return isAppleMobile() && !standalone() ? 'install-first' : 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The VAPID public key in the bytes `PushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/**
 * Asks the person (the browser's own question, so only from a tap), subscribes this browser with
 * the server's key and tells the server. Answers the state it ended in: `denied` when they said no.
 */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const [registration, config] = await Promise.all([navigator.serviceWorker.ready, fetchPublicConfig()]);
  const key = keyBytes(config.push_public_key);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription under another key (a server whose keys changed) would never receive a push.
  const current = subscription?.options.applicationServerKey;
  if (subscription && current && !sameBytes(new Uint8Array(current), key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api().http.post('push/subscriptions', { json: subscription.toJSON() });
  return 'on';
}

/** This browser takes no more notifications: the server forgets it, and so does the browser. */
export async function turnPushOff(): Promise<PushState> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await api().http.delete('push/subscriptions', { json: { endpoint: subscription.endpoint }, retry: 0, timeout: 5_000 });
    await subscription.unsubscribe();
  }
  return 'off';
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** The push that ends a rest on a locked phone (the server sends it at `endsAt` unless withdrawn). */
export async function askRestPush(rest: { sessionId: string; endsAt: number; next: string; path: string }): Promise<void> {
  await api().http.post('push/rest', {
    json: { session_id: rest.sessionId, ends_at: new Date(rest.endsAt).toISOString(), next: rest.next, path: rest.path },
  });
}

/** The rest ended on the phone (a set logged, skipped, or the person is looking): no push. */
export async function withdrawRestPush(sessionId: string): Promise<void> {
  await api().http.delete(`push/rest/${sessionId}`);
}
