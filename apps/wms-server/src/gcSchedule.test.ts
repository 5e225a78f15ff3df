/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { GC_TRIGGERS, scheduleFullCollections } from './gcSchedule';

/*
 * When full collections start (gcSchedule.ts, issue 50): the CLI sets V8's two marking triggers
 * (cli.test.ts sees the server say so), unless the command line gives them.
 */

describe('scheduleFullCollections', () => {
  it('sets the soft and the hard marking trigger', () => {
    const set: string[] = [];
    const applied = scheduleFullCollections(['--import', 'tsx'], (flag) => { set.push(flag); });
    expect(set).toEqual([`--incremental-marking-soft-trigger=${String(GC_TRIGGERS.soft)}`, `--incremental-marking-hard-trigger=${String(GC_TRIGGERS.hard)}`]);
    expect(applied).toEqual(set);
    // Marking starts before the hard trigger, and leaves the background threads room before the limit.
    expect(GC_TRIGGERS.soft).toBeLessThan(GC_TRIGGERS.hard);
    expect(GC_TRIGGERS.hard).toBeLessThan(100);
  });

  it('leaves a trigger the command line gives as given', () => {
    const set: string[] = [];
    scheduleFullCollections(['--incremental-marking-soft-trigger=0', '--incremental_marking_hard_trigger=0'], (flag) => { set.push(flag); });
    expect(set).toEqual([]);
    scheduleFullCollections(['--incremental-marking-hard-trigger=90'], (flag) => { set.push(flag); });
    expect(set).toEqual([`--incremental-marking-soft-trigger=${String(GC_TRIGGERS.soft)}`]);
  });

  it('sets flags this Node knows', () => {
    // setFlagsFromString ignores a flag it does not know; node refuses one on its command line ("bad option").
    const { status, stderr } = spawnSync(process.execPath, [...scheduleFullCollections([], () => undefined), '-e', '0'], { encoding: 'utf8' });
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });
});
