/** @jest-environment node */
import { checkRules } from '../../packages/ui-form/src/model/rules';
import { operationsOf, toColumnConfig, type FieldRule } from '@wms/api';
import { operationInputProblem } from '../../apps/wms/src/screens/List/model/operationInput';
import { allColumns, formRulesOf } from '../../apps/wms/src/screens/List/model/formItems';
import { listShape } from '../../apps/wms-server/src/engine/columns';
import { updateRecord } from '../../apps/wms-server/src/engine/crud';
import { Refusal } from '../../apps/wms-server/src/engine/errors';
import { genericActions } from '../../apps/wms-server/src/engine/columnConfig';
import { checkOperationInput } from '../../apps/wms-server/src/flows/http';
import { allOperations, operationOf } from '../../apps/wms-server/src/flows/registry';
import { startHarness, type Harness } from '../../apps/wms-server/src/test-utils/harness';
import { ENTITIES } from '../../apps/wms-server/src/catalogue/entities';
import { fieldRulesOf } from '../../apps/wms-server/src/catalogue/fieldRules';
import { MESSAGES, message, type MessageKey } from '../../apps/wms-server/src/catalogue/messages';
import { isBooksEntity } from '../../apps/wms-server/src/catalogue/owners';
import { LIST_ROUTES } from '../../apps/wms-server/src/catalogue/routes';

/**
 * The agreement test of issue 38, generated from the server's declaration (apps/wms-server's catalogue/fieldRules.ts): for
 * every entered field of every entity that has a generic update, and a fixed set of sample
 * values for its type (valid, empty, too long, wrong pattern, out of range, too precise, not a
 * number, no such day, unknown lookup), the server's verdict (its generic update, the path of
 * every list write, run in a savepoint that is rolled back; the column configuration and the
 * options come over HTTP as the app reads them) and the
 * drawer form's verdict (the app's formRulesOf over the served column configuration, judged by
 * ui-form's checkRules, lookups against the options the drawer loads) agree: both accept, or both
 * refuse with the same message. Every sample is tried on every field, not only on fields declaring
 * a rule of that kind, so a rule checked on one side only (a copy kept in the app, a check added
 * to the server beside the declaration) makes them disagree. It compares the two apps, so it
 * lives above both (issue 50: no file of apps/wms-server imports from apps/wms), in the server's
 * Jest project (jest.config.js), which seeds the database its harness starts from.
 */

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

/** Sample values by column type (10402 text, 10401 number, 10403 date). */
const SAMPLES: Readonly<Record<number, readonly { kind: string; value: string }[]>> = {
  10402: [
    { kind: 'empty', value: '' },
    { kind: 'too long (51)', value: 'X'.repeat(51) },
    { kind: 'too long (201)', value: 'Y'.repeat(201) },
    { kind: 'too long (501)', value: 'Z'.repeat(501) },
    { kind: 'Chinese and a space', value: '外部 单号' },
    { kind: 'a hyphen', value: 'A-1' },
    { kind: 'letters', value: 'AB' },
    { kind: 'unknown lookup', value: 'NOPE_X' },
  ],
  10401: [
    { kind: 'empty', value: '' },
    { kind: 'not a number', value: 'abc' },
    { kind: 'below 0', value: '-1' },
    { kind: 'zero', value: '0' },
    { kind: 'above the range', value: '1000000000' },
    { kind: 'too precise', value: '0.33333' },
    { kind: 'a decimal', value: '1.5' },
  ],
  10403: [
    { kind: 'empty', value: '' },
    { kind: 'no such day', value: '2026-02-31 00:00:00' },
    { kind: 'a day', value: '2026-06-10 08:00:00' },
    { kind: 'long ago', value: '1990-01-01 00:00:00' },
  ],
};

/**
 * Rules of the entity that compare a field with other records or the books (engine/rules.ts
 * ENTITY_RULES, uniqueness): the server's alone, by design. A refusal with one of these messages
 * is not a disagreement; any other message the form does not give is.
 */
const SERVER_ONLY: readonly MessageKey[] = ['maxContainersBelowCount', 'replacementSame', 'numberingSerialType', 'outstandingNotZero', 'lostLocation', 'duplicateCode'];
const SERVER_ONLY_TEXT = SERVER_ONLY.map((key) => new RegExp(`^${MESSAGES[key][1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\d\\\}/g, '.*')}$`));
const isServerOnly = (text: string) => SERVER_ONLY_TEXT.some((pattern) => pattern.test(text));

/** A route that shows all of an entity's fields, with a generic update. */
const routeOf = (entity: string) => LIST_ROUTES.find((r) => r.entity === entity && !r.columns && !r.fixed && !r.where && genericActions(listShape(r)).update) ?? LIST_ROUTES.find((r) => r.entity === entity && genericActions(listShape(r)).update);

/** The codes of a lookup's options as the drawer loads them (an inline list, or the option path). */
async function codesOf(options: string | undefined, cache: Map<string, string[]>): Promise<string[] | undefined> {
  if (!options) return undefined;
  const text = options.trim();
  if (text.startsWith('[')) return (JSON.parse(text) as { code: string }[]).map((o) => o.code);
  const known = cache.get(text);
  if (known) return known;
  const answer = await h.call(text, undefined, { token: admin, lang: 'en', method: 'GET' });
  const list = ((answer.body.data as { list?: { code: string }[] } | undefined)?.list ?? []).map((o) => o.code);
  cache.set(text, list);
  return list;
}

/** The server's verdict on a generic update: 'accepted' or its message (in English); nothing is kept. */
function serverUpdate(shape: ReturnType<typeof listShape>, body: Row): string {
  const db = h.server.db;
  db.exec('SAVEPOINT agreement');
  try {
    updateRecord({ db, lang: 'en', scope: { whseid: 'WH01' }, userid: 'admin', now: '2026-06-15 10:00:00' }, shape, body);
    return 'accepted';
  } catch (error) {
    if (error instanceof Refusal) return message('en', error.key, ...error.args);
    throw error;
  } finally {
    db.exec('ROLLBACK TO agreement');
    db.exec('RELEASE agreement');
  }
}

it('the server and the form agree on every entered field and sample value', async () => {
  const disagreements: string[] = [];
  const deferred: string[] = [];
  const optionCache = new Map<string, string[]>();
  let compared = 0;
  let entities = 0;
  for (const entity of ENTITIES) {
    if (fieldRulesOf(entity).size === 0 || isBooksEntity(entity)) continue;
    const route = routeOf(entity.name);
    if (!route) continue;
    const shape = listShape(route);
    const where = ['1 = 1'];
    if (entity.scoped) where.push(`whseid = 'WH01'`);
    if (entity.status) where.push(`"${entity.status.field}" IN (${entity.status.editable.map((s) => `'${s}'`).join(', ')})`);
    for (const [code, value] of Object.entries(route.fixed ?? {})) where.push(`"${code}" = '${String(value)}'`);
    if (route.where) where.push(route.where);
    const row = h.server.db.prepare(`SELECT * FROM "${entity.table}" WHERE ${where.join(' AND ')} ORDER BY id LIMIT 1`).get() as Row | undefined;
    if (!row) continue;
    entities++;
    const answer = await h.call('/queryDisplayedOrExportedColumns', { menu_code: route.menuCode, menu_list_code: `${route.menuCode}_list` }, { token: admin, lang: 'en' });
    const config = toColumnConfig(answer.body);
    const columns = allColumns(config);
    const served = config.fieldRules ?? {};
    const options = new Map<string, string[]>();
    for (const [code, rules] of Object.entries(served)) {
      const lookup = rules.find((r): r is Extract<FieldRule, { kind: 'lookup' }> => r.kind === 'lookup');
      const codes = await codesOf(lookup?.options, optionCache);
      if (codes) options.set(code, codes);
    }
    const formRules = formRulesOf(columns, served, { optionsOf: (code) => options.get(code)?.map((c) => ({ code: c })), record: row });
    for (const column of columns) {
      // whseid is never written by a generic update (the warehouse's own key included): no value of it is judged.
      if (!served[column.code] || Object.hasOwn(route.fixed ?? {}, column.code) || column.code === 'whseid') continue;
      const samples = [{ kind: 'valid (as stored)', value: row[column.code] === null || row[column.code] === undefined ? '' : String(row[column.code]) }, ...(SAMPLES[column.type] ?? [])];
      for (const sample of samples) {
        compared++;
        const serverVerdict = serverUpdate(shape, { id: row.id, [column.code]: sample.value });
        // As the form judges a save: the changed field first, then every other field with the new values.
        const values = { ...row, [column.code]: sample.value };
        const failures = [column.code, ...columns.map((c) => c.code).filter((c) => c !== column.code)].map((code) => checkRules(values[code], formRules[code], values)).filter((f) => f !== undefined);
        const failure = failures[0];
        const formVerdict = failure === undefined ? 'accepted' : 'text' in failure ? failure.text : `key:${failure.key}`;
        if (formVerdict === serverVerdict) continue;
        const where = `${route.menuCode}.${column.code} ${sample.kind} ${JSON.stringify(sample.value.slice(0, 12))}`;
        const lookup = served[column.code]?.find((r) => r.kind === 'lookup');
        if (formVerdict === 'accepted' && lookup?.kind === 'lookup' && lookup.checkedBy === 'server' && serverVerdict === lookup.message) {
          deferred.push(where);
          continue;
        }
        if (formVerdict === 'accepted' && isServerOnly(serverVerdict)) continue;
        disagreements.push(`${where}: server ${serverVerdict} | form ${formVerdict}`);
      }
    }
  }
  expect(entities).toBeGreaterThan(35);
  expect(compared).toBeGreaterThan(2000);
  expect(disagreements).toEqual([]);
  // Items and locations are too many to load into a form: the server's answer names them.
  expect(deferred.filter((d) => !/^\w+\.(sku|fromsku|tosku|loc|fromloc|toloc) /.test(d))).toEqual([]);
  expect(deferred.length).toBeGreaterThan(0);
});

/** Sample inputs of an operation's field by its type. */
const OP_SAMPLES: Readonly<Record<string, readonly { kind: string; value: string }[]>> = {
  number: [...(SAMPLES[10401] ?? []), { kind: 'a small decimal', value: '0.000001' }, { kind: 'too precise (7)', value: '0.0000001' }, { kind: 'ten', value: '10' }, { kind: 'large', value: '10001' }],
  string: [...(SAMPLES[10402] ?? []), { kind: 'a code', value: 'A_1' }],
  select: [...(SAMPLES[10402] ?? []), { kind: 'a code', value: '1' }],
};

it("an operation's dialog and the server agree on every operation field and sample input", async () => {
  const disagreements: string[] = [];
  const deferred: string[] = [];
  let compared = 0;
  const menus = [...new Set(allOperations().map((o) => o.menu))];
  for (const menu of menus) {
    const route = LIST_ROUTES.find((r) => r.menuCode === menu);
    if (!route) continue;
    const answer = await h.call('/queryDisplayedOrExportedColumns', { menu_code: menu, menu_list_code: `${menu}_list` }, { token: admin, lang: 'en' });
    for (const op of operationsOf(answer.body)) {
      const spec = operationOf(menu, op.code);
      for (const field of op.fields ?? []) {
        const declared = spec?.fields.find((f) => f.code === field.code);
        if (!declared) throw new Error(`${menu}:${op.code}.${field.code} is served but not declared`);
        // Every served field carries its rules: the dialog keeps no checks of its own for it.
        expect(field.rules?.length ?? 0).toBeGreaterThan(0);
        for (const sample of [...(OP_SAMPLES[declared.type] ?? []), { kind: 'blank', value: '   ' }]) {
          compared++;
          let serverVerdict = 'accepted';
          try {
            checkOperationInput(h.server.db, 'en', 'WH01', declared, sample.value);
          } catch (error) {
            if (!(error instanceof Refusal)) throw error;
            serverVerdict = message('en', error.key, ...error.args);
          }
          const problem = operationInputProblem(field, sample.value);
          const formVerdict = problem === undefined ? 'accepted' : 'message' in problem ? problem.message : `key:${problem.key}`;
          if (formVerdict === serverVerdict) continue;
          const where = `${menu}:${op.code}.${field.code} ${sample.kind} ${JSON.stringify(sample.value.slice(0, 12))}`;
          // The dialog loads no options: a code that does not exist is the server's to name.
          const lookup = field.rules?.find((r) => r.kind === 'lookup');
          if (formVerdict === 'accepted' && lookup && serverVerdict === lookup.message) {
            deferred.push(where);
            continue;
          }
          disagreements.push(`${where}: server ${serverVerdict} | dialog ${formVerdict}`);
        }
      }
    }
  }
  expect(compared).toBeGreaterThan(300);
  expect(disagreements).toEqual([]);
  expect(deferred.length).toBeGreaterThan(0);
});
