import { createCooldown } from './cooldown';

describe('the camera cooldown', () => {
  it('accepts a code held in view once, however long it stays', () => {
    const accept = createCooldown(1500);
    // A frame read every 120 ms for 9 s.
    const frames = Array.from({ length: 76 }, (_, i) => i * 120);
    expect(frames.flatMap((at) => accept(['SKU-1'], at))).toEqual(['SKU-1']);
  });

  it('accepts it once on a slow device too, where a frame takes longer to read than the cooldown', () => {
    const accept = createCooldown(1500);
    expect([0, 2000, 4100, 6300].flatMap((at) => accept(['SKU-1'], at))).toEqual(['SKU-1']);
  });

  it('accepts the same code again once it has left the view for the cooldown', () => {
    const accept = createCooldown(1500);
    expect(accept(['SKU-1'], 0)).toEqual(['SKU-1']);
    expect(accept([], 120)).toEqual([]);
    // One frame without it is a blur, not a new label.
    expect(accept(['SKU-1'], 1700)).toEqual([]);
    expect(accept([], 1800)).toEqual([]);
    expect(accept([], 1900)).toEqual([]);
    // Two frames without it and the cooldown since it was last seen: a second carton.
    expect(accept(['SKU-1'], 3300)).toEqual(['SKU-1']);
  });

  it('does not take a code back before the cooldown, however many frames missed it', () => {
    const accept = createCooldown(1500);
    accept(['SKU-1'], 0);
    for (let at = 100; at < 1000; at += 100) accept([], at);
    expect(accept(['SKU-1'], 1000)).toEqual([]);
  });

  it('takes two different codes in the same frame each once', () => {
    const accept = createCooldown(1500);
    expect(accept(['A', 'B'], 0)).toEqual(['A', 'B']);
    expect(accept(['A', 'B'], 100)).toEqual([]);
  });
});
