/** @jest-environment node */
import { listShape } from '../engine/columns';
import { checkRecord, servedRules, type ServedRule } from '../engine/fieldCheck';
import { genericActions } from '../engine/columnConfig';
import { str } from '../engine/rules';
import { startHarness, type Harness } from '../test-utils/harness';
import { ENTITIES, entityByName } from './entities';
import { fieldRulesOf } from './fieldRules';
import { message } from './messages';
import { isBooksEntity } from './owners';
import { LIST_ROUTES } from './routes';

jest.setTimeout(300_000);

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
});
afterAll(async () => {
  await h.stop();
});

type Row = Record<string, unknown>;

/** A route that shows all of an entity's fields (else its first). */
const routeOf = (entity: string) => LIST_ROUTES.find((r) => r.entity === entity && !r.columns && !r.fixed && !r.where) ?? LIST_ROUTES.find((r) => r.entity === entity);

describe('the declaration', () => {
  it('gives every entered field of every entity its rules, and only entered fields', () => {
    let fields = 0;
    for (const entity of ENTITIES) fields += fieldRulesOf(entity).size;
    expect(fields).toBeGreaterThan(300);
    const asn = fieldRulesOf(entityByName('asn'));
    // An external number is another system's: ASCII (hyphens allowed), no Chinese, at most 50.
    expect(asn.get('externreceiptkey')).toMatchObject({ maxLength: 50, pattern: { kind: 'ascii' } });
    expect(asn.get('storerkey')?.lookup).toEqual({ kind: 'source', source: 'storer', params: { type: '1' }, checkedBy: 'options' });
    expect(asn.get('receipttype')?.lookup).toEqual({ kind: 'dict', dict: 'receipt_type' });
    expect(asn.has('status')).toBe(false);
    expect(asn.has('totalqtyreceived')).toBe(false);
  });

  it('is served with the column configuration in the request language, with the list label in each message', async () => {
    for (const [lang, owner] of [['zh_cn', '货主'], ['en', 'Owner']] as const) {
      const answer = await h.call('/queryDisplayedOrExportedColumns', { menu_code: 'asn', menu_list_code: 'asn_list' }, { token: admin, lang });
      const rules = (answer.body.bean as { fieldRules: Record<string, ServedRule[]> }).fieldRules;
      expect(rules.storerkey?.map((r) => r.kind)).toEqual(['required', 'maxLength', 'lookup']);
      expect(rules.storerkey?.[0]?.message).toBe(message(lang === 'en' ? 'en' : 'zh', 'cannotBeEmpty', owner));
      expect(rules.storerkey?.[2]).toMatchObject({ kind: 'lookup', checkedBy: 'options', options: '/options/storer?type=1' });
      expect(rules.status).toBeUndefined();
    }
  });

  it('serves a document list the rules of its lines too, the ones save-with-lines checks each line with', async () => {
    for (const [menu, qty] of [['asn', 'qtyexpected'], ['orders', 'qtyordered']] as const) {
      const answer = await h.call('/queryDisplayedOrExportedColumns', { menu_code: menu, menu_list_code: `${menu}_list` }, { token: admin, lang: 'en' });
      const lines = (answer.body.bean as { lineFieldRules?: Record<string, ServedRule[]> }).lineFieldRules;
      expect(lines?.sku?.map((r) => r.kind)).toEqual(expect.arrayContaining(['required', 'lookup']));
      // a blank quantity counts as 0 (what the server stores), which the range refuses
      expect(lines?.[qty]?.map((r) => r.kind)).toEqual(expect.arrayContaining(['number', 'range']));
      expect(lines?.[qty]?.find((r) => r.kind === 'range')).toMatchObject({ min: 0, minExclusive: true });
    }
    // a list saved without lines has none
    const plain = await h.call('/queryDisplayedOrExportedColumns', { menu_code: 'sku', menu_list_code: 'sku_list' }, { token: admin, lang: 'en' });
    expect(plain.body.bean).not.toHaveProperty('lineFieldRules');
  });
});

describe('the seed obeys its own rules', () => {
  it('has 0 rows that the declaration (and so the form) would refuse', () => {
    const refused = new Map<string, { rows: number; first: string }>();
    let checked = 0;
    for (const entity of ENTITIES) {
      if (fieldRulesOf(entity).size === 0) continue;
      const route = routeOf(entity.name);
      if (!route) continue;
      const shape = listShape(route);
      const rows = h.server.db.prepare(`SELECT * FROM "${entity.table}"`).all() as Row[];
      for (const row of rows) {
        checked++;
        // As the drawer saves it: the stored record, unchanged (mode update, the row as stored).
        for (const error of checkRecord({ db: h.server.db, lang: 'en', whseid: str(row.whseid) || 'WH01' }, shape, row, 'update', row)) {
          const key = `${entity.name}.${error.field}`;
          const seen = refused.get(key) ?? { rows: 0, first: `#${String(row.id)} ${JSON.stringify(row[error.field])}: ${error.message}` };
          seen.rows++;
          refused.set(key, seen);
        }
      }
    }
    expect(checked).toBeGreaterThan(50_000);
    expect(Object.fromEntries(refused)).toEqual({});
  });
});

/** Values that break a field's rules, one for each kind of rule it has. */
function breaking(rules: readonly ServedRule[]): { kind: string; value: string }[] {
  const out: { kind: string; value: string }[] = [];
  for (const rule of rules) {
    if (rule.kind === 'required') out.push({ kind: 'empty', value: '' });
    if (rule.kind === 'maxLength') out.push({ kind: 'too long', value: 'X'.repeat(rule.max + 1) });
    if (rule.kind === 'pattern') out.push({ kind: 'wrong pattern', value: rule.source.includes('!-~') ? '外部 单号' : rule.source.includes('0-9]+$') && !rule.source.includes('A-Z') ? 'A1' : 'A-1' });
    if (rule.kind === 'number') out.push({ kind: 'not a number', value: 'abc' });
    if (rule.kind === 'range') out.push({ kind: 'out of range', value: String(rule.max + 1) }, { kind: 'below range', value: String(rule.minExclusive ? rule.min : rule.min - 1) });
    if (rule.kind === 'scale') out.push({ kind: 'too precise', value: (1 / 3).toFixed(rule.scale + 1) });
    if (rule.kind === 'date') out.push({ kind: 'no such day', value: '2026-02-31 00:00:00' });
    if (rule.kind === 'lookup') out.push({ kind: 'unknown lookup', value: 'NOPE_X' });
  }
  return out;
}

describe('an outside pass of generic writes', () => {
  it('accepts none of the rule-breaking values over every list with a generic update', async () => {
    const accepted: string[] = [];
    let tried = 0;
    let lists = 0;
    for (const route of LIST_ROUTES) {
      const shape = listShape(route);
      if (!genericActions(shape).update || isBooksEntity(shape.entity)) continue;
      const status = shape.entity.status;
      const where = [`1 = 1`];
      if (shape.entity.scoped) where.push(`whseid = 'WH01'`);
      if (status) where.push(`"${status.field}" IN (${status.editable.map((s) => `'${s}'`).join(', ')})`);
      for (const [code, value] of Object.entries(route.fixed ?? {})) where.push(`"${code}" = '${String(value)}'`);
      if (route.where) where.push(route.where);
      const row = h.server.db.prepare(`SELECT * FROM "${shape.entity.table}" WHERE ${where.join(' AND ')} ORDER BY id LIMIT 1`).get() as Row | undefined;
      if (!row) continue;
      lists++;
      const rules = servedRules(shape, 'en');
      for (const [code, fieldRules] of Object.entries(rules)) {
        if (Object.hasOwn(route.fixed ?? {}, code)) continue;
        for (const sample of breaking(fieldRules)) {
          tried++;
          const answer = await h.call(`/${route.menuCode}/update`, { id: row.id, [code]: sample.value }, { token: admin, lang: 'en' });
          const stored = h.server.db.prepare(`SELECT "${code}" AS v FROM "${shape.entity.table}" WHERE id = ?`).get(Number(row.id)) as { v: unknown };
          // Accepted: the value was stored (a key the generic update never writes, such as whseid, is not).
          if (answer.body.returnCode === '200' && str(stored.v) === sample.value.trim() && str(row[code]) !== sample.value.trim()) {
            accepted.push(`${route.menuCode}.${code} ${sample.kind} ${JSON.stringify(sample.value)}`);
            // Put it back, so the next samples start from the seeded record.
            await h.call(`/${route.menuCode}/update`, { id: row.id, [code]: row[code] }, { token: admin });
          }
        }
      }
    }
    expect(lists).toBeGreaterThan(60);
    expect(tried).toBeGreaterThan(1000);
    expect(accepted).toEqual([]);
  });

  it('refuses the receipt of the issue: unknown owner, supplier, carrier and type, a Chinese external number', async () => {
    const base = { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-10 08:00:00', expectedreceiptdate: '2026-06-11 08:00:00' };
    const cases: [Row, string][] = [
      [{ storerkey: 'NOPE_OWNER' }, 'Owner: no such code, or it is inactive'],
      [{ suppliercode: 'NOPE_SUP' }, 'Supplier: no such code, or it is inactive'],
      [{ carrierkey: 'NOPE_CAR' }, 'Carrier: no such code, or it is inactive'],
      [{ receipttype: '99' }, 'Receipt type: no such code, or it is inactive'],
      [{ externreceiptkey: '外部单号' }, message('en', 'textNoChinese', 'External no.')],
    ];
    for (const [change, text] of cases) {
      const answer = await h.call('/asn/insert', { ...base, ...change }, { token: admin, lang: 'en' });
      expect({ change, returnMgr: answer.body.returnMgr }).toEqual({ change, returnMgr: text });
    }
    // An external number with a hyphen is accepted (it is not our code).
    const ok = await h.call('/asn/insert', { ...base, externreceiptkey: 'EXT-2026-001' }, { token: admin, lang: 'en' });
    expect(ok.body.returnCode).toBe('200');
  });
});
