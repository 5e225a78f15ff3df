import { beep, REFUSAL_VIBRATION } from './beep';
import { MUTED_KEY, STATION_MODE_KEY, readFlag, writeFlag } from './preferences';

/**
 * A stand-in for Web Audio (outside the product): records the tones started. beep keeps its one
 * AudioContext, so the record is shared and emptied before each test.
 */
const started: string[] = [];
function fakeAudio() {
  started.length = 0;
  class FakeContext {
    currentTime = 0;
    destination = {};
    createOscillator() {
      const osc = { type: '', frequency: { value: 0 }, connect: (node: unknown) => node, start: () => { started.push(osc.type); }, stop: () => undefined };
      return osc;
    }
    createGain() {
      return { gain: { value: 0 }, connect: (node: unknown) => node };
    }
  }
  (globalThis as { AudioContext?: unknown }).AudioContext = FakeContext;
}

describe('station signals: tones unless muted, a vibration on a refusal', () => {
  let vibrations: number[][];
  beforeEach(() => {
    localStorage.clear();
    vibrations = [];
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (pattern: number[]) => { vibrations.push(pattern); return true; } });
  });
  afterEach(() => {
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
    delete (navigator as { vibrate?: unknown }).vibrate;
  });

  it('sounds a tone for each answer and vibrates for a refusal only', () => {
    fakeAudio();
    beep('ok');
    beep('pending');
    beep('refused');
    expect(started).toEqual(['sine', 'sine', 'square']);
    expect(vibrations).toEqual([[...REFUSAL_VIBRATION]]);
  });

  it('is silent while muted (remembered on the device), and still vibrates on a refusal', () => {
    fakeAudio();
    writeFlag(MUTED_KEY, true);
    expect(localStorage.getItem(MUTED_KEY)).toBe('1');
    beep('ok');
    beep('refused');
    expect(started).toEqual([]);
    expect(vibrations).toHaveLength(1);
    writeFlag(MUTED_KEY, false);
    expect(readFlag(MUTED_KEY)).toBe(false);
    beep('ok');
    expect(started).toEqual(['sine']);
  });

  it('does without vibration where the device has none', () => {
    fakeAudio();
    delete (navigator as { vibrate?: unknown }).vibrate;
    expect(() => { beep('refused'); }).not.toThrow();
  });

  it('keeps the station-mode setting per device', () => {
    expect(readFlag(STATION_MODE_KEY)).toBe(false);
    writeFlag(STATION_MODE_KEY, true);
    expect(readFlag(STATION_MODE_KEY)).toBe(true);
  });
});
