// A short two-note chime made with the Web Audio API: nothing is downloaded.

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;
let isUnlockArmed = false;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  return (
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext ?? null
  );
}

/**
 * Browsers start audio suspended until the person interacts with the page: the first click or key
 * resumes it, so a chime after that is heard.
 */
export function armChime(): void {
  if (isUnlockArmed || typeof window === 'undefined') return;
  isUnlockArmed = true;
  const unlock = () => {
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
    const Context = audioContextClass();
    if (!Context) return;
    context ??= new Context();
    if (context.state === 'suspended') context.resume().catch(() => undefined);
  };
  window.addEventListener('pointerdown', unlock);
  window.addEventListener('keydown', unlock);
}

/** Plays the chime (about 0.3 s); silently nothing where audio is unavailable or still locked. */
export function playChime(): void {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') context.resume().catch(() => undefined);
    const start = context.currentTime + 0.01;
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.32);
    gain.connect(context.destination);
    const oscillator = context.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(1318.5, start + 0.1);
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(start + 0.34);
    oscillator.onended = () => gain.disconnect();
  } catch (error) {
    console.warn('the chime could not play', error);
  }
}
