/**
 * Labels as ZPL II, for thermal printers that take it (the printer configuration's language ZPL):
 * one `^XA … ^XZ` format a label, laid out as the browser draws it (layoutLabel), in dots of the
 * printer's resolution. Our own generator rather than `jszpl`: jszpl 2 has no GS1 (UCC/EAN mode
 * of ^BC, FNC1 in ^BX), no ^FH escaping and no per-field font for Chinese, which is most of what
 * a warehouse label needs, and what is left is a few lines of text. Pure.
 *
 * - Text: `^FH` with every `^`, `~` and `_` written as hex, so data never becomes a command;
 *   `^CI28` (UTF-8). Latin text in the scalable font 0; text with Chinese in `cjkFont` (the
 *   printer must hold a CJK font, e.g. Zebra's SimSun E:SIMSUN.TTF, downloaded once).
 * - Code 128: `^BC` in automatic mode (A); GS1-128: `^BC` in UCC/EAN mode (D) with the readable
 *   `(AI)data` form, which the printer turns into FNC1 and the AIs' data.
 * - QR: `^BQ` model 2, error correction M, automatic input. Data Matrix: `^BX` ECC 200; GS1 Data
 *   Matrix with `_1` (FNC1) first and after each variable-length element (escape `_`).
 */
import { barcodeSvg } from './barcodeSvg';
import { layoutLabel, type TextBox } from './layout';
import { isFixedLengthAi, type Label, type LabelSize } from './model';

export interface ZplOptions {
  /** Dots a millimetre: 8 (203 dpi, the default), 12 (300 dpi), 24 (600 dpi). */
  dpmm?: number;
  /** The printer's font for text with Chinese (default E:SIMSUN.TTF). */
  cjkFont?: string;
}

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

/** Field data with ZPL's control characters (and the escape itself) written as `_hh`. */
export function zplText(text: string): string {
  return text.replace(/[\^~_]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).replace(/[\r\n]+/g, ' ');
}

/** The ZPL of labels: one format a label, in the given order. */
export function labelsToZpl(labels: readonly Label[], size: LabelSize, options: ZplOptions = {}): string {
  return labels.map((label) => labelToZpl(label, size, options)).join('\n');
}

/** The ZPL of one label. */
export function labelToZpl(label: Label, size: LabelSize, options: ZplOptions = {}): string {
  const dpmm = options.dpmm ?? 8;
  const font = options.cjkFont ?? 'E:SIMSUN.TTF';
  const dots = (mm: number) => Math.round(mm * dpmm);
  const layout = layoutLabel(label, size, (b) => barcodeSvg(b).modules);
  const out: string[] = ['^XA', '^CI28', `^PW${String(dots(size.widthMm))}`, `^LL${String(dots(size.heightMm))}`, '^LH0,0'];
  const text = (box: TextBox) => {
    const h = dots(box.size);
    const face = CJK.test(box.text) ? `^A@N,${String(h)},${String(h)},${font}` : `^A0N,${String(h)},${String(Math.round(h * 0.8))}`;
    out.push(`^FO${String(dots(box.x))},${String(dots(box.y))}${face}^FB${String(dots(box.width))},1,0,L^FH^FD${zplText(box.text)}^FS`);
  };
  text(layout.title);
  layout.fields.forEach(text);
  for (const box of layout.barcodes) {
    const at = `^FO${String(dots(box.x))},${String(dots(box.y))}`;
    const module = Math.max(1, Math.floor(box.module * dpmm));
    const b = box.barcode;
    switch (b.kind) {
      case 'code128':
        out.push(`${at}^BY${String(module)}^BCN,${String(dots(box.height))},N,N,N,A^FH^FD${zplText(b.value)}^FS`);
        break;
      case 'gs1-128':
        out.push(`${at}^BY${String(module)}^BCN,${String(dots(box.height))},N,N,N,D^FD${b.elements.map(([ai, data]) => `(${ai})${data}`).join('')}^FS`);
        break;
      case 'qrcode':
        out.push(`${at}^BQN,2,${String(Math.min(10, module))}^FH^FDMA,${zplText(b.value)}^FS`);
        break;
      case 'datamatrix':
        out.push(`${at}^BXN,${String(module)},200^FH^FD${zplText(b.value)}^FS`);
        break;
      case 'gs1-datamatrix': {
        const data = b.elements.map(([ai, value], i) => `${ai}${value}${!isFixedLengthAi(ai) && i < b.elements.length - 1 ? '_1' : ''}`).join('');
        out.push(`${at}^BXN,${String(module)},200,,,,_^FD_1${data}^FS`);
        break;
      }
    }
    if (box.caption) text(box.caption);
  }
  out.push('^XZ');
  return out.join('\n');
}
