/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startHarness, type Harness } from '../../apps/wms-server/src/test-utils/harness';

/*
 * The server's menus against the app's route table (apps/wms/src/routes/routes.spec.tsv): every
 * list, page and embedded route of the app is a menu of the administrator. It reads both apps, so
 * it lives above both (issue 50), beside the agreement test.
 */

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
});
afterAll(async () => {
  await h.stop();
});

describe('menus and the app\'s routes', () => {
  it('has every list, page and embedded route of the app (but login and registration) as a menu of the administrator', async () => {
    const tsv = readFileSync(join(__dirname, '../../apps/wms/src/routes/routes.spec.tsv'), 'utf8');
    const wanted = tsv.split('\n').slice(1).map((line) => line.split('\t')).filter((c) => ['list', 'page', 'embedded'].includes(c[2] ?? '') && c[0] !== '/' && c[0] !== '/licenseRegister').map((c) => (c[0] ?? '').toLowerCase());
    const menus = await h.call('/menu/userMenus', undefined, { token: admin });
    const paths = new Set((menus.body.bean as { children: { path: string }[] }[]).flatMap((a) => a.children.map((c) => c.path.toLowerCase())));
    expect(wanted.filter((p) => !paths.has(p))).toEqual([]);
  });
});
