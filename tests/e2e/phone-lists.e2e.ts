/**
 * Lists on a phone (issue 49): at 390 × 844 every list is a column of cards drawn by the DataGrid
 * (no second list component), in each engine (tests/e2e/engines.ts: tests/e2e/firefox/ and
 * tests/e2e/webkit/ import this file).
 * - the inventory query, the receipt list, the order list and the pick list each show at least 4
 *   whole cards in the first screen, each with at least 4 labelled fields, the status among them,
 *   and neither the page nor the list scrolls sideways;
 * - on the receipt list: filter in the filter sheet, select two records, run an operation on
 *   them from the toolbar (its "more" menu when the button does not fit), open a record's drawer
 *   and come back to the same filtered cards.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { engineTitle } from './engines.ts';
import { apiSession, describePage, logIn, openPage, productFixture, waitOrDescribe } from './harness.ts';

const fixture = productFixture({ before, after });
const PHONE = { width: 390, height: 844 };

/** The list's cards, its feed named by the screen's title. */
const feedOf = (page: Page, title: string) => page.locator('[data-screen="list"]').getByRole('feed', { name: title });

/** Waits until the page's state holds; when it does not, fails saying what the page showed. */
async function until(page: Page, what: string, check: (arg: number) => boolean, arg: number): Promise<void> {
  try {
    await page.waitForFunction(check, arg, { timeout: 30_000 });
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}\n${await describePage(page)}`, { cause: error });
  }
}

/** Neither the page nor the card list scrolls sideways. */
async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const list = document.querySelector('[role="feed"]')?.parentElement;
    return { page: [document.documentElement.scrollWidth, document.documentElement.clientWidth], list: list ? [list.scrollWidth, list.clientWidth] : [0, 0] };
  });
  assert.ok((widths.page[0] ?? 0) <= (widths.page[1] ?? 0), `${where}: the page scrolls sideways (${widths.page.join(' > ')})`);
  assert.ok((widths.list[0] ?? 0) <= (widths.list[1] ?? 0), `${where}: the list scrolls sideways (${widths.list.join(' > ')})`);
}

/**
 * The cards wholly inside the first screen, each as its labelled fields (a term and its
 * definition: the status chip's label is read by screen readers, the others shown).
 */
async function firstScreenCards(page: Page): Promise<{ title: string; labels: string[]; status: string }[]> {
  return page.evaluate((height) => [...document.querySelectorAll<HTMLElement>('[data-screen="list"] [role="feed"] article')]
    .filter((card) => {
      const box = card.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= height && box.height > 0;
    })
    .map((card) => ({
      title: card.querySelector('.c-title')?.textContent ?? '',
      labels: [...card.querySelectorAll('dt')].map((term) => `${term.textContent}=${term.nextElementSibling?.textContent ?? ''}`),
      status: card.querySelector('.c-status dt')?.textContent ?? '',
    })), PHONE.height);
}

const LISTS: { path: string; title: string; status: string }[] = [
  { path: '/app/inventorySearch', title: '库存查询', status: '库存状态' },
  { path: '/app/asn/list', title: '入库单', status: '状态' },
  { path: '/app/orders/list', title: '出库单', status: '状态' },
  { path: '/app/pick', title: '拣货', status: '状态' },
];

void test(engineTitle('at 390 × 844: the inventory query, receipts, orders and picks are cards, at least 4 in the first screen with 4 labelled fields and the status each, no sideways scroll'), { timeout: 240_000 }, async () => {
  const product = fixture.get();
  const context = await product.browser.newContext({ viewport: PHONE, locale: 'zh-CN' });
  const { page, errors } = await openPage(context);
  await logIn(page, product);
  for (const list of LISTS) {
    await page.goto(product.url(list.path));
    const feed = feedOf(page, list.title);
    await waitOrDescribe(feed.locator('article').first());
    assert.equal(await page.locator('[data-screen="list"] [role="grid"]').count(), 0, `${list.path}: no grid beside the cards`);
    const cards = await firstScreenCards(page);
    assert.ok(cards.length >= 4, `${list.path}: ${String(cards.length)} whole cards in the first screen (${cards.map((c) => c.title).join(', ')})`);
    for (const card of cards) {
      assert.ok(card.labels.length >= 4, `${list.path} ${card.title}: ${String(card.labels.length)} labelled fields (${card.labels.join('; ')})`);
      assert.equal(card.status, list.status, `${list.path} ${card.title}: the status is a labelled field (${card.labels.join('; ')})`);
    }
    await noSidewaysScroll(page, list.path);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

void test(engineTitle('at 390 × 844 on the receipt list: filter in the sheet, select two cards, cancel them from the toolbar, open a drawer and come back'), { timeout: 240_000 }, async () => {
  const product = fixture.get();
  // Two new receipts of their own, found by their external number.
  const api = await apiSession(product.origin, 'admin', 'admin123');
  const tag = `PH49${String(Date.now()).slice(-7)}`;
  const keys: string[] = [];
  // Dated today: the list's date ranges start on last week.
  const today = new Date().toISOString().slice(0, 10);
  for (const n of [1, 2]) {
    const saved = (await api.post('/asn/saveWithLines', {
      header: { storerkey: 'OW001', receipttype: '0', orderdate: today, expectedreceiptdate: today, externreceiptkey: `${tag}-${String(n)}` },
      lines: [{ sku: 'AP000096', qtyexpected: 3 }],
    }, { 'Idempotency-Key': crypto.randomUUID() })) as { returnCode?: string; returnMgr?: string; bean?: { header?: { receiptkey?: string } } };
    assert.equal(saved.returnCode, '200', saved.returnMgr);
    keys.push(String(saved.bean?.header?.receiptkey));
  }

  const context = await product.browser.newContext({ viewport: PHONE, locale: 'zh-CN' });
  const { page, errors } = await openPage(context);
  await logIn(page, product);
  await page.goto(product.url('/app/asn/list'));
  const feed = feedOf(page, '入库单');
  await waitOrDescribe(feed.locator('article').first());

  // Filter: the search row's filters in a sheet; the external number typed and searched.
  await page.locator('[data-screen="list"] .c-bar').getByRole('button', { name: /^筛选/ }).click();
  const sheet = page.getByRole('dialog', { name: '筛选入库单' });
  await waitOrDescribe(sheet);
  // New receipts have no receipt date: its range (on by default, last week) is switched off.
  const receivedRange = sheet.getByRole('checkbox', { name: '启用收货时间日期范围' });
  // (Its drawn box covers the native input, which a tap on the box toggles: here by keyboard.)
  await receivedRange.focus();
  await receivedRange.press('Space');
  assert.equal(await receivedRange.isChecked(), false, 'the receipt date range is off');
  await sheet.getByRole('textbox', { name: '外部单号筛选' }).fill(tag);
  await sheet.getByRole('button', { name: '搜索', exact: true }).click();
  await sheet.waitFor({ state: 'detached' });
  await until(page, 'two cards after the filter', (count) => document.querySelectorAll('[data-screen="list"] [role="feed"] article').length === count, 2);
  for (const key of keys) await feed.getByRole('article', { name: key }).waitFor();

  // Select the two cards.
  for (const key of keys) await feed.getByRole('checkbox', { name: `选择 ${key}` }).click();
  await until(page, 'two cards selected', (count) => document.querySelectorAll('[data-screen="list"] article[data-selected]').length === count, 2);

  // The toolbar's operation: a button on its one line, else an item of its "more" menu; it asks first.
  const toolbar = page.locator('[data-screen="list"]').getByRole('toolbar', { name: '入库单 操作' });
  const button = toolbar.getByRole('button', { name: '取消', exact: true });
  if (await button.isVisible()) {
    await button.click();
  } else {
    await toolbar.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: /^取消/ }).click();
  }
  const confirm = page.getByRole('dialog').filter({ hasText: '确认对所选的 2 条记录执行“取消”' });
  await waitOrDescribe(confirm);
  await confirm.getByRole('button', { name: '执行', exact: true }).click();
  // Refetched in place: both cards now say cancelled, still filtered, the selection cleared.
  for (const key of keys) await feed.getByRole('article', { name: key }).filter({ hasText: '已取消' }).waitFor({ timeout: 30_000 });
  await until(page, 'the selection cleared', (count) => document.querySelectorAll('[data-screen="list"] article[data-selected]').length === count, 0);

  // A record's drawer: a tap on its card's title; full width; closed, the same cards are back.
  await feed.getByRole('button', { name: keys[0] ?? '', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /入库单/ }).last();
  await waitOrDescribe(drawer);
  await page.waitForFunction(() => [...document.querySelectorAll('[role="dialog"]')].some((d) => Math.round(d.getBoundingClientRect().width) === document.documentElement.clientWidth), undefined, { timeout: 15_000 });
  await noSidewaysScroll(page, 'the drawer');
  await drawer.getByRole('button', { name: '关闭', exact: true }).first().click();
  await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 0, undefined, { timeout: 15_000 });
  await feed.getByRole('article', { name: keys[1] ?? '' }).waitFor();
  assert.equal(await feed.locator('article').count(), 2, 'the filtered cards are back');
  await page.locator('[data-screen="list"] .c-bar').getByRole('button', { name: '筛选（1）' }).waitFor();
  await noSidewaysScroll(page, 'the receipt list after the drawer');
  assert.deepEqual(errors, []);
  await context.close();
});
