/**
 * A report's printer as the print paths need it (issue 48): whether it takes ZPL, the label it is
 * loaded with, and whether the report prints labels or documents. Pure.
 */
import type { PrintReport } from '@wms/api';
import { choosePath, DEFAULT_LABEL_SIZE, offeredPaths, parseLabelSize, type ConnectionState, type LabelSize, type PrinterProfile, type PrintKind, type PrintPath } from '@wms/print';
import { isLabelReport } from '../supervisor/model/printPlan';

/** A waybill printer without a size of its own carries 100 × 150 mm waybills. */
const WAYBILL_SIZE: LabelSize = { widthMm: 100, heightMm: 150 };

/**
 * A printer field of issue 48 (`labelsize`, `language`): read as text whatever the answer's
 * declared shape, so that a server without them (or a declaration that predates them) gives ''.
 */
function printerField(printer: object, key: 'labelsize' | 'language'): string {
  const value = (printer as Partial<Record<typeof key, unknown>>)[key];
  return typeof value === 'string' ? value : '';
}

/** The report's printer for the print dialog; undefined when none is configured. */
export function printerProfile(report: PrintReport | undefined): PrinterProfile | undefined {
  const printer = report?.printer;
  if (!printer) return undefined;
  return { printerkey: printer.printerkey, name: printer.name, zpl: printerField(printer, 'language').toUpperCase() === 'ZPL' };
}

/** The label size of the report's printer (its configuration), else its type's usual one. */
export function labelSizeOf(report: PrintReport | undefined): LabelSize {
  const printer = report?.printer;
  return parseLabelSize(printer ? printerField(printer, 'labelsize') : undefined) ?? (printer?.printertype === 'EXPRESS' ? WAYBILL_SIZE : DEFAULT_LABEL_SIZE);
}

/** Labels (one a page at the label size) or documents (the report service's PDF). */
export const jobKind = (report: PrintReport): PrintKind => (isLabelReport(report) ? 'label' : 'document');

/** The paths of one report's job on this device: what is offered, what is chosen, and whether the user chose it. */
export interface PathChoice {
  kind: PrintKind;
  printer: PrinterProfile | undefined;
  size: LabelSize;
  offered: readonly PrintPath[];
  path: PrintPath;
  remembered: boolean;
  setPath: (path: PrintPath) => void;
}

/**
 * A report's paths with the plug-in in `plugin` state and the user's `mine` choice for its
 * printer (remembered, or made in this screen): offered, chosen, and the setter given.
 */
export function pathChoiceOf(report: PrintReport | undefined, plugin: ConnectionState, mine: PrintPath | undefined, setPath: (path: PrintPath) => void): PathChoice {
  const kind = report ? jobKind(report) : 'document';
  const printer = printerProfile(report);
  const offered = offeredPaths({ kind, plugin, printer });
  const path = choosePath(offered, mine);
  return { kind, printer, size: labelSizeOf(report), offered, path, remembered: mine !== undefined && mine === path, setPath };
}
