import i18next from 'i18next';
import { createI18n, CORE_NAMESPACE } from './i18n';
import { quickT, quickText, type MessageValues } from './quickT';

/** Every key of a catalogue whose message is a string (nested objects walked). */
function stringKeys(messages: unknown, prefix = ''): string[] {
  if (!messages || typeof messages !== 'object') return [];
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : stringKeys(value, `${prefix}${key}.`)));
}

/** A value for each placeholder of the message, unlike each other and the message's own text. */
function valuesFor(message: string): MessageValues {
  const values: Record<string, string | number> = {};
  let n = 7;
  for (const [, name] of message.matchAll(/\{\{([^{}]*)\}\}/g)) if (name) values[name.trim()] = name.includes('count') ? 3 : `«${name}-${String(n++)}»`;
  return values;
}

describe('quickT gives what t gives', () => {
  it.each(['zh', 'en'] as const)('for every message of ui-core in %s, with its placeholders filled', (language) => {
    const i18n = createI18n({ language });
    const t = i18n.getFixedT(null, CORE_NAMESPACE);
    const fast = quickT(i18n, CORE_NAMESPACE, (key, values) => (values ? t(key, values) : t(key)));
    const bundle: unknown = i18n.getResourceBundle(language, CORE_NAMESPACE);
    const keys = stringKeys(bundle);
    expect(keys.length).toBeGreaterThan(80);
    let read = 0;
    for (const key of keys) {
      const message = String(i18n.getResource(language, CORE_NAMESPACE, key));
      const values = valuesFor(message);
      expect([key, fast(key, values)]).toEqual([key, t(key, values)]);
      if (quickText(i18n, CORE_NAMESPACE, key, values) !== null) read += 1;
    }
    // Most messages are read from the store, not left to t.
    expect(read).toBeGreaterThan(keys.length * 0.8);
  });

  it('follows a language change', async () => {
    const i18n = createI18n({ language: 'zh' });
    const text = (key: string) => quickText(i18n, CORE_NAMESPACE, key);
    expect(text('pagination.next')).toBe('下一页');
    await i18n.changeLanguage('en');
    expect(text('pagination.next')).toBe('Next page');
    expect(quickText(i18n, CORE_NAMESPACE, 'pagination.total', { total: 12 })).toBe('12 in total');
  });
});

describe('quickText leaves to t what is not a plain message', () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    fallbackLng: 'zh',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      zh: { ns: { onlyZh: '只有中文', plain: '中文' } },
      en: {
        ns: {
          plain: 'Plain',
          named: 'Hello {{name}}, {{name}}',
          formatted: '{{n, number}} rows',
          unescaped: '{{- name}}',
          nested: 'See $t(plain)',
          item_one: 'one item',
          item_other: '{{count}} items',
          spaced: '{{ name }}',
          empty: '',
          tree: { leaf: 'Leaf' },
        },
      },
    },
  });
  const text = (key: string, values?: MessageValues) => quickText(i18n, 'ns', key, values);
  const t = (key: string, values?: MessageValues) => i18n.t(key, { ns: 'ns', ...values });

  it('reads plain and named messages, and falls back to the next language as t does', () => {
    expect(text('plain')).toBe('Plain');
    expect(text('named', { name: 'Li' })).toBe(t('named', { name: 'Li' }));
    expect(text('onlyZh')).toBe(t('onlyZh'));
    expect(text('tree.leaf')).toBe('Leaf');
  });

  it('answers null for what only t can do', () => {
    expect(text('missing')).toBeNull();
    expect(text('named')).toBeNull();
    expect(text('formatted', { n: 3 })).toBeNull();
    expect(text('unescaped', { name: 'x' })).toBeNull();
    expect(text('nested')).toBeNull();
    expect(text('item', { count: 2 })).toBeNull();
    expect(text('spaced', { name: 'x' })).toBeNull();
    expect(text('tree')).toBeNull();
    // i18next answers an empty message itself (its returnEmptyString).
    expect(text('empty')).toBeNull();
  });

  it('quickT then asks t, which gives its own answer', () => {
    const fast = quickT(i18n, 'ns', t);
    expect(fast('item', { count: 2 })).toBe('2 items');
    expect(fast('nested')).toBe('See Plain');
    expect(fast('missing')).toBe(t('missing'));
  });

  it('leaves everything to t on an instance that escapes its values', () => {
    const escaping = i18next.createInstance();
    void escaping.init({ lng: 'en', initAsync: false, resources: { en: { ns: { named: 'Hi {{name}}' } } } });
    const tEscaping = (key: string, values?: MessageValues) => escaping.t(key, { ns: 'ns', ...values });
    expect(quickT(escaping, 'ns', tEscaping)('named', { name: '<b>' })).toBe('Hi &lt;b&gt;');
  });
});
