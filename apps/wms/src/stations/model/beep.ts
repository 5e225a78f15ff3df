/** A short tone through Web Audio: high for a booked scan, low and longer for a refusal. */
let context: AudioContext | undefined;

export function beep(kind: 'ok' | 'refused' | 'pending'): void {
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
