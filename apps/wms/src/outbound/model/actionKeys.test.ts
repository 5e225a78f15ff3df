import { actionSignature, answered, keyFor, NO_KEYS } from './actionKeys';

describe('action keys', () => {
  let n = 0;
  const fresh = () => `k${String(++n)}`;
  beforeEach(() => { n = 0; });

  it('a retry of an unanswered action sends the same key; after its answer a new one', () => {
    const sig = actionSignature('wavemgmt', 'planCreate', { filter: 'ordertype=0' });
    const first = keyFor(NO_KEYS, sig, fresh);
    const retry = keyFor(first.keys, sig, fresh);
    expect(retry.key).toBe(first.key);
    const next = keyFor(answered(retry.keys, sig), sig, fresh);
    expect(next.key).not.toBe(first.key);
  });

  it.each([
    ['another operation', actionSignature('wavemgmt', 'planCandidates', { filter: 'ordertype=0' })],
    ['another body', actionSignature('wavemgmt', 'planCreate', { filter: 'ordertype=1' })],
    ['another list', actionSignature('savefilter', 'planCreate', { filter: 'ordertype=0' })],
  ])('%s is another action with a key of its own', (_name, other) => {
    const sig = actionSignature('wavemgmt', 'planCreate', { filter: 'ordertype=0' });
    const first = keyFor(NO_KEYS, sig, fresh);
    const second = keyFor(first.keys, other, fresh);
    expect(second.key).not.toBe(first.key);
    // and the first, asked again after it, starts afresh
    expect(keyFor(second.keys, sig, fresh).key).not.toBe(first.key);
  });

  it('answering an unknown action changes nothing', () => {
    expect(answered(NO_KEYS, 'x')).toBe(NO_KEYS);
  });
});
