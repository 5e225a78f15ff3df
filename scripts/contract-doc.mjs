#!/usr/bin/env node
/**
 * CONTRACT.md's "What each answer must hold" (issue 47, point 5), generated from the schemas of
 * @wms/api (`contractMarkdown()`, packages/wms-api/src/contract): written between the markers
 * <!-- contract:answers:start --> and <!-- contract:answers:end -->, so it cannot go stale.
 *
 *   node --import tsx scripts/contract-doc.mjs           write the section anew
 *   node --import tsx scripts/contract-doc.mjs --check   exit 1 when CONTRACT.md differs (the i18n gate)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contractMarkdown } from '../packages/wms-api/src/contract/markdown.ts';

const START = '<!-- contract:answers:start (written by scripts/contract-doc.mjs from @wms/api contractMarkdown) -->';
const END = '<!-- contract:answers:end -->';
const file = resolve(import.meta.dirname, '..', 'CONTRACT.md');
const check = process.argv.includes('--check');

const text = readFileSync(file, 'utf8');
const from = text.indexOf('<!-- contract:answers:start');
const to = text.indexOf(END);
if (from < 0 || to < from) {
  console.error(`contract-doc: CONTRACT.md has no ${START} … ${END} section`);
  process.exit(1);
}
const next = `${text.slice(0, from)}${START}\n\n${contractMarkdown()}\n${text.slice(to)}`;
if (check) {
  if (next !== text) {
    console.error('contract-doc: CONTRACT.md is stale: its answers section differs from the schemas of @wms/api. Run `./wms pnpm exec node --import tsx scripts/contract-doc.mjs` and commit CONTRACT.md.');
    process.exit(1);
  }
  console.log('contract-doc: CONTRACT.md matches the schemas of @wms/api');
} else {
  writeFileSync(file, next);
  console.log(`contract-doc: CONTRACT.md written (${String(contractMarkdown().split('\n').length)} lines of answers)`);
}
