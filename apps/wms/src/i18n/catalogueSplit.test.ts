import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { omitKeys, pickKeys } from '../../build/jsonOmit';

describe('omitKeys and pickKeys', () => {
  it('keeps only the named top-level keys (pickKeys)', () => {
    expect(JSON.parse(pickKeys('{"a":{"route":1},"route":{"x":"y"},"b":2}', ['route']))).toEqual({ route: { x: 'y' } });
  });

  it('drops only the named top-level keys', () => {
    expect(JSON.parse(omitKeys('{"a":{"route":1},"route":{"x":"y"},"b":2}', ['route']))).toEqual({ a: { route: 1 }, b: 2 });
    expect(JSON.parse(omitKeys('{"a":1,"b":2,"c":3}', ['a', 'c']))).toEqual({ b: 2 });
  });

  it.each(['zh', 'en'])('splits the app catalogue %s.json into the entry strings and the route titles, losing nothing', (language) => {
    const text = readFileSync(join(__dirname, `${language}.json`), 'utf8');
    const whole = JSON.parse(text) as Record<string, unknown>;
    const entry = JSON.parse(omitKeys(text, ['route'])) as Record<string, unknown>;
    const titles = JSON.parse(pickKeys(text, ['route'])) as Record<string, unknown>;
    expect(entry).not.toHaveProperty('route');
    expect(Object.keys(titles)).toEqual(['route']);
    expect(Object.keys(titles.route as object).length).toBeGreaterThan(200);
    expect({ ...entry, ...titles }).toEqual(whole);
  });
});
