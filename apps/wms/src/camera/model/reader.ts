/** One code the camera read: its text, its format, and its symbology identifier when known. */
export interface ReadCode {
  text: string;
  /** The symbology, in the BarcodeDetector's names: 'code_128', 'ean_13', 'qr_code', 'data_matrix'… */
  format: string;
  /**
   * The ISO/IEC 15424 symbology identifier when the reader tells it (']C1' is a GS1-128, ']d2'
   * a GS1 DataMatrix, ']Q3' a GS1 QR Code); the browser's own BarcodeDetector does not.
   */
  symbology?: string;
}

/** What reads codes from a camera frame: the browser's BarcodeDetector or ZXing's WebAssembly. */
export interface CodeReader {
  /** Which reader it is (shown nowhere; the tests and stories tell them apart by it). */
  readonly kind: 'native' | 'zxing' | 'fake';
  read: (frame: ImageData) => Promise<ReadCode[]>;
}

/** Loads a reader when a camera is first opened (never before: it is a large download). */
export type LoadReader = () => Promise<CodeReader>;

/** The formats every reader is asked for (issue 39: Code 128, EAN/UPC, Code 39, QR, DataMatrix at least). */
export const CAMERA_FORMATS = ['code_128', 'ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_39', 'qr_code', 'data_matrix', 'itf'] as const;
export type CameraFormat = (typeof CAMERA_FORMATS)[number];

/** The GS1 symbology identifiers (ISO/IEC 15424): a code read under one of them carries Application Identifiers. */
const GS1_SYMBOLOGIES = new Set([']C1', ']d2', ']Q3', ']e0', ']J1']);

/**
 * The text a camera read hands to a scan field, as a wedge scanner configured to send the
 * symbology identifier would type it: a GS1 symbol's text behind its identifier (']C1', ']d2',
 * ']Q3'; the group separators, ASCII 29, kept), any other code as read. A reader that cannot tell
 * the symbology gives the text alone (a GS1 text is then known by its group separators only).
 */
export function scanText(code: ReadCode): string {
  const text = code.text;
  if (code.symbology && GS1_SYMBOLOGIES.has(code.symbology) && !text.startsWith(']')) return `${code.symbology}${text}`;
  return text;
}
