import type { ListRecord } from '@wms/api';

/** What the task release detail does to the selected tasks (the task operations, CONTRACT.md). */
export type TaskAction = 'assign' | 'releaseTask' | 'setPriority';

/** task_status codes the actions start from: assign and priority from new or processing, release from processing (assigned). */
const FROM: Record<TaskAction, readonly string[]> = { assign: ['0', '1'], releaseTask: ['1'], setPriority: ['0', '1'] };

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * Why an action cannot be sent for the selected tasks, or undefined: none selected; a task in a
 * status it does not start from (release: only assigned tasks); no user, or a user code with other
 * than letters, digits and underscore; a priority not 1–9.
 */
export function taskActionProblem(action: TaskAction, rows: readonly ListRecord[], input: string): 'none' | 'status' | 'user' | 'priority' | undefined {
  if (rows.length === 0) return 'none';
  if (!rows.every((row) => FROM[action].includes(text(row.status)))) return 'status';
  if (action === 'assign' && !/^[A-Za-z0-9_]+$/.test(input.trim())) return 'user';
  if (action === 'setPriority' && !/^[1-9]$/.test(input.trim())) return 'priority';
  return undefined;
}

/** The selected tasks by who holds them ('' unassigned), for the summary: [user, count], most first. */
export function tasksByUser(rows: readonly ListRecord[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(text(row.userkey), (counts.get(text(row.userkey)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
