/**
 * Finding a screen by what a user types (issue 26, point 5), as pure functions: by its name in
 * zh or en, by its path, and by the pinyin of its Chinese name, full (`ruku`, `rukudan`) or by
 * initials (`rkd`). Recent screens come first. Tested in search.test.ts.
 */

/** A screen the user may open: its path and its name in both languages. */
export interface ScreenEntry {
  path: string;
  zh: string;
  en: string;
}

/** The pinyin of a Chinese text, one syllable a character, without tones (pinyin-pro's, loaded on demand). */
export type PinyinOf = (text: string) => readonly string[];

/** A screen with what it is found by, lower-cased once. */
export interface IndexedScreen extends ScreenEntry {
  keys: { zh: string; en: string; path: string; full: string; initials: string };
}

const compact = (text: string) => text.toLowerCase().replace(/[\s·•/_\-()（）]+/g, '');

/** The search keys of the screens; without `pinyinOf` (not loaded yet) no pinyin keys. */
export function indexScreens(screens: readonly ScreenEntry[], pinyinOf?: PinyinOf): IndexedScreen[] {
  return screens.map((screen) => {
    const syllables = pinyinOf ? pinyinOf(screen.zh).map((s) => s.toLowerCase()).filter((s) => /^[a-z]+$/.test(s)) : [];
    return {
      ...screen,
      keys: {
        zh: compact(screen.zh),
        en: screen.en.toLowerCase(),
        path: screen.path.toLowerCase(),
        full: syllables.join(''),
        initials: syllables.map((s) => s[0]).join(''),
      },
    };
  });
}

/**
 * How well `screen` matches the query (lower is better; undefined: no match). A name that starts
 * with it beats one that contains it; the Chinese name, then pinyin initials and full pinyin,
 * then the English name (a word of it), then the path.
 */
export function matchRank(screen: IndexedScreen, query: string): number | undefined {
  const q = compact(query);
  if (!q) return undefined;
  const { keys } = screen;
  const en = query.trim().toLowerCase();
  const ranks: [boolean, number][] = [
    [keys.zh.startsWith(q), 0],
    [keys.initials.startsWith(q), 1],
    [keys.full.startsWith(q), 1],
    [keys.en.startsWith(en) || compact(keys.en).startsWith(q), 2],
    [keys.en.split(/[^a-z0-9]+/).some((word) => word.startsWith(en)), 3],
    [keys.zh.includes(q), 4],
    [q.length > 1 && (keys.initials.includes(q) || keys.full.includes(q)), 5],
    [compact(keys.en).includes(q), 6],
    [keys.path.includes(query.trim().toLowerCase()), 7],
  ];
  return ranks.find(([hit]) => hit)?.[1];
}

/** At most this many results are listed (the rest are found by typing more). */
export const MAX_RESULTS = 50;

/**
 * The screens to list for `query`: with no query, the recent ones (most recent first); with
 * one, every match, recent ones first, then by rank and name in the current language.
 */
export function searchScreens(index: readonly IndexedScreen[], query: string, recent: readonly string[], language: 'zh' | 'en'): IndexedScreen[] {
  const recentAt = (path: string) => {
    const at = recent.findIndex((p) => p.toLowerCase() === path.toLowerCase());
    return at < 0 ? Number.POSITIVE_INFINITY : at;
  };
  if (!compact(query)) {
    return index.filter((s) => Number.isFinite(recentAt(s.path))).sort((a, b) => recentAt(a.path) - recentAt(b.path)).slice(0, MAX_RESULTS);
  }
  const collator = new Intl.Collator(language === 'zh' ? 'zh-CN' : 'en');
  return index
    .map((screen) => ({ screen, rank: matchRank(screen, query), recent: recentAt(screen.path) }))
    .filter((hit): hit is { screen: IndexedScreen; rank: number; recent: number } => hit.rank !== undefined)
    .sort((a, b) => a.recent - b.recent || a.rank - b.rank || collator.compare(a.screen[language], b.screen[language]))
    .slice(0, MAX_RESULTS)
    .map((hit) => hit.screen);
}

/** The recent list after opening `path`: it first, no repeats, at most `max`. */
export function pushRecent(recent: readonly string[], path: string, max = 8): string[] {
  return [path, ...recent.filter((p) => p.toLowerCase() !== path.toLowerCase())].slice(0, max);
}
