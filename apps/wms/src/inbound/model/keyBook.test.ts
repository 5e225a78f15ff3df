import { KeyBook } from './keyBook';

describe('idempotency keys by user action', () => {
  it('answers the same key for the same action until the action is done', () => {
    let n = 0;
    const book = new KeyBook(() => `k${String(++n)}`);
    expect([book.keyFor('a'), book.keyFor('b'), book.keyFor('a')]).toEqual(['k1', 'k2', 'k1']);
    book.clear();
    expect([book.keyFor('a'), book.size]).toEqual(['k3', 1]);
  });
});
