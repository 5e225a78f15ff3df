/**
 * Labels as data (issue 48): what a label says (a title, named fields, barcodes), and the size of
 * the label a printer is loaded with. The same data is drawn by the browser (LabelPages, print
 * CSS) and written as ZPL II for thermal printers (labelsToZpl). Pure.
 */

/** A label's size in millimetres, as the printer configuration gives it. */
export interface LabelSize {
  widthMm: number;
  heightMm: number;
}

/** The symbologies labels are drawn with: those the floor's scanners and the camera read. */
export type BarcodeKind = 'code128' | 'gs1-128' | 'qrcode' | 'datamatrix' | 'gs1-datamatrix';

/** One GS1 element: an Application Identifier and its data, e.g. ['00', '106141411234567897']. */
export type Gs1Element = readonly [ai: string, data: string];

/** One barcode of a label: plain data (code128, qrcode, datamatrix) or GS1 elements (gs1-*). */
export type LabelBarcode =
  | { kind: 'code128' | 'qrcode' | 'datamatrix'; value: string }
  | { kind: 'gs1-128' | 'gs1-datamatrix'; elements: readonly Gs1Element[] };

/** One named value printed on a label. */
export interface LabelField {
  name: string;
  value: string;
}

/** One label: printed one a page (a copy is another label with the same content). */
export interface Label {
  /** Unique within a job (the document and copy it prints). */
  id: string;
  title: string;
  fields: readonly LabelField[];
  barcodes: readonly LabelBarcode[];
}

/** 25.4 mm an inch; CSS has 96 px an inch, so a preview at real size is mm × 96 / 25.4 px. */
export const MM_PER_INCH = 25.4;
export const CSS_PX_PER_INCH = 96;

/** CSS pixels of a length in millimetres (a CSS pixel is 1/96 in on every device). */
export function mmToPx(mm: number): number {
  return (mm / MM_PER_INCH) * CSS_PX_PER_INCH;
}

/** The label a printer with no size of its own is taken to carry: 100 × 60 mm. */
export const DEFAULT_LABEL_SIZE: LabelSize = { widthMm: 100, heightMm: 60 };

/** The smallest and largest label size taken (a thermal printer's range; A4 is a document). */
const MIN_MM = 20;
const MAX_MM = 300;

/**
 * The label size of a printer configuration's text: `100x60` (mm), `100×60mm`, `4x6in`,
 * `4 x 6 in`, `101.6x152.4`. Undefined for anything else, or a size no label printer takes.
 *
 * @example parseLabelSize('4x6in') // { widthMm: 101.6, heightMm: 152.4 }
 */
export function parseLabelSize(text: string | undefined | null): LabelSize | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(mm|in|")?\s*$/i.exec(text ?? '');
  if (!match) return undefined;
  const factor = match[3] && match[3].toLowerCase() !== 'mm' ? MM_PER_INCH : 1;
  const size = { widthMm: round(Number(match[1]) * factor), heightMm: round(Number(match[2]) * factor) };
  const fits = (mm: number) => mm >= MIN_MM && mm <= MAX_MM;
  return fits(size.widthMm) && fits(size.heightMm) ? size : undefined;
}

const round = (mm: number) => Math.round(mm * 100) / 100;

/** The text of a size, as the dialog shows it: `100 × 60 mm`. */
export function labelSizeText(size: LabelSize): string {
  return `${String(size.widthMm)} × ${String(size.heightMm)} mm`;
}

/**
 * GS1 Application Identifiers whose data has a fixed length (GS1 General Specifications,
 * 'predefined length' table, by the AI's first two digits): no FNC1 separator follows them.
 */
const FIXED_LENGTH: Readonly<Record<string, number>> = {
  '00': 18, '01': 14, '02': 14, '03': 14, '04': 16, '11': 6, '12': 6, '13': 6, '14': 6, '15': 6, '16': 6, '17': 6, '18': 6, '19': 6, '20': 2,
  '31': 6, '32': 6, '33': 6, '34': 6, '35': 6, '36': 6, '41': 13,
};

/** Whether an AI's data has a fixed length (no separator needed after it). */
export function isFixedLengthAi(ai: string): boolean {
  return FIXED_LENGTH[ai.slice(0, 2)] !== undefined;
}

/**
 * The human-readable form of GS1 elements, which is also what ZXing gives back in its HRI text
 * mode and what bwip-js and ZPL's UCC/EAN mode take: `(00)106141411234567897(10)LOT1`.
 */
export function gs1Text(elements: readonly Gs1Element[]): string {
  return elements.map(([ai, data]) => `(${ai})${data}`).join('');
}

/** The mod-10 check digit of GS1 keys (GTIN, SSCC): the body without its check digit. */
export function gs1CheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

/**
 * An SSCC (AI 00, 18 digits) of a company prefix and a serial: extension digit, prefix, serial
 * (zero-padded to fill 17 digits), check digit. Digits only; the serial's non-digits are dropped.
 *
 * @example sscc('0614141', '123456789') // '006141411234567890'
 */
export function sscc(companyPrefix: string, serial: string, extension = '0'): string {
  const digits = serial.replace(/\D/g, '');
  const room = 17 - 1 - companyPrefix.length;
  const body = `${extension}${companyPrefix}${digits.slice(-room).padStart(room, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** What a scanner gives back for a barcode: its value, or the GS1 elements in their readable form. */
export function barcodeText(barcode: LabelBarcode): string {
  return 'elements' in barcode ? gs1Text(barcode.elements) : barcode.value;
}

/** Whether a symbology is two-dimensional (square modules, drawn square). */
export const isMatrix = (kind: BarcodeKind): boolean => kind === 'qrcode' || kind === 'datamatrix' || kind === 'gs1-datamatrix';
