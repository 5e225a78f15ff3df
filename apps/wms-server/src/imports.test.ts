/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Issue 25, point 7: the server has no import cycle, and db/database.ts imports neither the
 * ledger nor engine/ (a module that needs a migration registers it). Read from the sources: every
 * relative import that is not type-only (`import type`, `export type`) is an edge.
 */

const SRC = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** The runtime imports of each file (type-only imports left out). */
function graph(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    const edges: string[] = [];
    for (const match of text.matchAll(pattern)) {
      if (match[2]) continue;
      const clause = match[3] ?? '';
      // `import { type A, type B } from` is type-only too.
      if (/^\{\s*(type\s+[A-Za-z0-9_]+\s*,?\s*)+\}\s+from\s+$/.test(clause.trim() + ' ')) continue;
      const target = resolveImport(file, match[4] ?? '');
      if (target) edges.push(target);
    }
    out.set(file, edges);
  }
  return out;
}

const rel = (file: string) => relative(SRC, file);

test('the server has no import cycle', () => {
  const edges = graph();
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map(rel).join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  expect(cycles).toEqual([]);
  expect(edges.size).toBeGreaterThan(50);
});

test('db/database.ts imports neither the ledger nor engine/', () => {
  const imports = graph().get(join(SRC, 'db', 'database.ts')) ?? [];
  expect(imports.map(rel).filter((f) => f.startsWith('ledger') || f.startsWith('engine'))).toEqual([]);
  expect(imports.map(rel)).toEqual(expect.arrayContaining(['catalogue/entities.ts']));
});
