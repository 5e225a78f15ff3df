/**
 * The console's figures are links to their filtered lists (issue 16): the receipts and orders by
 * status open the list filtered by that status, with every date range off, and the list counts
 * exactly the figure's number.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { logIn, openPage, productFixture } from './harness.ts';

const fixture = productFixture({ before, after });

void test('a console figure opens its list filtered to exactly that many rows', { timeout: 120_000 }, async () => {
  const product = fixture.get();
  const context = await product.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const { page, errors } = await openPage(context);
  await logIn(page, product);
  for (const group of ['入库单（按状态）', '出库单（按状态）']) {
    await page.goto(product.url('/index/home1'));
    const link = page.getByRole('link', { name: new RegExp(`^${group.replace(/[()（）]/g, '.')} · `) }).first();
    await link.waitFor({ timeout: 30_000 });
    const label = (await link.getAttribute('aria-label')) ?? '';
    const [, status, count] = /· (.+)：(\d+)，/.exec(label) ?? [];
    assert.ok(status && count, `a figure: ${label}`);
    await link.click();
    await page.waitForURL(/\?status=/);
    const list = page.locator('[data-screen="list"]').last();
    await list.getByText(`共 ${count} 条`).waitFor({ timeout: 30_000 });
    // Every row shown has the figure's status.
    const statuses = await list.locator('[role="row"]').filter({ hasText: status }).count();
    const rows = await list.locator('[role="grid"] [role="row"]').count();
    assert.ok(statuses >= Math.min(Number(count), 20) - 0 && rows >= 3, `${group} ${status}: ${String(statuses)} rows show it`);
  }
  await context.close();
  assert.deepEqual(errors.filter((e) => !e.includes('Failed to load resource')), []);
});
