import type { PrintReport } from '@wms/api';
import type { Label } from '@wms/print';
import { isLabelReport } from '../../supervisor/model/printPlan';

/** A printable document of a wave (CONTRACT.md `documents`): one pick list a wave, one label an order. */
export interface WaveDocument {
  /** Stable: `<wave>-PL`, `<wave>-LB-<order>`. */
  docid: string;
  kind: 'picklist' | 'label';
  orderkey: string;
  printed: boolean;
  lines: number;
  qty: number;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The documents of an operation's answer; malformed entries are left out. */
export function documentsOf(bean: Readonly<Record<string, unknown>>): WaveDocument[] {
  if (!Array.isArray(bean.documents)) return [];
  return (bean.documents as unknown[]).flatMap((d) => {
    if (typeof d !== 'object' || d === null) return [];
    const doc = d as Record<string, unknown>;
    const kind = doc.kind === 'label' ? 'label' : doc.kind === 'picklist' ? 'picklist' : undefined;
    if (!kind || !text(doc.docid)) return [];
    const lines = Array.isArray(doc.lines) ? (doc.lines as unknown[]).filter((l): l is Record<string, unknown> => typeof l === 'object' && l !== null) : [];
    return [{ docid: text(doc.docid), kind, orderkey: text(doc.orderkey), printed: doc.printed === true, lines: lines.length, qty: lines.reduce((a, l) => a + (Number(l.qty) || 0), 0) }];
  });
}

/** One print run: the documents of one kind, with the report they print with. */
export interface PrintStep {
  kind: WaveDocument['kind'];
  report: PrintReport;
  docids: string[];
  /** The labels a label run prints where the app draws them (the browser, ZPL; issue 48). */
  labels?: readonly Label[];
}

/**
 * The runs that print `docs`: pick lists with the pick-list report, then labels with the label
 * report (the plug-in takes documents 10 a batch and labels 6). A kind without a report, or
 * without documents, makes no run.
 */
export function printSteps(docs: readonly WaveDocument[], reports: { picklist?: PrintReport; label?: PrintReport }): PrintStep[] {
  const steps: PrintStep[] = [];
  for (const kind of ['picklist', 'label'] as const) {
    const report = reports[kind];
    const docids = docs.filter((d) => d.kind === kind).map((d) => d.docid);
    if (report && docids.length) steps.push({ kind, report, docids });
  }
  return steps;
}

/** The documents not printed yet: what Print sends (a printed one only when chosen again on purpose). */
export const unprinted = (docs: readonly WaveDocument[]): WaveDocument[] => docs.filter((d) => !d.printed);

/**
 * The reports offered for each kind and the one chosen by default: for pick lists the outbound
 * reports that are not labels (a pick-list report first), for labels the label reports (waybill
 * or label reports first, then outbound ones); each list falls back to every report when none fits.
 */
export function reportChoices(reports: readonly PrintReport[]): { picklist: PrintReport[]; label: PrintReport[] } {
  const outbound = (r: PrintReport) => r.module === 'OUTBOUND';
  const byFit = (fit: (r: PrintReport) => number) => [...reports].sort((a, b) => fit(b) - fit(a));
  const picklist = reports.some((r) => !isLabelReport(r))
    ? byFit((r) => (/PICK/i.test(r.reportkey) ? 2 : 0) + (outbound(r) ? 1 : 0)).filter((r) => !isLabelReport(r))
    : [...reports];
  const labelFit = (r: PrintReport) => (/WAYBILL|LABEL/i.test(r.reportkey) ? 2 : 0) + (outbound(r) ? 1 : 0);
  const label = reports.some(isLabelReport) ? byFit(labelFit).filter(isLabelReport) : byFit(labelFit);
  return { picklist, label };
}

/**
 * Document ids as the `documentsPrinted` field takes them: comma lists of at most `max`
 * characters (the server's limit of a text field is 200), each id whole.
 */
export function idChunks(ids: readonly string[], max = 200): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const id of ids) {
    const next = current ? `${current},${id}` : id;
    if (next.length > max && current) {
      chunks.push(current);
      current = id;
    } else current = next;
  }
  if (current) chunks.push(current);
  return chunks;
}
