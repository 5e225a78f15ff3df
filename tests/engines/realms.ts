/**
 * Which pages' JavaScript realms WebKitGTK still holds after page loads (issue 50): a diagnostic for
 * the WebKit growth by page loads (apps/wms/README.md), not a gate. MiniBrowser runs without
 * WebDriver, driven through WebKitGTK's remote inspector (WEBKIT_INSPECTOR_HTTP_SERVER): it signs
 * in, loads --loads screens by `location.assign`, runs three full collections (Heap.gc), takes a
 * heap snapshot (Heap.snapshot) and counts the realms alive (one `WindowProperties` cell a realm)
 * and the documents, then prints the shortest path from the snapshot's roots to each document,
 * leaving out the cells named by --skip (JSC's own: structures, code blocks, executables).
 *
 *   ./wms pnpm exec node --import tsx tests/engines/realms.ts --app /tmp/build [--loads 6] \
 *     [--env JSC_useJIT=false] [--inject knockout.js] [--control] [--out snapshot.json] \
 *     [--paths /index/home1] [--no-sign-in --paths '/?a,/?b' --shown 'input[name="username"]']
 *
 * --control loads a plain page (--control-module: its script a module script) (a 20,000-cell table, 20,000 objects, a timer and an abort
 * listener: no script of the app) instead of the app's screens, to see what the harness itself
 * keeps; --inject runs a script first in the app's index.html (to knock a browser API out).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freshDatabase } from '../e2e/harness.ts';
import { inspectedLogIn, startInspectedWebKit } from './drivers.ts';

const { values } = parseArgs({
  options: {
    app: { type: 'string' },
    loads: { type: 'string', default: '6' },
    env: { type: 'string', default: '' },
    inject: { type: 'string' },
    control: { type: 'boolean', default: false },
    /** The control page's script as a module script (type="module") rather than a classic one. */
    'control-module': { type: 'boolean', default: false },
    /** The screens loaded in turn (after /ris-wms), and what shows one has rendered. */
    paths: { type: 'string', default: '/app/asn/list,/app/orders/list,/app/po/list,/index/home1' },
    shown: { type: 'string' },
    /** Load the screens without signing in first (the login page: --paths / --shown 'input[name="username"]'). */
    'no-sign-in': { type: 'boolean', default: false },
    skip: { type: 'string', default: '^(Structure|StructureRareData|.*CodeBlock|.*Executable)$' },
    out: { type: 'string' },
  },
});
if (!values.app) throw new Error('--app DIR: a built app');
const PATHS = values.paths.split(',').filter(Boolean);
const SHOWN = values.shown ?? (values.control ? 'h1' : '[data-screen="list"] [role="grid"], main h1, main h2');
const sleep = (ms: number) => new Promise((done) => { setTimeout(done, ms); });

/** JSC's heap snapshot (version 3, type Inspector): four numbers a node, four an edge. */
interface Snapshot { type: string; nodes: number[]; nodeClassNames: string[]; edges: number[]; edgeTypes: string[]; edgeNames: string[] }

function appCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'wms-realms-'));
  cpSync(resolve(values.app ?? ''), copy, { recursive: true });
  if (values.inject) {
    writeFileSync(join(copy, 'session-inject.js'), readFileSync(values.inject, 'utf8'));
    writeFileSync(join(copy, 'index.html'), readFileSync(join(copy, 'index.html'), 'utf8').replace('<head>', '<head><script src="/ris-wms/session-inject.js"></script>'));
    for (const compressed of ['index.html.gz', 'index.html.br']) rmSync(join(copy, compressed), { force: true });
  }
  // The control page (files are served as they were when the server started).
  writeFileSync(join(copy, 'control.html'), `<!doctype html><html><head><meta charset="utf-8"><title>control</title><script${values['control-module'] ? ' type="module"' : ''} src="/ris-wms/control.js"></script></head><body><h1>control</h1><div id="t"></div></body></html>`);
  writeFileSync(join(copy, 'control.js'), `addEventListener('DOMContentLoaded', () => {
  let html = '<table>'; const rows = [];
  for (let r = 0; r < 1000; r++) { html += '<tr>'; for (let c = 0; c < 20; c++) { html += '<td>' + r + ':' + c + '</td>'; rows.push({ r, c, text: 'cell ' + r + ' ' + c }); } html += '</tr>'; }
  document.getElementById('t').innerHTML = html + '</table>';
  window.rows = rows;
  const controller = new AbortController(); controller.signal.addEventListener('abort', () => {}); window.signal = controller.signal;
  setTimeout(() => {}, 100000);
});`);
  return copy;
}

function analyse(snapshot: Snapshot): void {
  const className = new Map<number, string>();
  for (let i = 0; i < snapshot.nodes.length; i += 4) className.set(snapshot.nodes[i] ?? 0, snapshot.nodeClassNames[snapshot.nodes[i + 2] ?? 0] ?? '');
  const counts = new Map<string, number>();
  for (const name of className.values()) counts.set(name, (counts.get(name) ?? 0) + 1);
  console.log(`realms (WindowProperties): ${String(counts.get('WindowProperties') ?? 0)}; Document ${String(counts.get('Document') ?? 0)}; HTMLDocument ${String(counts.get('HTMLDocument') ?? 0)}`);
  const edges = new Map<number, [number, number, number][]>();
  for (let i = 0; i < snapshot.edges.length; i += 4) {
    const from = snapshot.edges[i] ?? 0;
    const list = edges.get(from) ?? [];
    list.push([snapshot.edges[i + 1] ?? 0, snapshot.edges[i + 2] ?? 0, snapshot.edges[i + 3] ?? 0]);
    edges.set(from, list);
  }
  const rootEdges = new Map<string, number>();
  for (const [to] of edges.get(0) ?? []) rootEdges.set(className.get(to) ?? '', (rootEdges.get(className.get(to) ?? '') ?? 0) + 1);
  console.log(`the root set by class: ${[...rootEdges].sort((a, b) => b[1] - a[1]).slice(0, 16).map(([name, n]) => `${name} ${String(n)}`).join(', ')}`);
  const skip = new RegExp(values.skip);
  const parent = new Map<number, [number, number, number] | null>([[0, null]]);
  const queue = [0];
  for (let head = 0; head < queue.length; head += 1) {
    for (const [to, type, data] of edges.get(queue[head] ?? 0) ?? []) {
      if (parent.has(to) || skip.test(className.get(to) ?? '')) continue;
      parent.set(to, [queue[head] ?? 0, type, data]);
      queue.push(to);
    }
  }
  const label = (type: number, data: number) => {
    const kind = snapshot.edgeTypes[type];
    return kind === 'Index' ? `[${String(data)}]` : kind === 'Internal' ? '' : `.${snapshot.edgeNames[data] ?? ''}`;
  };
  for (const [node, name] of className) {
    if (name !== 'HTMLDocument') continue;
    if (!parent.has(node)) { console.log(`HTMLDocument #${String(node)}: not reachable without ${values.skip}`); continue; }
    const path: string[] = [];
    for (let at = node, step = parent.get(at); step; at = step[0], step = parent.get(at)) path.unshift(`${className.get(at) ?? ''}${label(step[1], step[2])}`);
    console.log(`HTMLDocument #${String(node)}: root > ${path.join(' > ')}`);
  }
}

async function main(): Promise<void> {
  const app = appCopy();
  const dataDir = mkdtempSync(join(tmpdir(), 'wms-realms-data-'));
  const server = await (await import('../../apps/wms-server/src/index.ts')).startServer({ port: 0, ...freshDatabase(dataDir), appDir: app, logger: false });
  const origin = server.url;
  const env = Object.fromEntries(values.env.split(',').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  const { send, evaluate, until, end } = await startInspectedWebKit(`${origin}/ris-wms/`, env);
  try {
    if (!values.control && !values['no-sign-in']) {
      console.log(`signed in: ${String(await inspectedLogIn({ evaluate, until }))}`);
    }
    const loads = Number(values.loads);
    for (let load = 1; load <= loads; load += 1) {
      const url = values.control ? `${origin}/ris-wms/control.html?${String(load)}` : `${origin}/ris-wms${PATHS[(load - 1) % PATHS.length] ?? '/index/home1'}`;
      await evaluate(`window.wmsOld = 1; location.assign(${JSON.stringify(url)}); 1`);
      console.log(`load ${String(load)}: shown ${String(await until(`!window.wmsOld && !!document.querySelector(${JSON.stringify(SHOWN)})`))}`);
      await sleep(500);
    }
    await sleep(3000);
    await send('Heap.enable');
    for (let collection = 0; collection < 3; collection += 1) { await send('Heap.gc'); await sleep(1000); }
    const answer = await send('Heap.snapshot') as { result?: { snapshotData?: string } };
    const text = answer.result?.snapshotData ?? '{}';
    if (values.out) writeFileSync(values.out, text);
    analyse(JSON.parse(text) as Snapshot);
  } finally {
    end();
    await Promise.race([server.close(), sleep(15_000)]);
    rmSync(app, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit();
