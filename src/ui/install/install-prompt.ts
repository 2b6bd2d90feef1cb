import { useSyncExternalStore } from 'react';

/**
 * Installing the app from the browser. Chromium-based browsers announce that the app can be
 * installed once, early, with `beforeinstallprompt`; the event is kept from app start so the
 * offer can show on whatever page comes later. Safari on iOS has no prompt: the person adds the
 * app from the Share menu, so they are told how. An installed app offers nothing.
 */

/** Chromium's event (not in TypeScript's DOM types): the browser's own install dialog, once. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** How this browser installs the app: its own prompt, iOS's Share menu, or not at all (installed, or no way offered). */
export type InstallWay = 'prompt' | 'ios' | null;

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Keeps the browser's install prompt for later. Call once, at app start, before the browser fires it. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Without this Chromium shows its own mini bar at a moment of its choosing; the app offers it instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    changed();
  });
}

/** Running as the installed app: Chromium's and Safari's standalone window. */
export function isStandalone(target: Window = window): boolean {
  const navigatorStandalone = (target.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return navigatorStandalone || (typeof target.matchMedia === 'function' && target.matchMedia('(display-mode: standalone)').matches);
}

/** An iPhone or iPad (iPadOS says it is a Mac, but a Mac has no touch screen). */
export function isIos(target: Window = window): boolean {
  const { userAgent, maxTouchPoints } = target.navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** How this browser installs the app now. */
export function installWay(target: Window = window): InstallWay {
  if (installed || isStandalone(target)) return null;
  if (deferred) return 'prompt';
  return isIos(target) ? 'ios' : null;
}

/** Opens the browser's install dialog; true when the person installed. The prompt can be shown only once. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  changed();
  return outcome === 'accepted';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The install way, following the browser as it offers the prompt or the app is installed. */
export function useInstallWay(): InstallWay {
  return useSyncExternalStore(subscribe, () => installWay());
}

/** For tests: forget the prompt and the installation seen. */
export function resetInstallPrompt(): void {
  deferred = null;
  installed = false;
  changed();
}
