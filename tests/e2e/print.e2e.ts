/**
 * Printing from a list (issue 16): the ASN list's print action prints the selected receipts with
 * the inbound report through the print plug-in (@wms/print's simulator on the plug-in's port, as
 * the hardware outside the product), in batches with progress; with no plug-in on the machine it
 * chooses the browser (issue 48) and opens the report's PDF, asking nothing about reconnecting.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { PluginSimulator } from '../../packages/print/src/simulator/index.ts';
import { logIn, openPage, prepareTestApp, productFixture } from './harness.ts';

const fixture = productFixture({ before, after });

async function selectRows(page: Page, count: number): Promise<string[]> {
  const rows = page.locator('[data-screen="list"] [role="grid"] [role="row"]');
  await rows.nth(2).waitFor({ timeout: 30_000 });
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const row = rows.nth(2 + i);
    await row.getByRole('checkbox').check();
    keys.push(((await row.innerText()).match(/ASN\d{10}/) ?? [''])[0]);
  }
  return keys;
}

void test('the ASN list prints the selected receipts through the plug-in, in batches with progress', { timeout: 120_000 }, async () => {
  const product = fixture.get();
  const simulator = new PluginSimulator({ port: (await prepareTestApp()).printPort, host: '127.0.0.1', latencyMs: [5, 20] });
  await simulator.start();
  try {
    const context = await product.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const { page, errors } = await openPage(context);
    await logIn(page, product);
    await page.goto(product.url('/app/asn/list'));
    const toolbar = page.getByRole('toolbar', { name: /入库/ });
    // Nothing selected: the action is there but waits for rows.
    assert.equal(await toolbar.getByRole('button', { name: '打印', exact: true }).isDisabled(), true);
    const keys = await selectRows(page, 3);
    assert.ok(keys.every((k) => k !== ''), `receipt numbers read: ${keys.join(',')}`);
    await toolbar.getByRole('button', { name: '打印', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The selection's document numbers, the inbound reports, the plan of batches.
    assert.equal(await dialog.getByRole('textbox').inputValue(), keys.join('\n'));
    await dialog.getByText(/共 \d+ 个打印任务/).waitFor();
    await dialog.getByRole('button', { name: '打印', exact: true }).click();
    await dialog.getByText(/打印完成：\d+ 份/).waitFor({ timeout: 30_000 });
    const printedDocs = new Set(simulator.received.flatMap((r) => {
      const data = (r as { data?: unknown }).data;
      const list = Array.isArray(data) ? data : [data];
      return list.map((d) => (d && typeof d === 'object' && 'document' in d ? String((d as { document: unknown }).document) : '')).filter(Boolean);
    }));
    assert.deepEqual([...printedDocs].sort(), [...keys].sort(), 'each selected receipt reached the plug-in');
    await context.close();
    assert.deepEqual(errors, []);
  } finally {
    await simulator.stop();
  }
});

void test('with no plug-in, the list print chooses the browser and prints there, in zh and en, asking nothing about reconnecting', { timeout: 120_000 }, async () => {
  const product = fixture.get();
  const context = await product.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const { page, errors } = await openPage(context);
  page.on('dialog', (d) => { errors.push(`a dialog asked: ${d.message()}`); void d.dismiss(); });
  await logIn(page, product);
  await page.goto(product.url('/app/asn/list'));
  // The system print dialog is outside the product: window.print only counts here.
  await page.evaluate(() => { window.print = () => undefined; });
  await selectRows(page, 1);
  await page.getByRole('toolbar', { name: /入库/ }).getByRole('button', { name: '打印', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: '报表' }).selectOption('RPT_ASN');
  assert.equal(await dialog.getByRole('radio', { name: '浏览器打印' }).isChecked(), true);
  assert.equal(await dialog.getByRole('radio', { name: '打印插件' }).count(), 0, 'no plug-in on this machine: not offered');
  assert.equal(await dialog.getByText(/打印插件：未连接|重新连接/).count(), 0, 'nor its absence told');
  await dialog.getByRole('button', { name: '打印', exact: true }).click();
  // The seed's receipt report prints on a label or a laser printer: labels as pages (a copy each, as the report says), or the report's PDF.
  await dialog.getByText(/^(已打开浏览器打印：\d+ 张|已打开 PDF 打印：1 份单据)$/).waitFor({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /语言/ }).first().click();
  await page.getByRole('option', { name: 'English' }).click();
  // The list reloads in English (the selection with it): select again.
  await page.getByRole('columnheader').filter({ hasText: /Receipt|ASN/i }).first().waitFor();
  await selectRows(page, 1);
  await page.getByRole('toolbar', { name: /Receipt|ASN|inbound/i }).getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Report' }).selectOption('RPT_ASN');
  assert.equal(await page.getByRole('dialog').getByRole('radio', { name: 'Browser' }).isChecked(), true);
  await page.getByRole('dialog').getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('dialog').getByText(/^(Browser print opened: \d+ labels|PDF print opened: 1 documents)$/).waitFor({ timeout: 30_000 });
  await context.close();
  assert.deepEqual(errors.filter((e) => !e.includes('Failed to load resource') && !e.includes('8240')), []);
});
