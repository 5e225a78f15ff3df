/**
 * The app on the floor (issue 26): at a handheld's 360 × 640 and 480 × 800, with touch, against
 * the reference server. No page scrolls sideways as a whole (the console, the receipt list, its
 * drawer, a station); the menu drawer opens and closes by touch (the menu button, a touch outside,
 * choosing a screen) and by keyboard (Enter on the button, Esc; focus in and back); the list's
 * toolbar keeps one line with a "more" menu; the list is a column of cards (issue 49); the drawer
 * takes the full width; the station's scan field spans the screen and its function keys are
 * buttons of at least 44 × 44 px.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { engineTitle, inChromium } from './engines.ts';
import { logIn, openPage, productFixture } from './harness.ts';

const fixture = productFixture({ before, after });

async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  assert.ok(scroll <= client, `${where}: the page scrolls sideways (${String(scroll)} > ${String(client)})`);
}

for (const size of inChromium() ? [{ width: 360, height: 640 }, { width: 480, height: 800 }] : []) {
  const at = `${String(size.width)} × ${String(size.height)}`;

  void test(`at ${at}: the menu drawer by touch and keyboard, the receipt list, its drawer, no sideways scroll`, { timeout: 180_000 }, async () => {
    const product = fixture.get();
    const context = await product.browser.newContext({ viewport: size, hasTouch: true, isMobile: true, locale: 'zh-CN' });
    const { page, errors } = await openPage(context);
    await logIn(page, product);
    await page.getByRole('heading', { name: /欢迎/ }).waitFor();
    await page.getByRole('navigation', { name: '已打开的页面' }).waitFor();
    await noSidewaysScroll(page, 'the console');
    const menuButton = page.getByRole('button', { name: '菜单', exact: true });
    const drawer = page.getByRole('dialog', { name: '菜单' });
    assert.equal(await page.getByRole('treegrid').count(), 0, 'no side menu on a handheld');

    // Touch: the button opens it, a touch outside closes it.
    await menuButton.tap();
    await drawer.waitFor();
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'true');
    await drawer.getByRole('treegrid').waitFor();
    assert.ok(await drawer.evaluate((node) => node.contains(document.activeElement)), 'focus moves into the drawer');
    const box = await drawer.boundingBox();
    assert.ok(box && box.width < size.width, 'the drawer leaves room to touch outside');
    await page.touchscreen.tap(size.width - 10, size.height / 2);
    await drawer.waitFor({ state: 'detached' });

    // Keyboard: Enter on the focused button opens it, Esc closes it and focus goes back.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    assert.equal(await menuButton.evaluate((node) => node === document.activeElement), true, 'focus is back on the menu button');

    // Choosing a screen closes it and opens the receipt list.
    await menuButton.tap();
    await drawer.getByRole('row', { name: /入库管理/ }).getByRole('button', { name: '展开 入库管理' }).tap();
    await drawer.getByRole('row', { name: '入库单', exact: true }).tap();
    await drawer.waitFor({ state: 'detached' });
    // A handheld's list is a column of cards (issue 49).
    const cards = page.getByRole('feed', { name: '入库单' });
    await cards.getByRole('article').nth(3).waitFor();
    await noSidewaysScroll(page, 'the receipt list');

    // The toolbar: one line of buttons, the rest in "more" (a menu, by touch and keyboard).
    const toolbar = page.getByRole('toolbar');
    const tops = await toolbar.locator('button').evaluateAll((buttons) => [...new Set(buttons.filter((b) => b.checkVisibility() && !b.closest('[data-toolbar-more]')).map((b) => Math.round(b.getBoundingClientRect().top)))]);
    assert.equal(tops.length, 1, `one line of toolbar buttons (${tops.join(', ')})`);
    const more = toolbar.getByRole('button', { name: /更多/ });
    await more.tap();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    assert.ok((await menu.getByRole('menuitem').count()) > 0, 'the buttons that did not fit are in the menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // A record's drawer takes the full width.
    await cards.getByRole('article').first().locator('button.c-title').tap();
    const record = page.getByRole('dialog').last();
    await record.waitFor();
    await page.waitForFunction(() => {
      const dialogs = [...document.querySelectorAll('[role="dialog"]')];
      return dialogs.some((d) => Math.round(d.getBoundingClientRect().width) === document.documentElement.clientWidth);
    }, undefined, { timeout: 15_000 });
    await noSidewaysScroll(page, 'the drawer');
    assert.deepEqual(errors, []);
    await context.close();
  });

  void test(`at ${at}: the receive station fills the screen, the scanner's Enter books`, { timeout: 180_000 }, async () => {
    const product = fixture.get();
    const context = await product.browser.newContext({ viewport: size, hasTouch: true, isMobile: true, locale: 'zh-CN' });
    const { page, errors } = await openPage(context);
    await logIn(page, product);
    await page.goto(product.url('/app/scanGather'));
    const station = page.locator('[data-screen="station"]');
    await station.waitFor();
    assert.equal(await station.getAttribute('data-mode'), 'station');
    const field = station.locator('input');
    const fieldBox = await field.boundingBox();
    // The scan field and the camera beside it (issue 39) span the screen; the field takes the rest of the row.
    const cameraBox = await station.locator('[data-camera-open]').boundingBox();
    assert.ok(fieldBox && cameraBox, 'the scan field and its camera button are shown');
    assert.ok(cameraBox.x + cameraBox.width - fieldBox.x >= size.width - 40, `the scan row spans the screen (${String(cameraBox.x + cameraBox.width - fieldBox.x)} of ${String(size.width)})`);
    assert.ok(fieldBox.width >= size.width - 40 - cameraBox.width - 16, `the scan field takes the row but the camera (${String(fieldBox.width)} of ${String(size.width)})`);
    for (const key of await station.locator('[data-key]').all()) {
      const keyBox = await key.boundingBox();
      assert.ok(keyBox && keyBox.width >= 44 && keyBox.height >= 44, `${await key.innerText()}: at least 44 × 44`);
    }
    // A scanner types and presses Enter; an unknown document is refused, large.
    await field.fill('NO-SUCH-ASN');
    await field.press('Enter');
    await station.locator('[data-result="refused"]').waitFor();
    assert.ok(await page.evaluate(() => document.activeElement?.tagName === 'INPUT'), 'focus stays in the scan field');
    // F9 by its button: the focus comes back to the field.
    await station.locator('[data-key="F9"]').tap();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    await noSidewaysScroll(page, 'the station');
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
    await context.close();
  });
}

void test(engineTitle('at a desk: Ctrl+K finds 入库单 by rkd among the user’s menu, opens it as a tab, and lists it as recent next time'), { timeout: 180_000 }, async () => {
  const product = fixture.get();
  const context = await product.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  const { page, errors } = await openPage(context);
  await logIn(page, product);
  await page.getByRole('heading', { name: /欢迎/ }).waitFor();
  // The names are looked up when the palette first opens (not with the shell): they are there.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: '跳转到页面' });
  const field = palette.getByRole('combobox');
  await field.waitFor();
  await field.fill('rkd');
  const found = palette.getByRole('listbox', { name: '找到的页面' });
  await found.getByRole('option', { name: /^入库单/ }).first().waitFor();
  assert.equal(await found.getByRole('option').first().getAttribute('data-path'), '/app/asn/list');
  await field.press('Enter');
  await palette.waitFor({ state: 'detached' });
  await page.getByRole('grid', { name: '入库单' }).waitFor();
  await page.getByRole('navigation', { name: '已打开的页面' }).getByText('入库单', { exact: true }).waitFor();
  // Reopened, with nothing typed: the screen just opened comes first among the recent ones.
  await page.getByRole('button', { name: '查找页面' }).click();
  const recent = palette.getByRole('listbox', { name: '最近打开' });
  await recent.getByRole('option').first().waitFor();
  assert.equal(await recent.getByRole('option').first().getAttribute('data-path'), '/app/asn/list');
  await page.keyboard.press('Escape');
  await palette.waitFor({ state: 'detached' });
  assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  await context.close();
});
