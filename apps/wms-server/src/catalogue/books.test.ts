/** @jest-environment node */
import type { SQLInputValue } from 'node:sqlite';
import { DICTIONARIES } from './dictionaries';
import { ENTITIES } from './entities';
import { message } from './messages';
import { BOOKS_ENTITIES, OWNERSHIP, ownersOf, type FieldOwner } from './owners';
import { LIST_ROUTES } from './routes';
import type { EntityDef, FieldDef, ListRouteDef } from './types';
import { listShape } from '../engine/columns';
import { checkInvariants } from '../ledger/ledger';
import { startHarness, type Harness } from '../test-utils/harness';

/**
 * Issue 25, point 2: generated from the catalogue, not a hand-written list. For every list and
 * every field that is not entered, a generic update that changes it is refused and leaves the row
 * and the books unchanged; a generic insert naming it is refused and creates nothing; a generic
 * insert, update and delete onto every books list is refused; the books balance at the end.
 */

jest.setTimeout(600_000);

describe('every field of every entity has one owner', () => {
  it.each(ENTITIES.map((e) => [e.name, e] as const))('%s', (_name, entity) => {
    const owners = ownersOf(entity);
    for (const field of entity.fields) expect(owners.get(field.code)).toMatch(/^(entered|derived|status|generated)$/);
  });

  it('an entity with a field nobody classified is refused (the check above can fail)', () => {
    const base = ENTITIES.find((e) => e.name === 'asn') as EntityDef;
    const grown: EntityDef = { ...base, name: 'asnGrown', fields: [...base.fields, { ...(base.fields[1] as FieldDef), code: 'newfield' }] };
    expect(() => ownersOf(grown)).toThrow(/no owners/);
    const renamed: EntityDef = { ...base, fields: [...base.fields, { ...(base.fields[1] as FieldDef), code: 'newfield' }] };
    // Same name as a classified entity, one more field: not in the cache's entry for this object.
    expect(() => ownersOf({ ...renamed, name: 'po' })).toThrow(/has no owner|is classified but/);
  });

  it('the books lists hold no entered field, and every classified entity exists', () => {
    for (const name of BOOKS_ENTITIES) {
      const entity = ENTITIES.find((e) => e.name === name) as EntityDef;
      expect([...ownersOf(entity).values()].filter((o) => o === 'entered')).toEqual([]);
    }
    expect(Object.keys(OWNERSHIP).sort()).toEqual(ENTITIES.map((e) => e.name).sort());
  });
});

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
});
afterAll(async () => {
  await h.stop();
});

const quote = (c: string) => `"${c}"`;

/** A value of a field other than the current one. */
function changed(field: FieldDef, value: unknown): string | number {
  const current = typeof value === 'string' || typeof value === 'number' ? value : '';
  if (field.type === 10401) return Number(current) + 7;
  if (field.type === 10403) return String(current).startsWith('2001-02-03') ? '2002-03-04 05:06:07' : '2001-02-03 04:05:06';
  if (field.options?.kind === 'dict') {
    const other = (DICTIONARIES[field.options.code] ?? []).find(([code]) => code !== String(current));
    if (other) return other[0];
  }
  return `${String(current)}Z9`;
}

/** A row the list shows, in an editable status when the entity has one (so only ownership can refuse). */
function rowOf(route: ListRouteDef, entity: EntityDef): Record<string, unknown> | undefined {
  const conditions: string[] = [];
  const args: SQLInputValue[] = [];
  if (entity.scoped) {
    conditions.push('whseid = ?');
    args.push('WH01');
  }
  for (const [code, value] of Object.entries(route.fixed ?? {})) {
    conditions.push(`${quote(code)} = ?`);
    args.push(value);
  }
  if (route.where) conditions.push(`(${route.where})`);
  if (entity.status) {
    conditions.push(`${quote(entity.status.field)} IN (${entity.status.editable.map(() => '?').join(', ')})`);
    args.push(...entity.status.editable);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return h.server.db.prepare(`SELECT * FROM ${quote(entity.table)} ${where} ORDER BY id LIMIT 1`).get(...args);
}

const stockSignature = () => JSON.stringify(h.server.db.prepare('SELECT COUNT(*) AS n, SUM(qty) AS q, SUM(qtyallocated) AS a, SUM(qtypicked) AS p, SUM(qtyonhold) AS o FROM lotxlocxid').get());
const itrnCount = () => (h.server.db.prepare('SELECT COUNT(*) AS n FROM itrn').get() as { n: number }).n;
const countOf = (table: string) => (h.server.db.prepare(`SELECT COUNT(*) AS n FROM ${quote(table)}`).get() as { n: number }).n;

const writable = LIST_ROUTES.filter((r) => !r.readOnly);

describe('an outsider\'s generic-write pass over every list', () => {
  const tally = { updates: 0, inserts: 0, books: 0, rowsChecked: 0 };
  let stockBefore = '';
  let itrnBefore = 0;

  beforeAll(() => {
    stockBefore = stockSignature();
    itrnBefore = itrnCount();
  });

  it.each(writable.filter((r) => BOOKS_ENTITIES.has(r.entity)).map((r) => [r.menuCode, r] as const))('books list %s: no generic insert, update or delete', async (menuCode, route) => {
    const entity = listShape(route).entity;
    const before = countOf(entity.table);
    const row = rowOf(route, entity);
    const answers = [
      await h.call(`/${menuCode}/insert`, row ? Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'id' && k !== 'whseid')) : {}, { token: admin }),
      ...(row
        ? [await h.call(`/${menuCode}/update`, { id: row.id, ...Object.fromEntries(entity.fields.filter((f) => f.type === 10401).map((f) => [f.code, Number(row[f.code]) + 5])) }, { token: admin }),
          await h.call(`/${menuCode}/delete`, { ids: [row.id] }, { token: admin })]
        : []),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(405);
      expect(answer.body.returnCode).toBe('403');
      expect(answer.body.returnMgr).toBe(message('zh', 'booksNoGenericWrite', route.zh));
    }
    expect(countOf(entity.table)).toBe(before);
    if (row) expect(h.server.db.prepare(`SELECT * FROM ${quote(entity.table)} WHERE id = ?`).get(Number(row.id))).toEqual(row);
    tally.books++;
  });

  it.each(writable.filter((r) => !BOOKS_ENTITIES.has(r.entity)).map((r) => [r.menuCode, r] as const))('list %s: every field not entered is refused on update and insert', async (menuCode, route) => {
    const shape = listShape(route);
    const { entity } = shape;
    const owners = ownersOf(entity);
    const fields = entity.fields.filter((f) => owners.get(f.code) !== 'entered');
    const row = rowOf(route, entity);
    const rowsBefore = countOf(entity.table);
    /** What the server itself would store on an insert, so that the test's value differs from it. */
    const insertDefault = (code: string): unknown =>
      route.fixed?.[code] ?? (entity.status?.field === code ? entity.status.deletable[0] : code === 'source' ? '0' : code === 'active' ? '1' : code === 'qcstatus' ? '0' : undefined);
    if (row) {
      // The version is not a value: a body naming another one is a stale write (409), refused alike.
      const stale = await h.call(`/${menuCode}/update`, { id: row.id, version: Number(row.version) + 3 }, { token: admin });
      expect([stale.status, stale.body.returnCode]).toEqual([409, '409']);
      expect((stale.body.bean as { record: unknown }).record).toMatchObject({ id: row.id, version: row.version });
      expect(h.server.db.prepare(`SELECT * FROM ${quote(entity.table)} WHERE id = ?`).get(Number(row.id))).toEqual(row);
    }
    for (const field of fields) {
      if (field.code === 'version') continue;
      const owner = owners.get(field.code) as FieldOwner;
      const label = (shape.byCode.get(field.code) ?? field).zh;
      const expected = entity.status?.field === field.code ? message('zh', 'opStatusByOperation') : message('zh', 'fieldNotEntered', label);
      if (row) {
        const answer = await h.call(`/${menuCode}/update`, { id: row.id, [field.code]: changed(field, row[field.code]) }, { token: admin });
        expect({ field: field.code, owner, returnMgr: answer.body.returnMgr }).toEqual({ field: field.code, owner, returnMgr: expected });
        expect(h.server.db.prepare(`SELECT * FROM ${quote(entity.table)} WHERE id = ?`).get(Number(row.id))).toEqual(row);
        tally.updates++;
      }
      const insert = await h.call(`/${menuCode}/insert`, { [field.code]: changed(field, insertDefault(field.code) ?? (field.type === 10401 ? 0 : '')) }, { token: admin });
      expect({ field: field.code, owner, returnMgr: insert.body.returnMgr }).toEqual({ field: field.code, owner, returnMgr: expected });
      tally.inserts++;
    }
    if (row) tally.rowsChecked++;
    expect(countOf(entity.table)).toBe(rowsBefore);
  });

  it('left the books as they were, balanced', () => {
    expect(stockSignature()).toBe(stockBefore);
    expect(itrnCount()).toBe(itrnBefore);
    expect(checkInvariants(h.server.db)).toEqual([]);
    // The pass covered the catalogue: every books list, and a row of most other lists.
    expect(tally.books).toBe(writable.filter((r) => BOOKS_ENTITIES.has(r.entity)).length);
    expect(tally.updates).toBeGreaterThan(200);
    expect(tally.inserts).toBeGreaterThanOrEqual(tally.updates);
  });
});
