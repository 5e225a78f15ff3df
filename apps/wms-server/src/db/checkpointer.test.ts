/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { AUTO_CHECKPOINT_PAGES, startCheckpointer } from './checkpointer';

const PAGE = 4096;

/** Writes `pages` pages or so of rows in small transactions, `gapMs` apart; the log's largest size. */
async function write(db: DatabaseSync, wal: string, transactions: number, gapMs: number): Promise<number> {
  const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
  const row = 'x'.repeat(1000);
  let largest = 0;
  for (let n = 0; n < transactions; n++) {
    db.exec('BEGIN');
    for (let i = 0; i < 100; i++) insert.run(row);
    db.exec('COMMIT');
    largest = Math.max(largest, statSync(wal).size);
    await new Promise((done) => setTimeout(done, gapMs));
  }
  return largest;
}

function open(dir: string): DatabaseSync {
  const db = new DatabaseSync(join(dir, 'wms.sqlite'));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
  return db;
}

describe('the log checkpointed off the main thread', () => {
  let dir: string;
  beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'wms-checkpoint-')); });
  afterEach(() => { rmSync(dir, { recursive: true, force: true }); });

  it('keeps the log short while the main connection commits, none of whose commits checkpoints', async () => {
    const db = open(dir);
    const checkpointer = startCheckpointer(db, 25);
    try {
      // 60 transactions of ~25 pages: ~1,500 pages in all, past SQLite's own 1,000-page checkpoint.
      const largest = await write(db, join(dir, 'wms.sqlite-wal'), 60, 20);
      expect((db.prepare('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint).toBe(AUTO_CHECKPOINT_PAGES);
      // The worker's checkpoints let the log start over: it never held more than a few hundred pages.
      expect(largest / PAGE).toBeLessThan(600);
    } finally {
      await checkpointer.stop();
      db.close();
    }
  });

  it('without the worker, the raised limit lets the log grow (what the test above would see without it)', async () => {
    const db = open(dir);
    const checkpointer = startCheckpointer(db, 25);
    await checkpointer.stop();
    try {
      const largest = await write(db, join(dir, 'wms.sqlite-wal'), 60, 0);
      expect(largest / PAGE).toBeGreaterThan(1200);
    } finally {
      db.close();
    }
  });

  it('is waited for when it stops, in a process with nothing else to do (a top-level await of stop)', () => {
    // Before the worker was held while stopping, such a process ended in the middle of the
    // await (exit code 13, "unsettled top-level await"): the e2e gate's seeding did.
    const script = join(dir, 'stop.mts');
    writeFileSync(script, [
      "import { DatabaseSync } from 'node:sqlite';",
      `import { startCheckpointer } from ${JSON.stringify(join(__dirname, 'checkpointer.ts'))};`,
      `const db = new DatabaseSync(${JSON.stringify(join(dir, 'wms.sqlite'))});`,
      "db.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (id INTEGER PRIMARY KEY)');",
      'const checkpointer = startCheckpointer(db, 25);',
      'await checkpointer.stop();',
      'db.close();',
      "console.log('stopped');",
    ].join('\n'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: join(__dirname, '../../../..'), encoding: 'utf8', timeout: 60_000 });
    expect({ status: run.status, out: run.stdout.trim() }).toEqual({ status: 0, out: 'stopped' });
  });
});
