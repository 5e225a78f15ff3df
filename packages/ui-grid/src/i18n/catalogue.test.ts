import { createI18n, quickT, quickText, type MessageValues } from '@wms/ui-core';
import { GRID_NAMESPACE, gridCatalogue } from './catalogue';

function stringKeys(messages: unknown, prefix = ''): string[] {
  if (!messages || typeof messages !== 'object') return [];
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : stringKeys(value, `${prefix}${key}.`)));
}

// The grid reads its words through ui-core's quickT (issue 50): the same text as t for each.
describe.each(['zh', 'en'] as const)('the grid catalogue in %s', (language) => {
  it('gives through quickT what t gives, for every message with its placeholders filled', () => {
    const i18n = createI18n({ language, catalogues: { [GRID_NAMESPACE]: gridCatalogue } });
    const t = i18n.getFixedT(null, GRID_NAMESPACE);
    const fast = quickT(i18n, GRID_NAMESPACE, (key, values) => (values ? t(key, values) : t(key)));
    const keys = stringKeys(gridCatalogue[language]);
    expect(keys.length).toBeGreaterThan(50);
    let read = 0;
    for (const key of keys) {
      const values: Record<string, string | number> = {};
      for (const [, name] of String(i18n.getResource(language, GRID_NAMESPACE, key)).matchAll(/\{\{([^{}]*)\}\}/g)) if (name) values[name.trim()] = name.includes('count') ? 2 : `«${name}»`;
      expect([key, fast(key, values as MessageValues)]).toEqual([key, t(key, values)]);
      if (quickText(i18n, GRID_NAMESPACE, key, values) !== null) read += 1;
    }
    expect(read).toBeGreaterThan(keys.length * 0.8);
  });
});
