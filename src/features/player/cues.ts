/**
 * The end of a rest, said without looking: a short tone (Web Audio, no file to download) and a
 * vibration where the phone has one. Both are best effort: a browser may refuse sound before the
 * page was touched, and then the screen still shows it.
 */
let audio: AudioContext | undefined;

export function restOverCue(sound: boolean): void {
  if ('vibrate' in navigator) navigator.vibrate([200, 100, 200]);
  if (!sound || typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.6);
  } catch {
    // No sound: the vibration and the screen remain.
  }
}
