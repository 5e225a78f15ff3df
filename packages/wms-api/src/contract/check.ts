import * as v from 'valibot';
import { ContractDrift, type DriftIssue } from './drift';
import type { AnswerCall, AnswerDecl, Checked, OutputOf, Tolerance } from './answer';
import { LEAF, LIST, TOLERATED, tolerantly, type LeafInfo } from './leaves';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** At most this many differences are named (one a path pattern); the rest are counted. */
const MOST_ISSUES = 20;

/** What came, shortened: a type and a sample (`string "12x"`, `null`, `missing`, `array (3 items)`). */
export function gotOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  if (Array.isArray(value)) return `array (${String(value.length)} item${value.length === 1 ? '' : 's'})`;
  if (isRecord(value)) {
    const keys = Object.keys(value);
    return keys.length === 0 ? 'object {}' : `object { ${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', …' : ''} }`;
  }
  return typeof value;
}

type AnySchema = v.GenericSchema & { pipe?: readonly { type: string; metadata?: Record<string, unknown> }[]; entries?: Record<string, AnySchema>; item?: AnySchema; wrapped?: AnySchema; options?: readonly unknown[]; key?: string; literal?: unknown };

/** The leaf info or list marker of a schema's pipe. */
export function metadataOf(schema: AnySchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of schema.pipe ?? []) if (item.type === 'metadata' && item.metadata) Object.assign(out, item.metadata);
  return out;
}

/** What a schema expects, in a few words (a drift's "expected"). */
export function expectedOf(schema: AnySchema | undefined): string {
  if (!schema) return 'a value';
  const meta = metadataOf(schema);
  const leaf = meta[LEAF] as LeafInfo | undefined;
  if (leaf) return leaf.expected;
  if (meta[LIST]) return `list of ${expectedOf(schema.wrapped?.item)}`;
  switch (schema.type) {
    case 'object':
    case 'loose_object':
      return `object { ${Object.keys(schema.entries ?? {}).join(', ')} }`;
    case 'array':
      return `list of ${expectedOf(schema.item)}`;
    case 'optional':
      return expectedOf(schema.wrapped);
    case 'nullable':
      return `${expectedOf(schema.wrapped)} or null`;
    case 'picklist':
      return `one of ${(schema.options ?? []).map((o) => JSON.stringify(o)).join(', ')}`;
    case 'variant':
      return `object with ${schema.key ?? 'kind'} one of ${(schema.options ?? []).map((o) => JSON.stringify((o as AnySchema).entries?.[schema.key ?? '']?.literal)).join(', ')}`;
    case 'literal':
      return JSON.stringify(schema.literal);
    case 'union':
      return (schema.options ?? []).map((o) => expectedOf(o as AnySchema)).join(' or ');
    case 'string':
    case 'number':
    case 'boolean':
      return schema.type;
    default:
      return schema.type;
  }
}

/** What an issue expected: a leaf's own words, else the words of the schema at its path. */
function expectedFor(issue: v.BaseIssue<unknown>, schema: AnySchema | undefined): string {
  if (issue.type === 'raw_transform' && issue.expected) return issue.expected;
  if (schema) return expectedOf(schema);
  return issue.expected ? `one of ${issue.expected.replace(/ \| /g, ', ')}` : 'a value';
}

/** The schema at a path inside `root` (objects' entries, lists' items), or undefined. */
function schemaAt(root: AnySchema, path: readonly unknown[]): AnySchema | undefined {
  let at: AnySchema | undefined = root;
  for (const key of path) {
    while (at && (at.type === 'optional' || at.type === 'nullable')) at = at.wrapped;
    if (!at) return undefined;
    if (at.entries) at = at.entries[String(key)];
    else if (at.item) at = at.item;
    else return undefined;
  }
  return at;
}

/** `$.page.list[3].qty` from a prefix and an issue path. */
function jsonPath(prefix: string, path: readonly unknown[]): string {
  let out = prefix;
  for (const key of path) out += typeof key === 'number' ? `[${String(key)}]` : /^[A-Za-z_$][\w$]*$/.test(String(key)) ? `.${String(key)}` : `[${JSON.stringify(String(key))}]`;
  return out;
}

/** A path with every array index as `[*]`: the pattern under which like differences are counted. */
const pattern = (path: string) => path.replace(/\[\d+\]/g, '[*]');

/** An issue with its full path (a union's sub-issues hold paths from the union down). */
interface PathedIssue {
  issue: v.BaseIssue<unknown>;
  path: unknown[];
}

/** The deepest issues (a union's sub-issues say more than the union), each with its full path. */
function flat(issues: readonly v.BaseIssue<unknown>[], prefix: readonly unknown[] = []): PathedIssue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...(issue.path ?? []).map((item) => item.key)];
    if (!issue.issues?.length) return [{ issue, path }];
    // A union's options that failed on the value's type say nothing; the one that went deeper
    // does (a list whose item drifted, or only varied as tolerated).
    const deeper = issue.issues.filter((sub) => (sub.path?.length ?? 0) > 0);
    return deeper.length > 0 ? flat(deeper, path) : [{ issue, path }];
  });
}

/** Tolerances from the strict pass's marked issues: one a path pattern, with a count when many. */
function tolerancesOf(issues: readonly { path: string; what: string }[]): Tolerance[] {
  const byPattern = new Map<string, { path: string; what: string; count: number }>();
  for (const t of issues) {
    const key = `${pattern(t.path)}\u0000${t.what}`;
    const seen = byPattern.get(key);
    if (seen) seen.count += 1;
    else byPattern.set(key, { ...t, count: 1 });
  }
  return [...byPattern.values()].map(({ path, what, count }) => (count === 1 ? { path, what } : { path: pattern(path), what: `${what} (×${String(count)})` }));
}

/** Drift issues, the first of each path pattern (with how many more), at most MOST_ISSUES. */
function driftIssuesOf(issues: readonly DriftIssue[]): DriftIssue[] {
  const byPattern = new Map<string, { issue: DriftIssue; more: number }>();
  for (const issue of issues) {
    const key = `${pattern(issue.path)}\u0000${issue.expected}`;
    const seen = byPattern.get(key);
    if (seen) seen.more += 1;
    else byPattern.set(key, { issue, more: 0 });
  }
  const out = [...byPattern.values()].map(({ issue, more }) => (more === 0 ? issue : { ...issue, got: `${issue.got} (and ${String(more)} more like it)` }));
  if (out.length <= MOST_ISSUES) return out;
  return [...out.slice(0, MOST_ISSUES), { path: '…', expected: 'the rest as the contract says', got: `${String(out.length - MOST_ISSUES)} more differences` }];
}

const schemas = new WeakMap<AnswerDecl, v.GenericSchema>();

/** An answer's schema, built once. */
export function schemaOf<D extends AnswerDecl>(decl: D): ReturnType<D['schema']> {
  let schema = schemas.get(decl);
  if (!schema) {
    schema = decl.schema();
    schemas.set(decl, schema);
  }
  return schema as ReturnType<D['schema']>;
}

/** The fields of the envelope (CONTRACT.md §3); any other is an extra field, tolerated. */
const ENVELOPE_FIELDS = new Set(['returnCode', 'returnMgr', 'status', 'bean', 'page', 'data', 'totalData']);

interface Located {
  content: unknown;
  /** The JSON path of the content. */
  at: string;
  drift: DriftIssue[];
  tolerated: Tolerance[];
  /** A page's summary row from the envelope's totalData. */
  summary?: Record<string, unknown>;
}

/** The envelope checked (returnCode "200"; tolerated: 200 as a number, extra fields). */
function envelope(body: Record<string, unknown>, located: Located): void {
  const code = body.returnCode;
  if (code === 200) located.tolerated.push({ path: '$.returnCode', what: 'returnCode as the number 200' });
  else if (code !== '200') located.drift.push({ path: '$.returnCode', expected: '"200" (a success; refusals are answered before the check)', got: gotOf(code) });
  for (const key of Object.keys(body)) if (!ENVELOPE_FIELDS.has(key)) located.tolerated.push({ path: jsonPath('$', [key]), what: 'extra envelope field, ignored' });
}

/** Where the content of an answer is, by its declaration's `at`. */
function locate(decl: AnswerDecl, body: unknown): Located {
  const located: Located = { content: undefined, at: '$', drift: [], tolerated: [] };
  if (decl.at === 'message') {
    located.content = body;
    return located;
  }
  if (decl.at === 'rows' && Array.isArray(body)) {
    located.content = body;
    located.tolerated.push({ path: '$', what: 'a bare array instead of the envelope (data.list)' });
    return located;
  }
  if (!isRecord(body)) {
    located.drift.push({ path: '$', expected: 'the JSON envelope { returnCode, returnMgr, bean | page | data }', got: gotOf(body) });
    return located;
  }
  envelope(body, located);
  switch (decl.at) {
    case 'envelope':
      located.content = undefined;
      break;
    case 'bean':
      located.content = body.bean;
      located.at = '$.bean';
      break;
    case 'page': {
      const places = (['page', 'bean', 'data'] as const).filter((key) => isRecord(body[key]));
      const place = places.find((key) => 'list' in (body[key] as Record<string, unknown>)) ?? places[0];
      if (place === undefined) {
        located.drift.push({ path: '$.page', expected: 'a page { list, pageNum (or curpage), pageSize, total } in page (or bean, data)', got: gotOf(body.page) });
        break;
      }
      if (place !== 'page') located.tolerated.push({ path: `$.${place}`, what: `the page under ${place} instead of page` });
      located.content = body[place];
      located.at = `$.${place}`;
      const summary = body.totalData;
      if (isRecord(summary)) located.summary = summary;
      else if (summary !== undefined && summary !== null) located.drift.push({ path: '$.totalData', expected: 'object (the summary row) or null', got: gotOf(summary) });
      break;
    }
    case 'rows': {
      const data = body.data;
      if (isRecord(data) && 'list' in data) {
        located.content = data.list;
        located.at = '$.data.list';
      } else if (Array.isArray(data) || data === null) {
        located.content = data;
        located.at = '$.data';
      } else if (data === undefined && 'list' in body) {
        located.content = body.list;
        located.at = '$.list';
        located.tolerated.push({ path: '$.list', what: 'the list at the root instead of data.list' });
      } else if (data === undefined && isRecord(body.bean) && 'list' in body.bean) {
        located.content = body.bean.list;
        located.at = '$.bean.list';
        located.tolerated.push({ path: '$.bean.list', what: 'the list under bean instead of data' });
      } else {
        located.drift.push({ path: '$.data.list', expected: 'the list (data.list, or data as an array)', got: isRecord(data) ? `${gotOf(data)} without list` : gotOf(data) });
      }
      break;
    }
  }
  return located;
}

/**
 * Checks one answer against its declaration: the envelope, where the content is, the content's
 * schema. Returns the normalised content and the variations tolerated; throws a ContractDrift
 * naming the call, each JSON path, what was expected and what came.
 */
export function checkDeclared<D extends AnswerDecl>(decl: D, body: unknown, call: AnswerCall): Checked<OutputOf<D>> {
  const located = locate(decl, body);
  const driftCall = { answer: decl.name, method: call.method.toUpperCase(), path: call.path };
  if (located.drift.length > 0) throw new ContractDrift(driftCall, located.drift, body);
  if (decl.at === 'envelope') return { value: undefined, tolerated: located.tolerated };
  const schema = schemaOf(decl) as AnySchema;
  const strict = v.safeParse(schema, located.content);
  let value: unknown;
  const tolerated = located.tolerated;
  if (strict.success) {
    value = strict.output;
  } else {
    const drift: DriftIssue[] = [];
    const marked: { path: string; what: string }[] = [];
    for (const { issue, path } of flat(strict.issues)) {
      const at = jsonPath(located.at, path);
      if (issue.message.startsWith(TOLERATED)) marked.push({ path: at, what: issue.message.slice(TOLERATED.length) });
      else drift.push({ path: at, expected: expectedFor(issue, schemaAt(schema, path)), got: gotOf(issue.input) });
    }
    if (drift.length > 0) throw new ContractDrift(driftCall, driftIssuesOf(drift), body);
    const second = tolerantly(() => v.safeParse(schema, located.content));
    if (!second.success) {
      const issues = flat(second.issues).map(({ issue, path }) => ({ path: jsonPath(located.at, path), expected: expectedFor(issue, schemaAt(schema, path)), got: gotOf(issue.input) }));
      throw new ContractDrift(driftCall, driftIssuesOf(issues), body);
    }
    value = second.output;
    tolerated.push(...tolerancesOf(marked));
  }
  if (located.summary && isRecord(value)) value = { ...value, summary: located.summary };
  return { value: value, tolerated };
}
