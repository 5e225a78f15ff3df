#!/usr/bin/env node
// The zh and en catalogues of every namespace must hold the same keys (and no empty texts):
// a key in one language only is a string some user will see untranslated.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.name === 'zh.json' || entry.name === 'en.json') yield path;
  }
}

function keys(value, prefix = '') {
  const out = new Map();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object' && !Array.isArray(child)) for (const [k, v] of keys(child, path)) out.set(k, v);
    else out.set(path, child);
  }
  return out;
}

const folders = new Set();
for (const top of ['packages', 'apps']) {
  if (existsSync(join(root, top))) for (const file of walk(join(root, top))) folders.add(dirname(file));
}

let problems = 0;
let checked = 0;
for (const folder of [...folders].sort()) {
  const name = relative(root, folder);
  const files = { zh: join(folder, 'zh.json'), en: join(folder, 'en.json') };
  const missingFile = Object.entries(files).filter(([, file]) => !existsSync(file)).map(([lang]) => lang);
  if (missingFile.length) {
    console.error(`i18n: ${name} has no ${missingFile.join(', ')}.json`);
    problems += 1;
    continue;
  }
  const zh = keys(JSON.parse(readFileSync(files.zh, 'utf8')));
  const en = keys(JSON.parse(readFileSync(files.en, 'utf8')));
  for (const [lang, mine, other] of [['zh', zh, en], ['en', en, zh]]) {
    for (const [key, text] of mine) {
      if (!other.has(key)) {
        console.error(`i18n: ${name}: "${key}" is in ${lang}.json only`);
        problems += 1;
      }
      if (typeof text !== 'string' || text.trim() === '') {
        console.error(`i18n: ${name}: "${key}" in ${lang}.json is empty or not a string`);
        problems += 1;
      }
    }
  }
  checked += 1;
}
if (checked === 0) {
  console.error('i18n: no catalogues found');
  process.exit(1);
}
console.log(`i18n: ${checked} namespaces checked, ${problems} problems`);
process.exit(problems ? 1 : 0);
