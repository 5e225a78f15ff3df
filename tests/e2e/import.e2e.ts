/**
 * Spreadsheet import (issue 16): download a template, fill it with 2,000 rows of which three are
 * bad, see the three in the preview with their messages, fix them in place, import, find the rows
 * in their list and the result in /app/comexcelimportresult; a wrong sheet type and an empty file
 * are refused with the messages in zh and en.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { downloaded } from './download.ts';
import { engineTitle, inChromium } from './engines.ts';
import { logIn, openPage, productFixture } from './harness.ts';

const fixture = productFixture({ before, after });
const SEP = '\u001f';
const ROWS = 2000;
const RUN = String(Date.now() % 100000).padStart(5, '0');
/** WMS_E2E_SHOTS=<dir> keeps screenshots of the states a reviewer would look at. */
const shot = async (page: Page, name: string) => { if (process.env.WMS_E2E_SHOTS) await page.screenshot({ path: `${process.env.WMS_E2E_SHOTS}/import-${name}.png` }); };
const skuOf = (n: number) => `E2E${RUN}${String(n).padStart(4, '0')}`;

function workbook(...sheets: XLSX.WorkSheet[]): Buffer {
  const book = XLSX.utils.book_new();
  sheets.forEach((sheet, i) => { XLSX.utils.book_append_sheet(book, sheet, `Sheet${String(i + 1)}`); });
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function chooseFile(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.locator('[data-screen="custom-import"] input[type="file"]').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
}

/** Edits one preview cell: focus it, type the value, Enter. */
async function fixCell(page: Page, rowKey: string, column: string, value: string): Promise<void> {
  const cell = page.locator(`[data-cell="${rowKey}${SEP}${column}"]`);
  await cell.click();
  await page.keyboard.press('Enter');
  const editor = page.locator('[data-import-preview] [role="grid"] input').first();
  await editor.waitFor();
  await editor.fill(value);
  await editor.press('Enter');
  await assertEventually(async () => (await cell.getAttribute('aria-invalid')) === null, `cell ${rowKey}/${column} still invalid`);
}

async function assertEventually(check: () => Promise<boolean>, message: string, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(message);
}

void test(engineTitle('2,000 rows from the downloaded template: three bad ones seen, fixed in place, imported, found in the list and the results'), { timeout: 240_000 }, async () => {
  const product = fixture.get();
  const context = await product.browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  const { page, errors } = await openPage(context);
  await logIn(page, product);
  // From the item list's Import action: the import page with the items' template chosen.
  await page.goto(product.url('/app/sku'));
  await page.locator('[data-screen="list"] [role="grid"] [role="row"]').nth(2).waitFor({ timeout: 30_000 });
  await page.getByRole('toolbar').first().getByRole('button', { name: '导入', exact: true }).click();
  await page.waitForURL(/\/app\/customimport\?template=IMP_SKU$/);
  const screen = page.locator('[data-screen="custom-import"]');
  await screen.getByRole('combobox', { name: '导入模板' }).waitFor();
  assert.equal(await screen.getByRole('combobox', { name: '导入模板' }).inputValue(), 'IMP_SKU');

  // The template, downloaded: one sheet, its header the item list's columns in Chinese.
  const { bytes } = await downloaded(page, () => screen.getByRole('button', { name: '下载模板' }).click());
  const template = XLSX.read(bytes, { type: 'buffer' });
  assert.equal(template.SheetNames.length, 1);
  const header = (XLSX.utils.sheet_to_json<string[]>(template.Sheets[template.SheetNames[0] ?? ''] ?? {}, { header: 1 })[0] ?? []);
  for (const name of ['货主', '商品编码', '商品名称', '单价']) assert.ok(header.includes(name), `template header has ${name}: ${header.join(',')}`);

  // Filled with 2,000 rows; row 10 has a price that is not a number, row 500 no name, row 1,500 a formula.
  const col = (name: string) => header.indexOf(name);
  const rows: (string | number)[][] = [];
  for (let n = 1; n <= ROWS; n++) {
    const row: (string | number)[] = header.map(() => '');
    row[col('货主')] = 'OW001';
    row[col('商品编码')] = skuOf(n);
    row[col('商品名称')] = `导入测试商品 ${String(n)}`;
    row[col('单价')] = n === 10 ? '十二元' : (n % 97) + 0.5;
    if (n === 500) row[col('商品名称')] = '';
    rows.push(row);
  }
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  sheet[XLSX.utils.encode_cell({ r: 1500, c: col('商品名称') })] = { t: 'n', v: 2, f: '1+1' };
  await chooseFile(page, 'items.xlsx', workbook(sheet));

  const preview = screen.locator('[data-import-preview]');
  await preview.getByText('3 个单元格有错误，请在表格中直接修改').waitFor({ timeout: 60_000 });
  const list = preview.getByRole('region', { name: '错误列表' });
  // The first two are judged by the server's declared rules, in the server's words (the agreement
  // test holds those words to the server's); the formula is the preview's own check.
  for (const text of [/^第 11 行 · 单价：.*数字/, /^第 501 行 · 商品名称：.*(必填|不能为空)/, '第 1501 行 · 商品名称：不接受公式，请填写值']) await list.getByText(text).waitFor();
  await shot(page, 'preview');
  // Nothing is sent while errors remain.
  await screen.getByRole('button', { name: '导入', exact: true }).click();
  await screen.getByRole('alert').filter({ hasText: '还有 3 个单元格有错误，请先修正' }).waitFor();

  // Fixed in place, from the rows with errors only.
  await preview.getByText('只看有错误的行').click();
  await assertEventually(async () => (await preview.locator('[role="grid"] [role="row"][data-row-key]').count()) === 3, 'three rows with errors shown');
  await shot(page, 'only-errors');
  await fixCell(page, '9', 'price', '12');
  await fixCell(page, '499', 'descr', '导入测试商品 500');
  await fixCell(page, '1499', 'descr', '导入测试商品 1500');
  await preview.getByText('没有发现错误，可以导入').waitFor();

  await screen.getByRole('button', { name: '导入', exact: true }).click();
  const done = screen.getByRole('alert').filter({ hasText: `导入完成，共 ${String(ROWS)} 行` });
  await done.waitFor({ timeout: 120_000 });
  await shot(page, 'done');
  const batch = /批次号 (IMP\d+)/.exec((await done.textContent()) ?? '')?.[1];
  assert.ok(batch, 'the result names its batch');

  // The rows are in the item list, as fixed.
  await page.goto(product.url(`/app/sku?sku=${skuOf(10)}`));
  await page.locator('[data-screen="list"]').getByText('共 1 条').waitFor({ timeout: 30_000 });
  await page.locator('[data-screen="list"] [role="grid"]').getByText('12', { exact: true }).waitFor();
  await page.goto(product.url(`/app/sku?sku=${skuOf(1500)}`));
  await page.locator('[data-screen="list"] [role="grid"]').getByText('导入测试商品 1500').waitFor({ timeout: 30_000 });

  // The result in the import results.
  await page.goto(product.url(`/app/comexcelimportresult?code=${batch}`));
  await page.locator('[data-screen="list"] [role="grid"]').getByText(`导入完成，共 ${String(ROWS)} 行`).waitFor({ timeout: 30_000 });
  await context.close();
  assert.deepEqual(errors.filter((e) => !e.includes('Failed to load resource')), []);
});

if (inChromium()) void test('a wrong sheet type and an empty file are refused before anything is sent, in zh and en', { timeout: 120_000 }, async () => {
  const product = fixture.get();
  const context = await product.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const { page, errors } = await openPage(context);
  await logIn(page, product);
  const sent: string[] = [];
  page.on('request', (request) => { if (/\/excelImport\/[A-Z_]+$/.test(request.url())) sent.push(request.url()); });
  await page.goto(product.url('/app/customimport?template=IMP_SKU'));
  const screen = page.locator('[data-screen="custom-import"]');
  const twoSheets = workbook(XLSX.utils.aoa_to_sheet([['商品编码'], ['A1']]), XLSX.utils.aoa_to_sheet([['商品编码'], ['A2']]));
  const empty = workbook(XLSX.utils.aoa_to_sheet([['货主', '商品编码', '商品名称']]));
  await screen.getByRole('button', { name: '下载模板' }).waitFor();
  await chooseFile(page, 'two.xlsx', twoSheets);
  await screen.getByRole('alert').filter({ hasText: '工作表类型与导入配置不符：模板要求单工作表，文件有 2 个工作表' }).waitFor();
  await chooseFile(page, 'empty.xlsx', empty);
  await screen.getByRole('alert').filter({ hasText: '导入行数为0，请检查文件' }).waitFor();
  await chooseFile(page, 'notes.xlsx', Buffer.from('货主,商品编码\nOW001,A1\n'));
  await screen.getByRole('alert').filter({ hasText: '请上传 Excel 文件（仅支持 .xlsx、.xls）' }).waitFor();

  await page.getByRole('button', { name: /语言/ }).first().click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  const english = page.locator('[data-screen="custom-import"]');
  await english.getByRole('button', { name: 'Download template' }).waitFor();
  await chooseFile(page, 'two.xlsx', twoSheets);
  await english.getByRole('alert').filter({ hasText: 'The sheet type does not match the import configuration: the template expects one sheet, the file has 2 sheets' }).waitFor();
  await chooseFile(page, 'empty.xlsx', empty);
  await english.getByRole('alert').filter({ hasText: 'Zero rows to import: check the file' }).waitFor();
  await shot(page, 'refused-en');
  assert.deepEqual(sent, [], 'a refused file is never sent');
  await context.close();
  assert.deepEqual(errors.filter((e) => !e.includes('Failed to load resource')), []);
});

// The files are read in a Web Worker, so the page's main thread stays free while they are. How long
// its tasks take is a figure of the bench (tests/bench/app: the import case records the longest
// main-thread task of these same hostile files and of a 100,000-row sheet), not a timed assertion
// here: on two shared cores a busy machine stretched a 60 ms layout past 200 ms. What is asserted
// here is that a worker does the reading, and that every file ends in a message.

if (inChromium()) void test('hostile files end with a clear message, never a crash or a polluted prototype: a worker reads them', { timeout: 240_000 }, async () => {
  const { hostileFile, seeded } = await import('../../apps/wms/src/import/model/hostileFiles.ts');
  const product = fixture.get();
  const context = await product.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const { page, errors } = await openPage(context);
  let workers = 0;
  page.on('worker', () => { workers += 1; });
  await logIn(page, product);
  await page.goto(product.url('/app/customimport?template=IMP_SKU'));
  const screen = page.locator('[data-screen="custom-import"]');
  await screen.getByRole('button', { name: '下载模板' }).waitFor();
  await page.waitForTimeout(1000);
  const random = seeded(20261125);
  const kinds = new Set<string>();
  for (let n = 0; n < 24; n++) {
    const file = hostileFile(random, n);
    kinds.add(file.kind);
    await chooseFile(page, `hostile-${String(n)}.xlsx`, Buffer.from(file.bytes));
    // Every file ends: refused with a message, or read into the preview.
    const outcome = screen.getByRole('alert').or(screen.locator('[data-import-preview]'));
    await outcome.first().waitFor({ timeout: 60_000 });
    const text = (await outcome.first().textContent()) ?? '';
    assert.ok(text.trim().length > 0, `${file.kind}: a message`);
    const state = await page.evaluate(() => ({ polluted: (({}) as Record<string, unknown>).polluted }));
    assert.equal(state.polluted, undefined, `${file.kind}: Object.prototype polluted`);
    if (await screen.locator('[data-import-preview]').count()) await screen.getByRole('button', { name: '重新选择文件' }).click();
  }
  assert.ok(kinds.size >= 12, `kinds tried: ${[...kinds].join(', ')}`);
  assert.ok(workers >= 1, 'the files were read in a Web Worker');
  await context.close();
  assert.deepEqual(errors.filter((e) => !e.includes('Failed to load resource')), []);
});
