/**
 * check-upstream's report for people: a line of totals, then one line a screen (its verdict and
 * path), and under each screen that is broken or tolerated the calls and what differed.
 */
import type { CallOutcome, ScreenOutcome, UpstreamReport, Verdict } from './check.ts';

const WORDS: Record<Verdict, string> = { works: 'works', tolerated: 'works, tolerated differences', broken: 'BROKEN' };

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function callLines(call: CallOutcome, kind: 'broken' | 'tolerated'): string[] {
  const head = `      ${call.method} ${call.path} (${call.answer}, ${call.why}${call.when === 'use' ? ', on first use' : ''})`;
  if (kind === 'broken') return [head, ...call.issues.map((i) => `        ${i.path}: expected ${i.expected}, got ${i.got}`)];
  return [head, ...call.tolerated.map((t) => `        ${t.path}: ${t.what}`)];
}

/**
 * The table: every screen with its verdict; below a broken or tolerated screen, its calls. With
 * `all: false` the screens that work are counted, not listed.
 */
export function formatReport(report: UpstreamReport, { all = true }: { all?: boolean } = {}): string {
  const lines: string[] = [];
  lines.push(`check-upstream ${report.url} as ${report.user}${report.warehouse ? ` in ${report.warehouse}` : ''}`);
  if (report.fatal) {
    lines.push(`FAILED: ${report.fatal}`);
    lines.push(`time: ${seconds(report.ms)}`);
    return lines.join('\n');
  }
  const width = Math.max(...report.screens.map((s) => s.path.length), 10) + 2;
  lines.push('');
  lines.push(`${pad('verdict', 30)}${pad('screen', width)}kind / shown by                calls`);
  const shown = (s: ScreenOutcome) => all || s.verdict !== 'works';
  for (const screen of report.screens.filter(shown)) {
    lines.push(`${pad(WORDS[screen.verdict], 30)}${pad(screen.path, width)}${pad(`${screen.kind} / ${screen.screen}`, 31)}${String(screen.calls)}`);
    for (const call of screen.broken) lines.push(...callLines(call, 'broken'));
    for (const call of screen.tolerated) lines.push(...callLines(call, 'tolerated'));
  }
  const total = report.screens.length;
  lines.push('');
  lines.push(`${String(report.totals.works)} of ${String(total)} screens work, ${String(report.totals.tolerated)} work with tolerated differences, ${String(report.totals.broken)} are broken`);
  lines.push(`${String(report.requests)} distinct read calls, 0 writes; time: ${seconds(report.ms)}`);
  return lines.join('\n');
}
