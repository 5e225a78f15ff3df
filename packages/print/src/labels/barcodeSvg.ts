/**
 * Barcodes as vector images, drawn by bwip-js (Barcode Writer in Pure PostScript, every
 * symbology the scanners read, GS1's AI rules checked). Only the encoders used are imported, so
 * a bundle carries these five and not bwip-js's hundred.
 */
import { code128, datamatrix, drawingSVG, gs1_128, gs1datamatrix, qrcode, type RenderOptions } from 'bwip-js/browser';
import { gs1Text, isMatrix, type LabelBarcode } from './model';

/** A barcode drawn: its SVG, and its natural width in modules (1-D) or modules a side (2-D). */
export interface BarcodeDrawing {
  svg: string;
  /** 1-D: modules across, quiet zones excluded; 2-D: modules a side. */
  modules: number;
}

/** Bar height of 1-D symbols in bwip-js units (the image is stretched to the label's height). */
const BAR_HEIGHT = 10;

/**
 * Draws a barcode as SVG. Throws (bwip-js's message) when the data cannot be encoded: a GS1
 * element with a wrong length or check digit, mutually exclusive AIs, too much data.
 *
 * @example barcodeSvg({ kind: 'gs1-128', elements: [['00', '106141411234567897']] }).svg // '<svg viewBox=…'
 */
export function barcodeSvg(barcode: LabelBarcode): BarcodeDrawing {
  const options = { scale: 1, height: BAR_HEIGHT, includetext: false };
  let svg: string;
  switch (barcode.kind) {
    case 'code128': svg = code128({ ...options, bcid: 'code128', text: barcode.value }, drawingSVG()); break;
    case 'qrcode': svg = qrcode({ ...options, bcid: 'qrcode', text: barcode.value, eclevel: 'M' } as RenderOptions, drawingSVG()); break;
    case 'datamatrix': svg = datamatrix({ ...options, bcid: 'datamatrix', text: barcode.value }, drawingSVG()); break;
    case 'gs1-128': svg = gs1_128({ ...options, bcid: 'gs1-128', text: gs1Text(barcode.elements) }, drawingSVG()); break;
    case 'gs1-datamatrix': svg = gs1datamatrix({ ...options, bcid: 'gs1datamatrix', text: gs1Text(barcode.elements) }, drawingSVG()); break;
  }
  const width = Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)?.[1] ?? 0);
  // bwip-js at scale 1 draws a 1-D module one unit wide and a 2-D module two units a side.
  const modules = isMatrix(barcode.kind) ? width / 2 : width;
  // A 1-D symbol is stretched to the height it is given; a matrix keeps its square.
  if (!isMatrix(barcode.kind)) svg = svg.replace('<svg ', '<svg preserveAspectRatio="none" ');
  return { svg, modules };
}

/** The SVG as an image address (data: URL), for an <img> that the browser prints as vectors. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
