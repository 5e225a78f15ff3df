/** @jest-environment node */
import * as XLSX from 'xlsx';
import { startHarness, type Harness } from '../test-utils/harness';
import { BATCH_MS, ImportJobStopped, MAX_BATCH_MS, QUIET_SPAN_MS, importJobs, nextBatchMs } from './importJob';

/*
 * The import as a job (issue 38, item 4): batches, each its own transaction, with other requests
 * answered between them; progress on the live feed; cancel; one job per Idempotency-Key; a crash
 * mid-batch resumed at the last committed batch on the next start.
 */

jest.setTimeout(240_000);

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
});
afterAll(async () => {
  await h.stop();
});

/** A location import of `rows` rows, codes `prefix`0001 … (zone A). */
function locBook(prefix: string, rows: number, bad: readonly number[] = []): Buffer {
  const aoa: string[][] = [['loc', 'zone']];
  for (let n = 1; n <= rows; n++) aoa.push([bad.includes(n) ? `${prefix}中文${String(n)}` : `${prefix}${String(n).padStart(5, '0')}`, 'A']);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'S1');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

interface ImportAnswer { status: number; headers: Headers; body: { returnCode: string; returnMgr: string; bean?: { job: number; state: string; rows: number; total: number; refusedCount: number; refused: { line: number }[] } } }

async function upload(file: Buffer, key?: string, lang: 'en' | 'zh_cn' = 'en', server = h): Promise<ImportAnswer> {
  const headers: Record<string, string> = { Authorization: admin, language: lang, 'content-type': 'application/octet-stream' };
  if (key) headers['Idempotency-Key'] = key;
  const response = await fetch(`${server.server.url}/GT_WMS_APP/excelImport/IMP_LOC`, { method: 'POST', headers, body: new Uint8Array(file) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as ImportAnswer['body'] };
}

const locs = (prefix: string, server = h) => (server.server.db.prepare('SELECT COUNT(*) AS n FROM loc WHERE loc LIKE ?').get(`${prefix}%`) as { n: number }).n;
const job = (id: number, server = h) => server.server.db.prepare('SELECT state, done, written, total, batches FROM importjob WHERE id = ?').get(id) as { state: string; done: number; written: number; total: number; batches: number };
const latestJob = () => (h.server.db.prepare('SELECT id FROM importjob ORDER BY id DESC LIMIT 1').get() as { id: number } | undefined)?.id ?? 0;

/** Resolves once the newest job (newer than `after`) has written at least one batch. */
async function runningJob(after: number): Promise<number> {
  for (;;) {
    const id = latestJob();
    if (id > after && job(id).done > 0) return id;
    await new Promise((done) => setTimeout(done, 5));
  }
}

it('sizes a batch by what the others took meanwhile: 40 ms alone, 2/3 of their time under traffic, at most 12 ms', () => {
  expect(nextBatchMs(0)).toBe(BATCH_MS);
  expect(nextBatchMs(1.5)).toBe(BATCH_MS);
  // A quiet turn soon after traffic is not yet quiet: the others' next requests may be on their way.
  expect(nextBatchMs(0, 100)).toBe(MAX_BATCH_MS);
  expect(nextBatchMs(1.5, QUIET_SPAN_MS - 1)).toBe(MAX_BATCH_MS);
  expect(nextBatchMs(0, QUIET_SPAN_MS)).toBe(BATCH_MS);
  expect(nextBatchMs(3)).toBe(3);
  expect(nextBatchMs(15)).toBeCloseTo(10);
  expect(nextBatchMs(18)).toBeCloseTo(MAX_BATCH_MS);
  expect(nextBatchMs(500)).toBe(MAX_BATCH_MS);
  // Under traffic a batch is never longer than alone.
  expect(MAX_BATCH_MS).toBeLessThan(BATCH_MS);
});

it('writes in batches, each its own transaction, and answers other requests between them', async () => {
  const before = latestJob();
  const importing = upload(locBook('JBA', 4000));
  const id = await runningJob(before);
  // A list read while the import runs: answered before the import ends.
  const read = await h.call('/loc/list/1', { pageSize: 5 }, { token: admin });
  const during = job(id);
  expect(read.body.returnCode).toBe('200');
  expect(during.state).toBe('running');
  expect(during.done).toBeLessThan(during.total);
  const answer = await importing;
  expect(answer.body).toMatchObject({ returnCode: '200', returnMgr: 'Import complete: 4000 rows', bean: { job: id, state: 'done', rows: 4000, total: 4000 } });
  expect(job(id).batches).toBeGreaterThan(1);
  expect(locs('JBA')).toBe(4000);
});

it('tells the importing user its progress over the live feed, to the end', async () => {
  const controller = new AbortController();
  const stream = await fetch(`${h.server.url}/GT_WMS_APP/events`, { headers: { Authorization: admin, Accept: 'text/event-stream' }, signal: controller.signal });
  const reader = (stream.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>).getReader();
  const progress: { job: number; state: string; done: number; total: number }[] = [];
  let text = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += value ?? '';
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const message = text.slice(0, end);
        text = text.slice(end + 2);
        if (!message.includes('event: import')) continue;
        const data = /^data: (.*)$/m.exec(message)?.[1];
        if (data) progress.push(JSON.parse(data) as (typeof progress)[number]);
      }
    }
  })();
  // Notices come at most every 250 ms, so a quick import tells only its start and its end. Each
  // row here takes at least 0.2 ms (600 ms for the job), as a large import on a busy server does:
  // a lower bound on the time, which no machine can be too fast for.
  importJobs(h.server.db, { hooks: { beforeRow: () => { for (const until = performance.now() + 0.2; performance.now() < until;); } } });
  const answer = await upload(locBook('JBL', 3000), 'live-feed-1').finally(() => { importJobs(h.server.db, { hooks: {} }); });
  const id = answer.body.bean?.job;
  // The last notice is sent before the answer; it is read once the feed's socket is.
  for (let waited = 0; !progress.some((p) => p.job === id && p.state === 'done') && waited < 10_000; waited += 20) await new Promise((done) => setTimeout(done, 20));
  controller.abort();
  await reading;
  const mine = progress.filter((p) => p.job === id);
  expect(mine.length).toBeGreaterThan(2);
  expect(mine[0]).toMatchObject({ state: 'running', total: 3000 });
  expect(mine.at(-1)).toMatchObject({ state: 'done', done: 3000, total: 3000 });
  // Each notice at or beyond the one before.
  expect(mine.map((p) => p.done)).toEqual([...mine.map((p) => p.done)].sort((a, b) => a - b));
});

it('stops a cancelled job after its current batch: what was committed stays, the rest is not written', async () => {
  const before = latestJob();
  const importing = upload(locBook('JBC', 8000), undefined, 'zh_cn');
  const id = await runningJob(before);
  const cancel = await h.call(`/excelImport/jobs/${String(id)}/cancel`, {}, { token: admin });
  expect(cancel.body).toMatchObject({ returnCode: '200', bean: { job: id, state: 'cancelling' } });
  const answer = await importing;
  const after = job(id);
  expect(answer.body).toMatchObject({ returnCode: '500', bean: { state: 'cancelled', total: 8000 } });
  expect(answer.body.returnMgr).toBe(`导入已取消：已写入 ${String(after.written)} / 8000 行，其余未写入`);
  expect(after.state).toBe('cancelled');
  expect(after.written).toBeLessThan(8000);
  expect(locs('JBC')).toBe(after.written);
  // Another user's job answers as a missing one.
  const other = await h.call(`/excelImport/jobs/${String(id + 1000)}/cancel`, {}, { token: admin, lang: 'en' });
  expect(other.body).toMatchObject({ returnCode: '404' });
});

it('writes nothing twice for one Idempotency-Key: a repeat while running waits for the job, a later one gets its answer', async () => {
  const file = locBook('JBI', 3000);
  const [first, second] = await Promise.all([upload(file, 'same-key-1'), new Promise<ImportAnswer>((done) => { setTimeout(() => { void upload(file, 'same-key-1').then(done); }, 300); })]);
  const third = await upload(file, 'same-key-1');
  expect(first.body).toMatchObject({ returnCode: '200', bean: { rows: 3000 } });
  expect(second.body).toEqual(first.body);
  expect(third.body).toEqual(first.body);
  expect(third.headers.get('idempotent-replayed')).toBe('true');
  expect(locs('JBI')).toBe(3000);
  expect((h.server.db.prepare(`SELECT COUNT(*) AS n FROM importjob WHERE idem_key = 'same-key-1'`).get() as { n: number }).n).toBe(1);
  // The same key with another file is refused.
  expect((await upload(locBook('JBJ', 2), 'same-key-1')).status).toBe(422);
  expect(locs('JBJ')).toBe(0);
});

it('returns the rows the rules refuse, with their lines, and writes the others', async () => {
  const answer = await upload(locBook('JBR', 1200, [7, 1100]), undefined, 'en');
  expect(answer.body).toMatchObject({ returnCode: '200', returnMgr: 'Import complete: 1198 rows; 2 rows refused by the rules come back in the error file', bean: { rows: 1198, refusedCount: 2 } });
  expect(answer.body.bean?.refused.map((r) => r.line)).toEqual([8, 1101]);
  expect(locs('JBR')).toBe(1198);
});

it('resumes a job a crash stopped mid-batch at its last committed batch: every row once, never half a batch', async () => {
  const dataDir = h.dataDir;
  const before = latestJob();
  // The "crash": the process stops writing at row 2,500, inside a batch.
  importJobs(h.server.db, { hooks: { beforeRow: (index) => { if (index === 2500) throw new ImportJobStopped('killed'); } } });
  const answer = await upload(locBook('JBK', 6000), 'crash-key-1');
  expect(answer.body.returnCode).not.toBe('200');
  const id = latestJob();
  expect(id).toBeGreaterThan(before);
  const stopped = job(id);
  expect(stopped.state).toBe('running');
  expect(stopped.done).toBeLessThanOrEqual(2500);
  expect(stopped.done).toBeGreaterThan(0);
  // Nothing of the batch the crash cut: exactly the committed batches' rows.
  expect(locs('JBK')).toBe(stopped.written);
  await h.stop(true);
  h = await startHarness({}, dataDir);
  admin = await h.login();
  for (let waited = 0; job(id).state === 'running' && waited < 120_000; waited += 50) await new Promise((done) => setTimeout(done, 50));
  expect(job(id)).toMatchObject({ state: 'done', done: 6000, written: 6000 });
  expect(locs('JBK')).toBe(6000);
  // The request repeated with its key gets the resumed job's answer, and writes nothing more.
  const repeated = await upload(locBook('JBK', 6000), 'crash-key-1');
  expect(repeated.body).toMatchObject({ returnCode: '200', bean: { job: id, rows: 6000 } });
  expect(locs('JBK')).toBe(6000);
});
