#!/usr/bin/env node
/**
 * The contract's schema library, measured (issue 47): Valibot 1.5 against zod/mini 4.6, on the
 * same schemas (bench/twins/*.mjs: the list page, its rows typed by 60 configured columns, the
 * column configuration) — bundle size (esbuild, minified, tree-shaken, gzip) and the time to
 * check a 500-row page of 60 columns and a column configuration of 60 columns. Then the same
 * figures for the catalogue as written (src/contract): the page checked whole, and as the client
 * checks it (the envelope and every row's shape, the columns' types on a sample of rows).
 *
 *   node --import tsx packages/wms-api/bench/contract.bench.mjs [--quick]
 *
 * Figures from a benchmark, never from a test: they depend on the machine and its load.
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as valibotTwin from './twins/valibot.mjs';
import * as zodTwin from './twins/zod.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const quick = process.argv.includes('--quick');

// ---------------------------------------------------------------------------------------------
// The answers: a 500-row page of 60 columns (20 numeric, 10 datetime, 30 text) and its config.

export const COLUMNS = Array.from({ length: 60 }, (_, i) => ({
  code: `field${String(i).padStart(2, '0')}`,
  name: `字段 ${i}`,
  width: '120',
  type: i < 20 ? 10401 : i < 30 ? 10403 : 10402,
  issearch: i % 7,
  sort_num: i,
  searchData: i % 10 === 5 ? '/options/storer?type=1' : undefined,
  owner: 'entered',
}));

export function pageBody(rows = 500) {
  const list = [];
  for (let r = 0; r < rows; r++) {
    const row = { id: r + 1, version: 1 };
    for (const [i, c] of COLUMNS.entries()) {
      row[c.code] = c.type === 10401 ? r * 3 + i : c.type === 10403 ? `2026-11-${String((r % 28) + 1).padStart(2, '0')} 10:${String(i % 60).padStart(2, '0')}:00` : `ASN${r}-${i}`;
    }
    list.push(row);
  }
  return { returnCode: '200', returnMgr: 'SUCCESS', status: 200, page: { list, pageNum: 1, pageSize: rows, total: 7000 }, totalData: { field00: 1234 } };
}

export function configBody() {
  const rules = Object.fromEntries(COLUMNS.slice(0, 40).map((c) => [c.code, [
    { kind: 'required', message: '不能为空' }, { kind: 'maxLength', max: 50, message: '太长' },
    { kind: 'range', min: 0, max: 999999999, minExclusive: false, message: '超出范围' },
  ]]));
  const operations = Array.from({ length: 8 }, (_, i) => ({
    code: `op${i}`, name: `操作 ${i}`, button: `asn:op${i}`, statusField: 'status', fromStatuses: ['0', '1'], multi: true, confirm: false,
    fields: [{ code: 'qty', name: '数量', type: 'number', required: true, rules: [{ kind: 'number', message: '数字' }] }],
  }));
  return {
    returnCode: '200', returnMgr: 'SUCCESS',
    bean: { tableDisplay: COLUMNS.slice(0, 45), tableHiding: COLUMNS.slice(45), exportDisplay: COLUMNS.slice(0, 30), exportHidden: COLUMNS.slice(30),
      configureSorting: '[{"column_code":"field00","sort_type":10202}]', totalSqlText: 'field00', operations, genericActions: { insert: true, update: true, delete: true }, fieldRules: rules },
  };
}

// ---------------------------------------------------------------------------------------------

/** min+gzip of a bundle of `contents` (an entry importing what it measures), tree-shaken. */
async function gzipOf(contents, resolveDir) {
  const result = await build({ stdin: { contents, resolveDir, loader: 'ts' }, bundle: true, minify: true, format: 'esm', write: false, treeShaking: true, platform: 'browser', target: 'es2022', conditions: ['@wms/source'] });
  const bytes = result.outputFiles[0].contents;
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The median time of one call, ms, over `rounds` rounds of `inner` calls (after warm-up). */
function timeOf(fn, { rounds = quick ? 9 : 31, inner = 5 } = {}) {
  for (let i = 0; i < 20; i++) fn();
  const samples = [];
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < inner; i++) fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6 / inner);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

const kB = (n) => `${(n / 1024).toFixed(2)} KiB`;
const ms = (n) => `${n < 1 ? n.toFixed(3) : n.toFixed(2)} ms`;

function table(title, header, rows) {
  console.log(`\n${title}`);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of rows) console.log(line(r));
}

const twins = { 'valibot 1.5': valibotTwin, 'zod/mini 4.6': zodTwin };
const page = pageBody(500);
const config = configBody();

// Sizes.
const sizeRows = [];
for (const [name, file] of [['valibot 1.5', 'valibot'], ['zod/mini 4.6', 'zod']]) {
  const pageOnly = await gzipOf(`import { listPage, check } from './twins/${file}.mjs'; export const f = (b) => check(listPage, b);`, here);
  const all = await gzipOf(`import { listPage, rowSchema, columnConfig, check } from './twins/${file}.mjs'; export { listPage, rowSchema, columnConfig, check };`, here);
  sizeRows.push([name, kB(pageOnly.gzip), kB(all.gzip), kB(all.min)]);
}
table('Bundle size (esbuild, minified, tree-shaken; gzip -9)', ['library', 'list page alone, gzip', 'page + rows + column config, gzip', 'same, min'], sizeRows);

// Speed.
const speedRows = [];
for (const [name, twin] of Object.entries(twins)) {
  const rows = twin.rowSchema(COLUMNS);
  const pageOnly = timeOf(() => twin.check(twin.listPage, page));
  const typedRows = timeOf(() => { for (const row of page.page.list) twin.check(rows, row); });
  const cfg = timeOf(() => twin.check(twin.columnConfig, config), { inner: 50 });
  speedRows.push([name, ms(pageOnly), ms(pageOnly + typedRows), ms(cfg)]);
}
table('Speed (median of one check)', ['library', '500-row page, rows as records', '500 rows typed by 60 columns', 'column config, 60 columns'], speedRows);

// The catalogue as written.
const contract = await import('../src/contract/index.ts').catch(() => undefined);
if (contract) {
  const call = { method: 'POST', path: '/asn/list/1' };
  const columns = config.bean.tableDisplay;
  const mine = [];
  const envelope = timeOf(() => contract.checkAnswer('listPage', page, call));
  const sampled = timeOf(() => { const { value } = contract.checkAnswer('listPage', page, call); contract.checkRowsAgainstColumns(value, columns, call); });
  const whole = timeOf(() => { const { value } = contract.checkAnswer('listPage', page, call); contract.checkRowsAgainstColumns(value, columns, call, { sample: Infinity }); });
  const cfg = timeOf(() => contract.checkAnswer('columnConfig', config, { method: 'POST', path: '/queryDisplayedOrExportedColumns' }), { inner: 50 });
  const src = join(here, '../src');
  const login = await gzipOf(`import { checkDeclared } from './contract/check'; import { login } from './contract/answers/session'; export const f = (b) => checkDeclared(login, b, { method: 'POST', path: '/login' });`, src);
  const catalogue = await gzipOf(`export { ANSWERS, checkAnswer, checkRowsAgainstColumns } from './contract/index';`, src);
  const copy = timeOf(() => structuredClone(page), { rounds: 9 });
  mine.push(['500-row page: envelope, meta, every row an object', ms(envelope)]);
  mine.push(['  + the columns on a sample of rows (as the grid does)', ms(sampled)]);
  mine.push(['  + the columns on every row', ms(whole)]);
  mine.push(['column configuration (45 + 15 columns, rules, operations)', ms(cfg)]);
  mine.push(['for scale: structuredClone of the same page', ms(copy)]);
  mine.push(['bundle: the login answer with checkAnswer (gzip)', kB(login.gzip)]);
  mine.push(['bundle: the whole catalogue (gzip)', kB(catalogue.gzip)]);
  table('The catalogue as written (src/contract, Valibot)', ['what', 'figure'], mine);
}
