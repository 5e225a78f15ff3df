import { MUTED_KEY, readFlag } from './preferences';

/**
 * An answer's signal: a short tone through Web Audio (high for a booked scan, low and longer for
 * a refusal), silent while the station's sound is off (the remembered mute setting); and on a
 * refusal, a vibration where the device has one (a handheld in a loud hall), muted or not.
 */
let context: AudioContext | undefined;

/** The vibration of a refusal: two pulses, ms. */
export const REFUSAL_VIBRATION = [120, 60, 120] as const;

export function beep(kind: 'ok' | 'refused' | 'pending'): void {
  if (kind === 'refused') vibrate();
  if (readFlag(MUTED_KEY)) return;
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = kind === 'refused' ? 'square' : 'sine';
    osc.frequency.value = kind === 'ok' ? 1760 : kind === 'pending' ? 880 : 220;
    gain.gain.value = 0.15;
    osc.connect(gain).connect(context.destination);
    const now = context.currentTime;
    osc.start(now);
    osc.stop(now + (kind === 'refused' ? 0.45 : 0.12));
  } catch {
    // No audio device: the screen still shows the answer.
  }
}

function vibrate(): void {
  const nav = globalThis.navigator as { vibrate?: (pattern: number[]) => boolean } | undefined;
  try {
    nav?.vibrate?.([...REFUSAL_VIBRATION]);
  } catch {
    // Not allowed (no user gesture yet) or not supported: the tone and the screen still tell.
  }
}
