/**
 * Where everything of a label goes, in millimetres from its top left corner: one layout that the
 * browser's pages (LabelPages, absolutely placed in mm) and the ZPL (dots = mm × dots a mm) both
 * follow, so a label looks the same whichever way it is printed. Pure.
 *
 * Title on top, then the fields one a line, then the barcodes: the 1-D ones stacked on the left
 * with their readable text under the bars, the 2-D ones on the right. Each 1-D symbol keeps a
 * quiet zone of 10 modules on either side; its module is as wide as the room allows, at most
 * 0.5 mm and at least MIN_MODULE_MM (below that it is still drawn, and the layout says so).
 */
import { barcodeText, isMatrix, type Label, type LabelBarcode, type LabelSize } from './model';

/** Narrowest module drawn: 0.19 mm (GS1's minimum X-dimension for logistics labels is 0.25 mm at best print quality; 0.19 mm still scans at 300 dpi). */
export const MIN_MODULE_MM = 0.19;
const MAX_MODULE_MM = 0.5;
const QUIET_MODULES = 10;

export interface TextBox { x: number; y: number; size: number; text: string; width: number }
export interface BarcodeBox {
  barcode: LabelBarcode;
  x: number;
  y: number;
  /** Width and height of the symbol itself (quiet zones outside). */
  width: number;
  height: number;
  /** Module width (1-D) or module side (2-D), mm. */
  module: number;
  /** Modules across (1-D) or a side (2-D). */
  modules: number;
  /** 1-D: the readable text under the bars. */
  caption?: TextBox;
}
export interface LabelLayout {
  size: LabelSize;
  title: TextBox;
  fields: TextBox[];
  barcodes: BarcodeBox[];
  /** Whether every 1-D symbol got at least MIN_MODULE_MM a module. */
  fits: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const r2 = (mm: number) => Math.round(mm * 100) / 100;

/**
 * Lays a label out on its size. `modulesOf` gives each barcode's natural module count
 * (barcodeSvg's `modules`, or the ZPL generator's own count).
 */
export function layoutLabel(label: Label, size: LabelSize, modulesOf: (barcode: LabelBarcode) => number): LabelLayout {
  const margin = clamp(size.widthMm * 0.03, 2, 4);
  const inner = size.widthMm - 2 * margin;
  const titleSize = clamp(size.heightMm * 0.075, 3.2, 6);
  const title: TextBox = { x: margin, y: margin, size: r2(titleSize), text: label.title, width: inner };
  const fieldSize = clamp(size.heightMm * 0.048, 2.4, 4);
  let y = margin + titleSize * 1.35;
  const fields = label.fields.map((f) => {
    const box: TextBox = { x: margin, y: r2(y), size: r2(fieldSize), text: `${f.name}: ${f.value}`, width: inner };
    y += fieldSize * 1.3;
    return box;
  });
  const top = y + 1;
  const room = size.heightMm - margin - top;
  const matrices = label.barcodes.filter((b) => isMatrix(b.kind));
  const linears = label.barcodes.filter((b) => !isMatrix(b.kind));
  const side = matrices.length ? clamp(Math.min(room / matrices.length - 1, inner * 0.38, 30), 8, 30) : 0;
  const barcodes: BarcodeBox[] = [];
  let fits = true;
  matrices.forEach((barcode, i) => {
    const modules = modulesOf(barcode);
    barcodes.push({ barcode, x: r2(size.widthMm - margin - side), y: r2(top + i * (side + 1)), width: r2(side), height: r2(side), module: r2(side / modules), modules });
  });
  const linearWidth = inner - (matrices.length ? side + 2 : 0);
  const captionSize = clamp(fieldSize * 0.85, 2.2, 3.2);
  const slot = linears.length ? room / linears.length : 0;
  linears.forEach((barcode, i) => {
    const modules = modulesOf(barcode);
    const module = Math.min(MAX_MODULE_MM, linearWidth / (modules + 2 * QUIET_MODULES));
    if (module < MIN_MODULE_MM) fits = false;
    const width = modules * module;
    const height = clamp(slot - captionSize * 1.4 - 1, 4, 18);
    const x = margin + QUIET_MODULES * module;
    const by = top + i * slot;
    barcodes.push({
      barcode, x: r2(x), y: r2(by), width: r2(width), height: r2(height), module: Math.round(module * 1000) / 1000, modules,
      caption: { x: r2(x), y: r2(by + height + 0.4), size: r2(captionSize), text: barcodeText(barcode), width: r2(width) },
    });
  });
  return { size, title, fields, barcodes, fits };
}
