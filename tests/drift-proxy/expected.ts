/**
 * The screens a change of the catalogue is expected to break, computed from the schemas: the
 * change applied to the real answer of each call a screen makes (recorded from a run against the
 * server as it is), and each changed answer judged as check-upstream judges it (checkAnswer, the
 * rows against their columns, HTTP status and JSON). No list of screens is written by hand.
 */
import { judgeResponse, type UpstreamReport } from '../../scripts/check-upstream/check.ts';
import { callKey, type ReadCall } from '../../scripts/check-upstream/plan.ts';
import { applyChanges, type DriftChange } from './catalogue.ts';

/** A recorded answer of a call. */
export interface Recorded {
  call: ReadCall;
  status: number;
  text: string;
}

/** Keeps every answer of a run, by call (pass `record` as check-upstream's onAnswer). */
export function recorder(): { record: (call: ReadCall, status: number, text: string) => void; answers: Map<string, Recorded> } {
  const answers = new Map<string, Recorded>();
  return { answers, record: (call, status, text) => { answers.set(callKey(call), { call, status, text }); } };
}

/** The verdict of one recorded call after the changes. */
export function changedVerdict(recorded: Recorded, changes: readonly DriftChange[]): 'broken' | 'fine' {
  const { call, status, text } = recorded;
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Not JSON (the live feed's stream is not recorded): the proxy passes it as it is.
    return judgeResponse(call, status, text).verdict === 'broken' ? 'broken' : 'fine';
  }
  const changed = applyChanges(changes, { method: call.method, path: call.path.split('?')[0] ?? call.path }, { status, body });
  return judgeResponse(call, changed.status, changed.text ?? JSON.stringify(changed.body)).verdict === 'broken' ? 'broken' : 'fine';
}

/**
 * The screens expected broken under `changes`: those of which one call's recorded answer, changed,
 * is broken. `baseline` is the run the answers were recorded in (its screens and their calls).
 */
export function expectedBroken(baseline: UpstreamReport, answers: ReadonlyMap<string, Recorded>, changes: readonly DriftChange[]): string[] {
  const verdicts = new Map<string, 'broken' | 'fine'>();
  for (const [key, recorded] of answers) verdicts.set(key, changedVerdict(recorded, changes));
  const out: string[] = [];
  for (const screen of baseline.screens) {
    if (screen.callKeys.some((key) => verdicts.get(key) === 'broken')) out.push(screen.path);
  }
  return out.sort();
}
