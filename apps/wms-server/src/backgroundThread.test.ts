/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A thread's nice value, from /proc (the 19th field of its stat line). */
const niceOf = (tid: number) => Number(readFileSync(`/proc/${String(process.pid)}/task/${String(tid)}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]);

const linux = process.platform === 'linux';

(linux ? describe : describe.skip)('a background worker thread', () => {
  it('lowers its own priority and only its own: the main thread keeps the process\'s', async () => {
    const module = pathToFileURL(resolve(__dirname, 'backgroundThread.mjs')).href;
    // The worker lowers itself, then says its thread id and waits to be ended (so that /proc still has it).
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       const { readlinkSync } = require('node:fs');
       import(${JSON.stringify(module)}).then(({ lowerThisThread }) => {
         const lowered = lowerThisThread(19);
         parentPort.postMessage({ lowered, tid: Number(readlinkSync('/proc/thread-self').split('/').at(-1)) });
         setInterval(() => {}, 1000);
       });`,
      { eval: true },
    );
    try {
      const { lowered, tid } = await new Promise<{ lowered: boolean; tid: number }>((done, fail) => { worker.once('message', done); worker.once('error', fail); });
      expect(lowered).toBe(true);
      expect(niceOf(tid)).toBe(19);
      expect(getPriority()).toBe(0);
      expect(niceOf(process.pid)).toBe(0);
    } finally {
      await worker.terminate();
    }
  });
});
