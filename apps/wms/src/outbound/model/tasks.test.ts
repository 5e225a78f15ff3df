import type { ListRecord } from '@wms/api';
import { taskActionProblem, tasksByUser, type TaskAction } from './tasks';

/** A task generated: status and user. */
const task = (id: number, status: string, userkey = ''): ListRecord => ({ id, taskdetailkey: `TK${String(id)}`, status, userkey });

describe('task release detail actions', () => {
  it.each<[TaskAction, ListRecord[], string, string | undefined]>([
    ['assign', [], 'admin', 'none'],
    ['assign', [task(1, '0'), task(2, '1', 'u1')], 'admin', undefined],
    ['assign', [task(1, '2')], 'admin', 'status'],
    ['assign', [task(1, '0')], '', 'user'],
    ['assign', [task(1, '0')], '张三', 'user'],
    ['releaseTask', [task(1, '1', 'u1')], '', undefined],
    ['releaseTask', [task(1, '1', 'u1'), task(2, '0')], '', 'status'],
    ['setPriority', [task(1, '0')], '3', undefined],
    ['setPriority', [task(1, '0')], '12', 'priority'],
    ['setPriority', [task(1, '0')], '0', 'priority'],
    ['setPriority', [task(1, '9')], '3', 'status'],
  ])('%s of %j with %s: %s', (action, rows, input, problem) => {
    expect(taskActionProblem(action, rows, input)).toBe(problem);
  });

  it('counts the selected tasks by who holds them, most first', () => {
    expect(tasksByUser([task(1, '0'), task(2, '1', 'u2'), task(3, '1', 'u2'), task(4, '1', 'u1')])).toEqual([['u2', 2], ['', 1], ['u1', 1]]);
  });
});
