import { routeTableScreens as allScreens } from '../fixtures';
import { pinyinOf } from './pinyin';
import { indexScreens, pushRecent, searchScreens } from './search';

const index = indexScreens(allScreens(), pinyinOf);
const paths = (query: string, language: 'zh' | 'en', recent: string[] = []) => searchScreens(index, query, recent, language).map((s) => s.path);
const ASN = '/app/asn/list';

describe('searchScreens: 入库单 (the ASN list) among every screen', () => {
  it('the table holds it with both names', () => {
    expect(index.find((s) => s.path === ASN)).toMatchObject({ zh: '入库单', en: 'ASN/receipts', keys: { full: 'rukudan', initials: 'rkd' } });
  });

  it.each([
    ['rkd', 'pinyin initials'],
    ['RKD', 'pinyin initials, upper case'],
    ['rukudan', 'full pinyin'],
    ['ru ku', 'full pinyin with a space'],
    ['入库单', 'the Chinese name'],
    ['asn/rec', 'the English name'],
  ])('%s (%s) finds it first, in zh and in en', (query) => {
    expect(paths(query, 'zh')[0]).toBe(ASN);
    expect(paths(query, 'en')[0]).toBe(ASN);
  });

  it.each([
    ['ruku', 'the start of its full pinyin'],
    ['ASN', 'the English name'],
    ['asn', 'the English name, lower case'],
    ['入库', 'the start of its Chinese name'],
    ['/app/asn', 'its path'],
  ])('%s (%s) finds it among others, in zh and in en', (query) => {
    for (const language of ['zh', 'en'] as const) {
      const found = paths(query, language);
      expect(found).toContain(ASN);
      expect(found.length).toBeGreaterThan(1);
    }
  });

  it('a screen not matching is left out; nonsense finds nothing', () => {
    expect(paths('rkd', 'zh')).not.toContain('/app/po/list');
    expect(paths('qqqzzz', 'zh')).toEqual([]);
  });

  it('recent screens come first, most recent first; with no query only they are listed', () => {
    const recent = ['/app/po/list', ASN];
    expect(paths('', 'zh', recent)).toEqual(recent);
    expect(paths('', 'zh')).toEqual([]);
    // 入库 finds both an inbound screen used lately and the ASN list: the recent one leads.
    const someInbound = paths('入库', 'zh').find((p) => p !== ASN) ?? '';
    expect(paths('入库', 'zh', [someInbound])[0]).toBe(someInbound);
    expect(paths('入库', 'zh', [someInbound, ASN]).slice(0, 2)).toEqual([someInbound, ASN]);
  });

  it('without the pinyin loaded yet, names and paths still find it', () => {
    const plain = indexScreens(allScreens());
    expect(searchScreens(plain, '入库单', [], 'zh')[0]?.path).toBe(ASN);
    expect(searchScreens(plain, 'ASN', [], 'en').map((s) => s.path)).toContain(ASN);
    expect(searchScreens(plain, 'rkd', [], 'zh').map((s) => s.path)).not.toContain(ASN);
  });
});

describe('pushRecent', () => {
  it.each([
    [[], '/a', ['/a']],
    [['/a', '/b'], '/b', ['/b', '/a']],
    [['/a', '/b'], '/B', ['/B', '/a']],
    [['/1', '/2', '/3', '/4', '/5', '/6', '/7', '/8'], '/9', ['/9', '/1', '/2', '/3', '/4', '/5', '/6', '/7']],
  ])('%j + %s → %j', (recent, path, expected) => {
    expect(pushRecent(recent, path)).toEqual(expected);
  });
});
