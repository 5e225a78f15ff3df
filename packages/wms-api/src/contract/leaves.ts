import * as v from 'valibot';

/**
 * The leaves of the contract's schemas (issue 47): a number, a code, a text, a flag, a date, a
 * list. Each says what the contract expects and what it tolerates, and normalises the tolerated
 * variants in this one place.
 *
 * A tolerated variant is checked in two passes (see `check.ts`): the strict pass, the one every
 * answer of our own server takes, reports each tolerated variant as an issue with its exact JSON
 * path (the schema library computes paths; a transform does not know its own); only when every
 * issue of that pass is a tolerated one does the tolerant pass run and normalise. So an answer
 * as the contract shows it is checked once, and a varied one twice.
 */

/** Marks the strict pass's issues that a tolerant pass would accept: `tolerated:<what>`. */
export const TOLERATED = 'tolerated:';

let tolerant = false;

/** Runs `run` with the tolerant leaves (normalising) instead of the strict ones (reporting). */
export function tolerantly<T>(run: () => T): T {
  const before = tolerant;
  tolerant = true;
  try {
    return run();
  } finally {
    tolerant = before;
  }
}

/** What a leaf holds, for the drift message and CONTRACT.md: expected, and the variants tolerated. */
export interface LeafInfo {
  expected: string;
  tolerated?: readonly string[];
}

/** The metadata key the generated CONTRACT.md reads a leaf by. */
export const LEAF = 'wmsLeaf';

/**
 * A leaf's type as the package declares it: the schema of a `T` from anything. (Spelling out the
 * pipe's own types made the declarations of ANSWERS 170 kB, too much for API Extractor.)
 */
export type Leaf<T> = v.GenericSchema<unknown, T>;

/** How one value reads: as it is, as a tolerated variant (what was tolerated), or not at all. */
export type Read<T> = { ok: T } | { tolerated: T; what: string } | { bad: true };

/**
 * A leaf schema: `read` decides; in the strict pass a tolerated variant is an issue marked
 * TOLERATED, in the tolerant pass it is normalised.
 */
export function leaf<T>(info: LeafInfo, read: (input: unknown) => Read<T>): Leaf<T> {
  return v.pipe(
    v.unknown(),
    v.rawTransform<unknown, T>(({ dataset, addIssue, NEVER }) => {
      const r = read(dataset.value);
      if ('ok' in r) return r.ok;
      if ('tolerated' in r) {
        if (tolerant) return r.tolerated;
        addIssue({ message: TOLERATED + r.what, expected: info.expected });
        return NEVER;
      }
      addIssue({ message: `expected ${info.expected}`, expected: info.expected });
      return NEVER;
    }),
    v.metadata({ [LEAF]: info }),
  );
}

const NUMERIC = /^\s*-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

/** Whether a string reads as a finite number the way the contract sends numbers as text. */
export function isNumericText(value: string): boolean {
  return NUMERIC.test(value);
}

/** A finite number; tolerated: a number sent as a string ("12", "3.5"). */
export const num = leaf<number>({ expected: 'number', tolerated: ['a number sent as a string ("12")'] }, (x) => {
  if (typeof x === 'number') return Number.isFinite(x) ? { ok: x } : { bad: true };
  if (typeof x === 'string' && NUMERIC.test(x)) return { tolerated: Number(x), what: 'number sent as a string' };
  return { bad: true };
});

/** A code or identifier, read as a string; tolerated: a number (`7` for "7"). */
export const code = leaf<string>({ expected: 'string (a code)', tolerated: ['a number (7 for "7")'] }, (x) => {
  if (typeof x === 'string') return { ok: x };
  if (typeof x === 'number' && Number.isFinite(x)) return { tolerated: String(x), what: 'code sent as a number' };
  return { bad: true };
});

/** An id, a string or a number as the server keeps it (both are the contract's: ids are compared as text). */
export const id = leaf<string | number>({ expected: 'string or number (an id)' }, (x) =>
  typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)) ? { ok: x } : { bad: true });

/** A text (a name, a message); tolerated: a number, read as its text. */
export const text = leaf<string>({ expected: 'string', tolerated: ['a number, read as its text'] }, (x) => {
  if (typeof x === 'string') return { ok: x };
  if (typeof x === 'number' && Number.isFinite(x)) return { tolerated: String(x), what: 'text sent as a number' };
  return { bad: true };
});

/** A flag; tolerated: 1 / 0 and "1" / "0" (the spec's checkbox and switch values), "true" / "false". */
export const flag = leaf<boolean>({ expected: 'boolean', tolerated: ['1 / 0, "1" / "0", "true" / "false"'] }, (x) => {
  if (typeof x === 'boolean') return { ok: x };
  if (x === 1 || x === '1' || x === 'true') return { tolerated: true, what: 'boolean sent as 1' };
  if (x === 0 || x === '0' || x === 'false') return { tolerated: false, what: 'boolean sent as 0' };
  return { bad: true };
});

const DATE = /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?$/;
const ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A zoned ISO time as the browser's wall time, `yyyy-MM-dd HH:mm:ss`. */
function wallTime(iso: string): string | undefined {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return undefined;
  return `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/**
 * How a date reads: `yyyy-MM-dd`, `yyyy-MM-dd HH:mm` or `yyyy-MM-dd HH:mm:ss` (the spec's table
 * format) as they are; the ISO 8601 form (`T`, fractions of a second, a zone) tolerated and
 * written in the table format (a zoned time in the browser's time); anything else not a date.
 */
export function readDate(x: unknown): Read<string> {
  if (typeof x !== 'string') return { bad: true };
  if (DATE.test(x)) return { ok: x };
  const m = ISO.exec(x);
  if (!m) return { bad: true };
  if (m[3] === undefined) return { tolerated: `${m[1] ?? ''} ${m[2] ?? ''}`, what: 'date in ISO 8601 form' };
  const local = wallTime(x);
  return local === undefined ? { bad: true } : { tolerated: local, what: 'date in ISO 8601 form with a zone' };
}

/** A date or time as the server writes them, `yyyy-MM-dd[ HH:mm[:ss]]`; tolerated: ISO 8601 (`2026-01-02T03:04:05Z`). */
export const date = leaf<string>({ expected: 'date "yyyy-MM-dd HH:mm:ss" (or yyyy-MM-dd)', tolerated: ['ISO 8601 ("2026-01-02T03:04:05", with or without a zone)'] }, readDate);

/** Any value (an audit change's old and new values, a record's fields). */
export const anything: Leaf<unknown> = v.unknown();

/** A plain object (a row, a record): checked to be one, kept as it is, not copied. */
export const record: Leaf<Record<string, unknown>> = v.pipe(
  v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), 'expected an object'),
  v.metadata({ [LEAF]: { expected: 'object (its fields as the list configures them)' } satisfies LeafInfo }),
);

/** The marker of a list leaf's metadata (CONTRACT.md says "list of ..."). */
export const LIST = 'wmsList';

/**
 * A list of `item`; tolerated: `null` for an empty list. (The spec shows lists, never `null`;
 * a server that writes an empty collection as `null` means no rows, so that is read as [] and
 * reported as tolerated. A list that is missing is not tolerated: it is where the rows should be.)
 */
export function list<S extends v.GenericSchema>(item: S): Leaf<v.InferOutput<S>[]> {
  return v.pipe(
    v.nullable(v.array(item)),
    v.rawTransform<v.InferOutput<S>[] | null, v.InferOutput<S>[]>(({ dataset, addIssue, NEVER }) => {
      if (dataset.value !== null) return dataset.value;
      if (tolerant) return [];
      addIssue({ message: `${TOLERATED}null for an empty list`, expected: 'array' });
      return NEVER;
    }),
    v.metadata({ [LIST]: true, tolerated: ['null for an empty list'] }),
  );
}

/** An optional field. */
export const opt = v.optional;
/** A field that may be `null` (the contract says so). */
export const orNull = v.nullable;
/** One of the listed values (a kind, a state). */
export const oneOf = v.picklist;
/** An object of the listed fields; other fields are tolerated and dropped. */
export const obj = v.object;
/** An object of the listed fields whose other fields are kept (records, results with their own fields). */
export const open = v.looseObject;
