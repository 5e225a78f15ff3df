/**
 * @wms/print/labels: labels drawn by the app itself (issue 48): the label model, vector barcodes
 * (bwip-js, SVG), the pages the browser prints (print CSS at the label's size) and ZPL II for
 * thermal printers. A separate entry, so that an app loads bwip-js only where it prints labels.
 */
export {
  DEFAULT_LABEL_SIZE,
  MM_PER_INCH,
  CSS_PX_PER_INCH,
  mmToPx,
  parseLabelSize,
  labelSizeText,
  isFixedLengthAi,
  gs1Text,
  gs1CheckDigit,
  sscc,
  barcodeText,
  isMatrix,
} from './model';
export type { LabelSize, BarcodeKind, Gs1Element, LabelBarcode, LabelField, Label } from './model';
export { barcodeSvg, svgDataUrl } from './barcodeSvg';
export type { BarcodeDrawing } from './barcodeSvg';
export { layoutLabel, MIN_MODULE_MM } from './layout';
export type { LabelLayout, TextBox, BarcodeBox } from './layout';
export { labelsToZpl, labelToZpl, zplText } from './zpl';
export type { ZplOptions } from './zpl';
export { LabelPage, BrowserLabelPrint, labelPrintCss, LABEL_FONTS, PRINT_ROOT_ATTRIBUTE } from './LabelPages';
