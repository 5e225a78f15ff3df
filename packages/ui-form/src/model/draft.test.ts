import { clearDraft, readDraft, writeDraft, type DraftStore } from './draft';

function memoryStore(): DraftStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v); }, removeItem: (k) => { data.delete(k); } };
}

describe('form drafts', () => {
  it('keeps values under their key until cleared', () => {
    const store = memoryStore();
    writeDraft('/asnDeawer?mode=edit&id=7', { notes: '保留', qty: 3 }, store);
    expect(readDraft('/asnDeawer?mode=edit&id=7', store)).toEqual({ notes: '保留', qty: 3 });
    expect(readDraft('/asnDeawer?mode=edit&id=8', store)).toBeUndefined();
    clearDraft('/asnDeawer?mode=edit&id=7', store);
    expect(readDraft('/asnDeawer?mode=edit&id=7', store)).toBeUndefined();
  });

  it.each([
    ['not JSON', '{notes:'],
    ['an array', '[1,2]'],
    ['a string', '"x"'],
  ])('reads nothing from %s', (_, text) => {
    const store = memoryStore();
    store.data.set('wms.draft:k', text);
    expect(readDraft('k', store)).toBeUndefined();
  });

  it('never reads prototype keys back', () => {
    const store = memoryStore();
    store.data.set('wms.draft:k', '{"__proto__":{"polluted":true},"constructor":1,"notes":"a"}');
    const draft = readDraft('k', store);
    expect(draft).toEqual({ notes: 'a' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('survives storage that refuses to write', () => {
    const store: DraftStore = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(() => { writeDraft('k', { a: 1 }, store); }).not.toThrow();
  });
});
