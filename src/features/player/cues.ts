/**
 * Cues said without looking: short tones (Web Audio, no file to download), a vibration where the
 * phone has one, and a notification when the page is out of sight and the person allowed them.
 * All are best effort: a browser may refuse sound before the page was touched, and a locked phone
 * may freeze the page; the screen still shows the time when it is looked at again.
 */
let audio: AudioContext | undefined;

function tone(frequency: number, seconds: number): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + seconds);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + seconds);
  } catch {
    // No sound: the vibration and the screen remain.
  }
}

export interface Notice {
  title: string;
  body: string;
  /** Where a tap on the notification leads. */
  url: string;
}

function notify(notice: Notice): void {
  if (document.visibilityState !== 'hidden' || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  // Through the service worker: pages on phones may not construct notifications themselves.
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      registration.showNotification(notice.title, { body: notice.body, tag: 'treneris-player', data: { url: notice.url } }),
    )
    .catch(() => undefined);
}

/** The end of a rest or of a work period. */
export function periodOverCue(sound: boolean, notice: Notice | null): void {
  if ('vibrate' in navigator) navigator.vibrate([200, 100, 200]);
  if (sound) tone(880, 0.6);
  if (notice) notify(notice);
}

/** One of the last three seconds of a work period. */
export function countdownCue(sound: boolean): void {
  if (sound) tone(660, 0.15);
}

/** Asks to show notifications; true when allowed. */
export async function allowNotifications(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}
