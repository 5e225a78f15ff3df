import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { ChangeCapture } from '../events/capture';
import { message, type Lang } from '../catalogue/messages';
import { listRouteByCode } from '../catalogue/routes';
import { registerMigration, transaction, type Db } from '../db/database';
import { prepareCached } from '../db/statements';
import { formatTime } from '../seed/random';
import { listShape, type ListShape } from './columns';
import { insertRecord, type WriteContext } from './crud';
import { Refusal, badInput, refuse } from './errors';
import { TARGET_MENUS, importDoneMessage, recordImportResult } from './importer';
import type { Scope } from './scope';
import { traceMark, traceNow } from '../trace';

/*
 * An import as a job (issue 38, item 4). The file is read off the main thread (a worker: SheetJS
 * takes seconds for 100,000 rows) and stays there: the job asks the worker for its rows a chunk
 * at a time as it writes them (issue 50), so that the rows never reach the main thread whole (one
 * burst of messages, a pass over every row, a heap the collector then walks). Its rows are written
 * in batches, each its own short transaction that also records how far the job has come, so other
 * requests run between batches (node:sqlite is synchronous: the job yields to the event loop after
 * each). A job has an id; its progress goes
 * to its user's live feed (`event: import`); it can be cancelled between batches; a repeated
 * request with the same Idempotency-Key finds the job and writes nothing twice; a server that
 * stops mid-import (a crash) resumes the job where its last committed batch ended when it starts
 * again: a batch is committed whole or not at all, never half. A row the rules refuse is left
 * out and comes back in the answer (its line and the rule's message) for the error file; the
 * others are written.
 */

/** Where the job is: running (or cancelling, asked to stop), then done, failed or cancelled. */
export type ImportJobState = 'running' | 'cancelling' | 'done' | 'failed' | 'cancelled';

/** A row the rules refused: its sheet (0-based), its line in the sheet (1-based) and why. */
export interface RefusedRow {
  sheet: number;
  line: number;
  message: string;
}

/** What the live feed and the job's status call tell of a job. */
export interface ImportJobProgress {
  job: number;
  key: string | null;
  templatecode: string;
  state: ImportJobState;
  /** Rows gone through (written or refused) of `total`. */
  done: number;
  total: number;
  written: number;
  refused: number;
}

/** The job's final answer (stored: a repeated request gets it again). */
export interface ImportJobAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Refused rows named in an answer at most (the count is always whole). */
export const MAX_REFUSED_LISTED = 1000;
/**
 * A batch ends once it has taken this long (or at MAX_BATCH rows) when nobody else is waiting.
 * When others are (they took more than QUIET_MS between two batches), a batch takes IMPORT_SHARE
 * of the main thread against them — 2/3 of their time — and never more than MAX_BATCH_MS, so
 * that a request waits at most one short batch for each turn of the event loop it needs (issue
 * 50: with batches of 40–120 ms under traffic, a request that needed three turns waited three
 * batches, and other answers reached 0.8–1.0 s). The import goes slower under traffic; the floor
 * does not.
 */
export const BATCH_MS = 40;
export const MAX_BATCH_MS = 12;
const MIN_BATCH_MS = 3;
const QUIET_MS = 2;
/**
 * A turn with nobody waiting counts as quiet only once nobody has waited for this long: under
 * traffic the clients' next requests are often still on their way when the job yields (a traced
 * run: 273 batches of 40 ms or more among the 12 ms ones, each a wait for the requests arriving
 * meanwhile).
 */
export const QUIET_SPAN_MS = 500;
const IMPORT_SHARE = 0.4;
const MAX_BATCH = 5000;
/** Rows asked of the worker at a time (the next chunk is asked for while one is written). */
const CHUNK = 400;

/**
 * How long the next batch may take, from what others took while the job yielded and how long ago
 * others last took more than a moment.
 */
export function nextBatchMs(othersMs: number, sinceBusyMs = Infinity): number {
  if (othersMs <= QUIET_MS) return sinceBusyMs >= QUIET_SPAN_MS ? BATCH_MS : MAX_BATCH_MS;
  return Math.min(MAX_BATCH_MS, Math.max(MIN_BATCH_MS, (othersMs * IMPORT_SHARE) / (1 - IMPORT_SHARE)));
}
/** Progress notices at most this often (and at every change of state). */
const NOTICE_MS = 250;

interface JobRow {
  id: number;
  userid: string;
  username: string;
  whseid: string;
  scope: string;
  menus: string;
  lang: string;
  idem_key: string | null;
  fingerprint: string;
  templatecode: string;
  file: Uint8Array | null;
  state: ImportJobState;
  total: number;
  done: number;
  written: number;
  refused_count: number;
  refused: string;
  batches: number;
  answer: string | null;
  status: number | null;
}

registerMigration({
  version: 9,
  name: 'import jobs: an import written in batches, resumable, cancellable (issue 38)',
  up(db) {
    db.exec(`CREATE TABLE IF NOT EXISTS importjob (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      userid TEXT NOT NULL, username TEXT NOT NULL, whseid TEXT NOT NULL, scope TEXT NOT NULL, menus TEXT NOT NULL, lang TEXT NOT NULL,
      idem_key TEXT, fingerprint TEXT NOT NULL, templatecode TEXT NOT NULL, file BLOB,
      state TEXT NOT NULL, total INTEGER NOT NULL DEFAULT 0, done INTEGER NOT NULL DEFAULT 0, written INTEGER NOT NULL DEFAULT 0,
      refused_count INTEGER NOT NULL DEFAULT 0, refused TEXT NOT NULL DEFAULT '[]', batches INTEGER NOT NULL DEFAULT 0,
      answer TEXT, status INTEGER, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`);
    db.exec('CREATE UNIQUE INDEX IF NOT EXISTS ux_importjob_key ON importjob (userid, idem_key) WHERE idem_key IS NOT NULL');
    db.exec('CREATE INDEX IF NOT EXISTS ix_importjob_state ON importjob (state)');
  },
});

type TemplateRow = { templatecode: string; targettable: string; sheettype: string; startrow: number };

function templateOf(db: Db, whseid: string, templateCode: string): TemplateRow {
  const template = db.prepare(`SELECT templatecode, targettable, sheettype, startrow FROM importtemplate WHERE whseid = ? AND templatecode = ? AND active = '1'`).get(whseid, templateCode) as TemplateRow | undefined;
  if (!template || !TARGET_MENUS[template.targettable]) throw refuse('recordNotFound');
  return template;
}

/** A workbook the worker read and keeps: the job asks it for what it needs (importParse.worker.mjs). */
export interface OpenBook {
  names: string[];
  /** Each sheet's rows, blank ones included. */
  counts: number[];
  /** One row's cells (a header). */
  row: (sheet: number, row: number) => Promise<string[]>;
  /** The rows of a sheet from `first` on with text in one of `columns`. */
  lines: (sheet: number, first: number, columns: readonly number[]) => Promise<Int32Array>;
  /** Those rows' cells, in order. */
  rows: (sheet: number, rows: Int32Array) => Promise<string[][]>;
  close: () => void;
}

type FromWorker =
  | { kind: 'opened'; names: string[]; counts: number[] }
  | { kind: 'unreadable' }
  | { kind: 'row'; id: number; cells: string[] }
  | { kind: 'lines'; id: number; rows: Int32Array }
  | { kind: 'rows'; id: number; cells: string[][] };

/** Reads a workbook in a worker thread that keeps it ('unreadable' for a file that is no spreadsheet). */
export function openBook(file: Uint8Array): Promise<OpenBook | 'unreadable'> {
  return new Promise((done) => {
    const worker = new Worker(resolve(SERVER_SRC, 'engine/importParse.worker.mjs'), { workerData: { file } });
    const waiting = new Map<number, { answer: (m: FromWorker) => void; fail: (error: Error) => void }>();
    let asked = 0;
    let opened = false;
    let closed = false;
    const ask = <T>(message: Record<string, unknown>, take: (m: FromWorker) => T): Promise<T> => new Promise<T>((answer, fail) => {
      if (closed) { fail(new Error('the workbook is closed')); return; }
      const id = ++asked;
      waiting.set(id, { answer: (m) => { answer(take(m)); }, fail });
      worker.postMessage({ ...message, id });
    });
    const close = () => {
      if (closed) return;
      closed = true;
      void worker.terminate();
      for (const w of waiting.values()) w.fail(new Error('the workbook is closed'));
      waiting.clear();
    };
    const book: OpenBook = {
      names: [],
      counts: [],
      row: (sheet, row) => ask({ kind: 'row', sheet, row }, (m) => (m.kind === 'row' ? m.cells : [])),
      lines: (sheet, first, columns) => ask({ kind: 'lines', sheet, first, columns }, (m) => (m.kind === 'lines' ? m.rows : new Int32Array(0))),
      rows: (sheet, rows) => ask({ kind: 'rows', sheet, rows }, (m) => (m.kind === 'rows' ? m.cells : [])),
      close,
    };
    worker.on('message', (m: FromWorker) => {
      const at = traceNow();
      if (m.kind === 'opened') {
        opened = true;
        book.names = m.names;
        book.counts = m.counts;
        done(book);
      } else if (m.kind === 'unreadable') {
        close();
        done('unreadable');
      } else {
        const w = waiting.get(m.id);
        waiting.delete(m.id);
        w?.answer(m);
      }
      traceMark('reader', at, traceNow(), m.kind === 'rows' ? `rows ${String(m.cells.length)}` : m.kind);
    });
    const gone = () => {
      if (!opened) done('unreadable');
      close();
    };
    worker.on('error', gone);
    worker.on('exit', gone);
  });
}

/** The folder of the server's sources (the worker file lives there). */
const SERVER_SRC = typeof __dirname === 'string' ? resolve(__dirname, '..') : resolve(process.cwd(), 'apps/wms-server/src');

/** How many sheets a sheet type expects: 1 one sheet, 2 master and detail, 3 several (at least 2). */
function sheetsFit(sheetType: string, count: number): boolean {
  if (sheetType === '1') return count === 1;
  if (sheetType === '2') return count === 2;
  return count >= 2;
}

/**
 * The rows to write, in order: for each, its sheet and its row in the sheet (0-based; the cells
 * stay in the worker until a batch needs them); the sheets' shapes and codes beside.
 */
interface Plan {
  sheets: { shape: ListShape; codes: (string | undefined)[]; first: number }[];
  startrow: number;
  sheetOf: Int32Array;
  rowOf: Int32Array;
}

/** A planned row's line in its sheet, as the error file names it (1-based, the template's numbering). */
const lineOf = (plan: Plan, sheet: number, row: number) => row - (plan.sheets[sheet]?.first ?? 0) + plan.startrow;

/**
 * The rows of a read workbook against its template: the header row names columns by code,
 * Chinese or English name (an unknown one refuses the file); empty rows are left out. Throws the
 * file's refusals (sheet type, unknown column, no access to a sheet's list, no rows).
 */
async function planOf(template: TemplateRow, book: OpenBook, roleMenus: ReadonlySet<string>): Promise<Plan> {
  const menus = TARGET_MENUS[template.targettable] ?? [];
  if (!sheetsFit(template.sheettype, book.names.length)) throw refuse('sheetTypeMismatch');
  const sheets: Plan['sheets'] = [];
  const found: Int32Array[] = [];
  const first = Math.max(1, template.startrow - 1);
  for (let sheetIndex = 0; sheetIndex < Math.min(book.names.length, menus.length); sheetIndex++) {
    const menuCode = menus[sheetIndex] ?? menus[0] ?? '';
    const route = listRouteByCode(menuCode);
    if (!route || !roleMenus.has(menuCode)) throw new Refusal('403', 'noAccess');
    const shape = listShape(route);
    const header = (await book.row(sheetIndex, Math.max(0, template.startrow - 2))).map((h) => h.trim());
    const codes = header.map((name) => {
      const field = shape.fields.find((f) => f.code === name || f.zh === name || f.en === name);
      if (!field && name) throw badInput('unknownColumn', name);
      return field?.code;
    });
    sheets.push({ shape, codes, first });
    const columns = codes.flatMap((code, i) => (code ? [i] : []));
    found.push(await book.lines(sheetIndex, first, columns));
  }
  const total = found.reduce((sum, rows) => sum + rows.length, 0);
  if (total === 0) throw refuse('importNoRows');
  const plan: Plan = { sheets, startrow: template.startrow, sheetOf: new Int32Array(total), rowOf: new Int32Array(total) };
  let at = 0;
  found.forEach((rows, sheet) => {
    plan.sheetOf.fill(sheet, at, at + rows.length);
    plan.rowOf.set(rows, at);
    at += rows.length;
  });
  return plan;
}

/** The cells of the planned rows [from, to): asked of the worker sheet by sheet. */
async function cellsOf(book: OpenBook, plan: Plan, from: number, to: number): Promise<string[][]> {
  const out: string[][] = [];
  let at = from;
  while (at < to) {
    const sheet = plan.sheetOf[at] ?? 0;
    let end = at;
    while (end < to && plan.sheetOf[end] === sheet) end++;
    out.push(...(await book.rows(sheet, plan.rowOf.subarray(at, end).slice())));
    at = end;
  }
  return out;
}

/**
 * Thrown by a test's hook to stand for the process dying mid-batch: the batch's transaction rolls
 * back (as SQLite's journal does when a killed process's database is opened again) and the job is
 * left as a crash leaves it, running at its last committed batch, for the next start to resume.
 */
export class ImportJobStopped extends Error {}

/** Test hooks: called before each row is written (a test throws ImportJobStopped from it). */
export interface ImportJobHooks {
  beforeRow?: (index: number) => void;
}

interface Runner {
  capture: ChangeCapture | null;
  now: () => number;
  hooks: ImportJobHooks;
  running: Map<number, Promise<ImportJobAnswer>>;
  /** Jobs being started (their file read), by user and key: a repeat waits for them. */
  starting: Map<string, Promise<unknown>>;
}

const RUNNERS = new WeakMap<Db, Runner>();

/** The connection's job runner (one a database: its running jobs, the capture that publishes their writes). */
export function importJobs(db: Db, options: { capture?: ChangeCapture | null; now?: () => number; hooks?: ImportJobHooks } = {}): Runner {
  let runner = RUNNERS.get(db);
  if (!runner) {
    runner = { capture: options.capture ?? null, now: options.now ?? Date.now, hooks: options.hooks ?? {}, running: new Map(), starting: new Map() };
    RUNNERS.set(db, runner);
  }
  if (options.capture !== undefined) runner.capture = options.capture;
  if (options.now) runner.now = options.now;
  if (options.hooks) runner.hooks = options.hooks;
  return runner;
}

/** The job's row without its file (read once per batch: the file is only needed to resume). */
type JobState = Omit<JobRow, 'file'>;
const JOB_COLUMNS = 'id, userid, username, whseid, scope, menus, lang, idem_key, fingerprint, templatecode, state, total, done, written, refused_count, refused, batches, answer, status';
const jobRow = (db: Db, id: number) => prepareCached(db, `SELECT ${JOB_COLUMNS} FROM importjob WHERE id = ?`).get(id) as JobState | undefined;
/**
 * The uploaded file, kept to resume the job after a crash: beside the database in imports/, not
 * in the job's row (issue 50). In the row, its 2.4 MiB took 300 ms of the main thread to insert on
 * the loaded machine, and the batches' updates of the row's counts rewrote it whenever the row
 * changed size. A job of an older server still has its file in the row, and is resumed from it.
 */
const importsDir = (db: Db) => {
  const file = db.location();
  return file ? join(dirname(file), 'imports') : undefined;
};
const jobFilePath = (db: Db, id: number) => {
  const dir = importsDir(db);
  return dir ? join(dir, `job-${String(id)}.xlsx`) : undefined;
};
async function jobFile(db: Db, id: number): Promise<Uint8Array | null> {
  const inRow = (prepareCached(db, 'SELECT file FROM importjob WHERE id = ?').get(id) as Pick<JobRow, 'file'> | undefined)?.file ?? null;
  if (inRow) return inRow;
  const path = jobFilePath(db, id);
  return path ? new Uint8Array(await readFile(path).catch(() => new Uint8Array(0))) : null;
}
/** Written off the main thread under a name of its own; named after its job once the job's row exists. */
async function keepFile(db: Db, file: Buffer): Promise<string | undefined> {
  const dir = importsDir(db);
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  const pending = join(dir, `pending-${randomUUID()}.xlsx`);
  await writeFile(pending, file);
  return pending;
}

function progressOf(row: JobState): ImportJobProgress {
  return { job: row.id, key: row.idem_key, templatecode: row.templatecode, state: row.state, done: row.done, total: row.total, written: row.written, refused: row.refused_count };
}

/** A job of a user (undefined: none, or another user's). */
export function importJobOf(db: Db, userid: string, id: number): ImportJobProgress | undefined {
  const row = jobRow(db, id);
  return row && row.userid === userid ? progressOf(row) : undefined;
}

/** The job a user's Idempotency-Key started, with its request's fingerprint. */
export function importJobByKey(db: Db, userid: string, key: string): { id: number; fingerprint: string; state: ImportJobState; answer: ImportJobAnswer | undefined } | undefined {
  const row = db.prepare('SELECT id, fingerprint, state, answer, status FROM importjob WHERE userid = ? AND idem_key = ?').get(userid, key) as Pick<JobRow, 'id' | 'fingerprint' | 'state' | 'answer' | 'status'> | undefined;
  if (!row) return undefined;
  return { id: row.id, fingerprint: row.fingerprint, state: row.state, answer: row.answer === null ? undefined : { status: row.status ?? 200, body: JSON.parse(row.answer) as Record<string, unknown> } };
}

/** Asks a running job of the user to stop after its current batch; its progress as it is now. */
export function cancelImportJob(db: Db, userid: string, id: number): ImportJobProgress | undefined {
  const row = jobRow(db, id);
  if (!row || row.userid !== userid) return undefined;
  if (row.state === 'running') db.prepare(`UPDATE importjob SET state = 'cancelling' WHERE id = ? AND state = 'running'`).run(id);
  const now = jobRow(db, id);
  return now ? progressOf(now) : undefined;
}

/** Who starts a job: the session's user, warehouse scope, role menus (with the import button) and language. */
export interface JobStarter {
  userid: string;
  username: string;
  scope: Scope;
  importMenus: ReadonlySet<string>;
  lang: Lang;
  key: string | undefined;
  fingerprint: string;
}

/**
 * Starts an import job: the file read (in a worker) and checked against its template first, so
 * that a file refused as a whole is refused before any job exists (a Refusal, with its result
 * row written by the caller as before); then the job row, then its batches. Resolves with the
 * job's final answer once it has ended.
 */
export function startImportJob(db: Db, starter: JobStarter, templateCode: string, file: Buffer): Promise<{ id: number; answer: Promise<ImportJobAnswer> }> {
  const runner = importJobs(db);
  const started = beginJob(db, starter, templateCode, file);
  if (starter.key === undefined) return started;
  const slot = `${starter.userid}\n${starter.key}`;
  runner.starting.set(slot, started);
  return started.finally(() => { runner.starting.delete(slot); });
}

/** Waits for a job of the user and key being started now, if any (its refusal ignored: the repeat meets it again). */
export async function importJobStarting(db: Db, userid: string, key: string): Promise<void> {
  await importJobs(db).starting.get(`${userid}\n${key}`)?.catch(() => undefined);
}

async function beginJob(db: Db, starter: JobStarter, templateCode: string, file: Buffer): Promise<{ id: number; answer: Promise<ImportJobAnswer> }> {
  const template = templateOf(db, starter.scope.whseid, templateCode);
  const opening = traceNow();
  const book = await openBook(new Uint8Array(file));
  traceMark('phase', opening, traceNow(), 'read');
  if (book === 'unreadable') throw refuse('excelOnly');
  let plan: Plan;
  try {
    const planning = traceNow();
    plan = await planOf(template, book, starter.importMenus);
    traceMark('phase', planning, traceNow(), 'plan');
  } catch (error) {
    book.close();
    throw error;
  }
  const runner = importJobs(db);
  let pending: string | undefined;
  try {
    const keeping = traceNow();
    pending = await keepFile(db, file);
    traceMark('phase', keeping, traceNow(), 'file');
  } catch (error) {
    book.close();
    throw error;
  }
  const now = formatTime(runner.now());
  const inserting = traceNow();
  const { lastInsertRowid } = db
    .prepare(`INSERT INTO importjob (userid, username, whseid, scope, menus, lang, idem_key, fingerprint, templatecode, file, state, total, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'running', ?, ?, ?)`)
    .run(starter.userid, starter.username, starter.scope.whseid, JSON.stringify(starter.scope), JSON.stringify([...starter.importMenus]), starter.lang, starter.key ?? null, starter.fingerprint, templateCode, pending ? null : file, plan.rowOf.length, now, now);
  const id = Number(lastInsertRowid);
  // A rename, in the same turn as the row's insert: a crash leaves a job with its file or, before the insert, a pending file only.
  const path = jobFilePath(db, id);
  if (pending && path) renameSync(pending, path);
  traceMark('jobrow', inserting, traceNow(), 'insert');
  return { id, answer: runJob(db, id, { plan, book }) };
}

/** The answer of a job still running (undefined: not running in this process). */
export function runningImportJob(db: Db, id: number): Promise<ImportJobAnswer> | undefined {
  return importJobs(db).running.get(id);
}

/**
 * Resumes every job a stopped server left running (at its last committed batch) or cancelling
 * (it ends cancelled): called once the server is up.
 */
export function resumeImportJobs(db: Db): number[] {
  // A server closed before it got here (a test's) has nothing to resume.
  if (!db.isOpen) return [];
  // Files of jobs a crash stopped before their row existed: no request was answered for them.
  const dir = importsDir(db);
  if (dir) {
    let names: string[] = [];
    try { names = readdirSync(dir); } catch { names = []; }
    for (const name of names) if (name.startsWith('pending-')) void unlink(join(dir, name)).catch(() => undefined);
  }
  const ids = (db.prepare(`SELECT id FROM importjob WHERE state IN ('running', 'cancelling') ORDER BY id`).all() as { id: number }[]).map((r) => r.id);
  for (const id of ids) {
    if (importJobs(db).running.has(id)) continue;
    void runJob(db, id).catch(() => undefined);
  }
  return ids;
}

/** A job's plan and the worker holding its rows. */
interface Opened {
  plan: Plan;
  book: OpenBook;
}

function runJob(db: Db, id: number, known?: Opened): Promise<ImportJobAnswer> {
  const runner = importJobs(db);
  const answer = writeJob(db, runner, id, known).finally(() => { runner.running.delete(id); });
  runner.running.set(id, answer);
  return answer;
}

const yieldToOthers = () => new Promise<void>((done) => { setImmediate(done); });

async function writeJob(db: Db, runner: Runner, id: number, known?: Opened): Promise<ImportJobAnswer> {
  let book = known?.book;
  try {
    const start = jobRow(db, id);
    if (!start) throw refuse('recordNotFound');
    let plan = known?.plan;
    if (!plan) {
      // A resumed job: its file read again, the same rows in the same order.
      const file = await jobFile(db, id);
      const opened = file?.length ? await openBook(file) : 'unreadable';
      try {
        if (opened === 'unreadable') throw refuse('excelOnly');
        book = opened;
        plan = await planOf(templateOf(db, start.whseid, start.templatecode), opened, new Set(JSON.parse(start.menus) as string[]));
      } catch (error) {
        const reason: Reason = error instanceof Refusal && isReasonKey(error.key) ? { key: error.key, args: error.args } : { key: 'systemError', args: [] };
        return finish(db, runner, start, 'failed', reason);
      }
    }
    if (!book) throw refuse('excelOnly');
    return await writeRows(db, runner, start, plan, book);
  } finally {
    book?.close();
  }
}

/** Writes a job's rows from where it stands, batch by batch; its end. */
async function writeRows(db: Db, runner: Runner, start: JobState, plan: Plan, book: OpenBook): Promise<ImportJobAnswer> {
  const id = start.id;
  const lang: Lang = start.lang === 'en' ? 'en' : 'zh';
  const scope = JSON.parse(start.scope) as Scope;
  const total = plan.rowOf.length;
  const call = `/excelImport/${start.templatecode}`;
  const writer = { userid: start.userid, username: start.username, call };
  const refusedList = JSON.parse(start.refused) as RefusedRow[];
  // The refused rows as stored: written again only when a batch refused more.
  let refusedJson = start.refused;
  let { done, written } = start;
  let noticed = 0;
  const notice = (row: JobState, force = false) => {
    const at = performance.now();
    if (!force && at - noticed < NOTICE_MS) return;
    noticed = at;
    runner.capture?.bus.notify({ userid: row.userid, whseid: row.whseid, event: 'import', data: { ...progressOf(row) } });
  };
  notice(start, true);
  let batchMs = BATCH_MS;
  let busyAt = -Infinity;
  // The rows come from the worker a chunk at a time: the next chunk is asked for as soon as one
  // arrives, so that a batch rarely waits for its rows.
  const ask = (from: number) => {
    const to = Math.min(total, from + CHUNK);
    const cells = cellsOf(book, plan, from, to);
    // A chunk asked for ahead and never awaited (the job cancelled, or stopped) fails quietly as the worker ends.
    cells.catch(() => undefined);
    return { from, to, cells };
  };
  let chunk = ask(done);
  let next = chunk.to < total ? ask(chunk.to) : undefined;
  try {
    while (done < total) {
      if (done >= chunk.to && next) {
        chunk = next;
        next = chunk.to < total ? ask(chunk.to) : undefined;
      }
      const cells = await chunk.cells;
      const { from, to } = chunk;
      const state = (prepareCached(db, 'SELECT state FROM importjob WHERE id = ?').get(id) as { state: ImportJobState } | undefined)?.state;
      if (state === 'cancelling') break;
      const batch = () => transaction(db, () => {
        const started = performance.now();
        const ctx: WriteContext = { db, lang, scope, userid: start.userid, now: formatTime(runner.now()), call, idemKey: start.idem_key ?? '' };
        let n = 0;
        let at = done;
        let wrote = 0;
        const refusedNow: RefusedRow[] = [];
        while (at < to && n < MAX_BATCH && (n === 0 || performance.now() - started < batchMs)) {
          const sheet = plan.sheetOf[at] ?? 0;
          const row = { sheet, line: lineOf(plan, sheet, plan.rowOf[at] ?? 0), cells: cells[at - from] ?? [] };
          runner.hooks.beforeRow?.(at);
          at++;
          n++;
          const { shape, codes } = plan.sheets[row.sheet] ?? { shape: undefined, codes: [] };
          if (!shape) continue;
          const record: Record<string, unknown> = {};
          codes.forEach((code, i) => {
            const value = (row.cells[i] ?? '').trim();
            if (code && value !== '') record[code] = value;
          });
          try {
            // An imported document says so (source 1, external import).
            insertRecord(ctx, shape, record, shape.entity.fields.some((f) => f.code === 'source') ? { source: '1' } : {});
            wrote++;
          } catch (error) {
            if (!(error instanceof Refusal)) throw error;
            refusedNow.push({ sheet: row.sheet, line: row.line, message: message(lang, error.key, ...error.args) });
          }
        }
        // How far the job has come, in the batch's own transaction: committed with its rows or not at all.
        const listed = refusedList.length < MAX_REFUSED_LISTED ? [...refusedList, ...refusedNow.slice(0, MAX_REFUSED_LISTED - refusedList.length)] : refusedList;
        prepareCached(db, 'UPDATE importjob SET done = ?, written = written + ?, refused_count = refused_count + ?, refused = ?, batches = batches + 1, updated_at = ? WHERE id = ?')
          .run(at, wrote, refusedNow.length, refusedNow.length ? JSON.stringify(listed) : refusedJson, ctx.now, id);
        return { at, wrote, refusedNow, listed };
      });
      const batchStart = traceNow();
      const result = runner.capture ? runner.capture.run(writer, batch) : batch();
      traceMark('batch', batchStart, traceNow(), result.at - done);
      done = result.at;
      written += result.wrote;
      refusedList.splice(0, refusedList.length, ...result.listed);
      if (result.refusedNow.length) refusedJson = JSON.stringify(refusedList);
      const now = jobRow(db, id);
      if (now) notice(now);
      // What the others took meanwhile: the event loop's active time while the job yielded, not
      // the clock's (on a loaded machine the process waits for a core between any two turns, and
      // that wait is nobody's work).
      const yielded = performance.eventLoopUtilization();
      await yieldToOthers();
      const others = performance.eventLoopUtilization(yielded).active;
      const resumed = performance.now();
      if (others > QUIET_MS) busyAt = resumed;
      batchMs = nextBatchMs(others, resumed - busyAt);
    }
  } catch (error) {
    if (error instanceof ImportJobStopped) throw error;
    // Not a rule's refusal (those are rows left out): the batch rolled back whole; the job stops.
    return finish(db, runner, jobRow(db, id) ?? start, 'failed', { key: 'systemError', args: [] });
  }
  const last = jobRow(db, id) ?? start;
  if (done < total) return finish(db, runner, last, 'cancelled');
  return finish(db, runner, last, written === 0 ? 'failed' : 'done');
}

const REASONS = ['systemError', 'excelOnly', 'recordNotFound', 'sheetTypeMismatch', 'unknownColumn', 'noAccess', 'importNoRows'] as const;
/** Why a job ended other than by its counts: a message key and its arguments. */
type Reason = { key: (typeof REASONS)[number]; args: readonly string[] };
const isReasonKey = (key: string): key is Reason['key'] => (REASONS as readonly string[]).includes(key);

/** The end's message in a language: from the reason, else from the job's counts. */
function endText(row: JobState, state: 'done' | 'failed' | 'cancelled', lang: Lang, reason?: Reason): string {
  if (reason) return message(lang, reason.key, ...reason.args);
  if (state === 'cancelled') return message(lang, 'importCancelled', String(row.written), String(row.total));
  const first = (JSON.parse(row.refused) as RefusedRow[])[0];
  if (row.written === 0) return first ? message(lang, 'importRowFailed', String(first.line), first.message) : message(lang, 'importNoRows');
  return row.refused_count ? message(lang, 'importDonePartly', String(row.written), String(row.refused_count)) : importDoneMessage(lang, row.written);
}

/** Ends a job: its result row (/app/comexcelimportresult) in zh and en, its stored answer, its last notice. */
function finish(db: Db, runner: Runner, row: JobState, state: 'done' | 'failed' | 'cancelled', reason?: Reason): ImportJobAnswer {
  const lang: Lang = row.lang === 'en' ? 'en' : 'zh';
  const text = endText(row, state, lang, reason);
  const now = formatTime(runner.now());
  const finishing = traceNow();
  const ctx = { db, lang, scope: JSON.parse(row.scope) as Scope, userid: row.userid, now };
  const answer = transaction(db, () => {
    const batch = recordImportResult(ctx, row.templatecode, { rows: row.written, ok: state === 'done', zh: endText(row, state, 'zh', reason), en: endText(row, state, 'en', reason) });
    const bean = { job: row.id, state, rows: row.written, total: row.total, refusedCount: row.refused_count, refused: JSON.parse(row.refused) as RefusedRow[], batch };
    const body: Record<string, unknown> = { returnCode: state === 'done' ? '200' : '500', returnMgr: text, status: state === 'done' ? 'SUCCESS' : 'FAIL', bean };
    db.prepare('UPDATE importjob SET state = ?, answer = ?, status = 200, file = NULL, updated_at = ? WHERE id = ?').run(state, JSON.stringify(body), now, row.id);
    return { status: 200, body };
  });
  const path = jobFilePath(db, row.id);
  if (path) void unlink(path).catch(() => undefined);
  traceMark('jobrow', finishing, traceNow(), 'finish');
  const after = jobRow(db, row.id);
  if (after) runner.capture?.bus.notify({ userid: after.userid, whseid: after.whseid, event: 'import', data: { ...progressOf(after) } });
  return answer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The write capture (absent when the server runs without events): import jobs publish through it. */
    changeCapture?: ChangeCapture;
  }
}
