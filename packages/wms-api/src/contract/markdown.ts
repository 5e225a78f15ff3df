import type * as v from 'valibot';
import type { AnswerDecl } from './answer';
import { ANSWERS } from './catalogue';
import { expectedOf, metadataOf, schemaOf } from './check';
import { LEAF, LIST, type LeafInfo } from './leaves';

type Node = v.GenericSchema & { entries?: Record<string, Node>; item?: Node; wrapped?: Node; options?: readonly unknown[]; key?: string; value?: Node; literal?: unknown };

interface Row {
  path: string;
  holds: string;
  tolerated: string;
}

const AT: Record<AnswerDecl['at'], string> = {
  bean: 'in `bean`',
  page: 'a page in `page` (`bean` and `data` tolerated); the summary row in `totalData`',
  rows: 'a list in `data.list` or `data` (a bare array and a root `list` tolerated)',
  envelope: 'nothing but the envelope',
  message: 'the message of the event stream (no envelope)',
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The rows of the field table of a schema, below `path`. */
function rows(schema: Node, path: string, required: boolean, out: Row[], depth = 0): void {
  const optional = required ? '' : ' (optional)';
  const meta = metadataOf(schema);
  const leaf = meta[LEAF] as LeafInfo | undefined;
  if (leaf) {
    out.push({ path, holds: leaf.expected + optional, tolerated: (leaf.tolerated ?? []).join('; ') });
    return;
  }
  if (meta[LIST]) {
    const item = schema.wrapped?.item;
    out.push({ path, holds: `list${optional}`, tolerated: 'null for an empty list' });
    if (item) rows(item, `${path}[]`, true, out, depth + 1);
    return;
  }
  switch (schema.type) {
    case 'optional':
      if (schema.wrapped) rows(schema.wrapped, path, false, out, depth);
      return;
    case 'nullable':
      if (schema.wrapped) {
        const before = out.length;
        rows(schema.wrapped, path, required, out, depth);
        const first = out[before];
        if (first) first.holds = `${first.holds} or null`;
      }
      return;
    case 'object':
    case 'loose_object': {
      const note = typeof meta.note === 'string' ? `; ${meta.note}` : '';
      out.push({ path, holds: `object${optional}${schema.type === 'loose_object' ? ', its other fields kept' : ''}${note}`, tolerated: schema.type === 'object' ? 'other fields (ignored)' : '' });
      for (const [key, entry] of Object.entries(schema.entries ?? {})) rows(entry, `${path}.${key}`, true, out, depth + 1);
      return;
    }
    case 'array':
      out.push({ path, holds: `list${optional}`, tolerated: '' });
      if (schema.item) rows(schema.item, `${path}[]`, true, out, depth + 1);
      return;
    case 'record':
      out.push({ path, holds: `object keyed by code${optional}`, tolerated: '' });
      if (schema.value) rows(schema.value, `${path}.<code>`, true, out, depth + 1);
      return;
    case 'variant':
      out.push({ path, holds: expectedOf(schema) + optional, tolerated: '' });
      for (const option of (schema.options ?? []) as Node[]) {
        const kind = JSON.stringify(option.entries?.[schema.key ?? '']?.literal);
        for (const [key, entry] of Object.entries(option.entries ?? {})) if (key !== schema.key) rows(entry, `${path}{${schema.key ?? 'kind'}=${kind}}.${key}`, true, out, depth + 1);
      }
      return;
    case 'lazy':
      out.push({ path, holds: `the same as its parent (nested)${optional}`, tolerated: '' });
      return;
    default:
      out.push({ path, holds: expectedOf(schema) + optional, tolerated: '' });
  }
}

/** Where the content of an answer sits, as a JSON path. */
const ROOT: Record<AnswerDecl['at'], string> = { bean: '$.bean', page: '$.page', rows: '$.data.list', envelope: '$', message: '$' };

/**
 * "What each answer must hold" (CONTRACT.md, generated): the envelope's rules, then each answer
 * of `ANSWERS` with the calls that answer it, where its content sits and a table of its fields —
 * what each must hold and what is tolerated — for a site's server team to read.
 */
export function contractMarkdown(): string {
  const lines: string[] = [
    '### What each answer must hold',
    '',
    'Generated from the schemas of `@wms/api` (`packages/wms-api/src/contract`) by `node scripts/contract-doc.mjs`;',
    'the app checks every answer against them at run time. An answer that differs otherwise is a',
    '*contract drift*: the part of the screen that reads it says which call and which field, and',
    '`./wms check-upstream` names it before the switch.',
    '',
    '**Every answer** is the envelope `{ returnCode, returnMgr, status }` with its content in `bean`, `page` or',
    '`data`. A success has `returnCode` `"200"` (tolerated: the number `200`); a refusal any other code with',
    '`returnMgr` (shown to the user, not drift). Fields the contract does not name are tolerated and ignored',
    '(extra envelope fields are noted as tolerated). Where a field is named below:',
    '',
    '- a **number** may come as a string of digits (`"12"`); a **code** as a number (`7` for `"7"`);',
    '- a **list** may be `null` for an empty list (read as `[]`) — but a list that is *missing* is drift;',
    '- a **flag** may be `1`/`0`, `"1"`/`"0"` or `"true"`/`"false"`;',
    '- a **date** is `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`, `yyyy-MM-dd HH:mm`); ISO 8601 (`T`, fractions, a zone) is tolerated;',
    '- a **page** is `{ list, pageNum (or curpage), pageSize, total }` in `page` (tolerated in `bean` or `data`);',
    '- **options** are `{ code, description }` in `data.list` or `data` (tolerated: a bare array, a root `list`).',
    '',
    "A list page's rows are the list's records: their fields are the ones its column configuration",
    'names. A shown column whose field is absent from every row of a non-empty page is drift on that',
    "column; a numeric column's cells hold numbers (strings of digits tolerated), a datetime column's",
    'dates; read on a sample of rows (`checkRowsAgainstColumns`).',
    '',
  ];
  for (const [name, decl] of Object.entries(ANSWERS) as [string, AnswerDecl][]) {
    lines.push(`#### \`${name}\``, '', decl.description, '', `Content: ${AT[decl.at]}.`, '');
    if (decl.at === 'envelope') continue;
    const table: Row[] = [];
    rows(schemaOf(decl), ROOT[decl.at], true, table);
    lines.push('| field | must hold | tolerated |', '| --- | --- | --- |');
    for (const row of table) lines.push(`| \`${cell(row.path)}\` | ${cell(row.holds)} | ${cell(row.tolerated)} |`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
