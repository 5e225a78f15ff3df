import { sizeCheck } from '../../scripts/packages/size-checks.mjs';

// Budgets for size-limit on the built output (scripts/packages/size-checks.mjs); the figures
// are in README.md. ./simulator is Node only and not measured.
export default [
  sizeCheck({ name: 'everything', import: '*', limit: '23 kB' }),
  // The client alone, for callers without React: its commands and its own zh/en prompt (the
  // catalogue rides along: 2.89 kB with issue 48's print-dialog strings, 3 kB allowed); no
  // React code, no ui-core, no ws (Node only).
  sizeCheck({ name: '{ PrintClient }', import: '{ PrintClient }', limit: '3 kB', only: [/^@wms\/print\/dist\/(client|model|i18n)\//] }),
  sizeCheck({ name: '{ usePrinter, PrinterStatus }', import: '{ usePrinter, PrinterStatus }', limit: '19 kB', forbid: [/^ws\//] }),
  // The labels drawn by the app (issue 48): bwip-js's five encoders, the layout, the pages and ZPL; loaded where labels are drawn.
  sizeCheck({ name: './labels: { BrowserLabelPrint, labelsToZpl }', path: 'dist/labels/index.js', import: '{ BrowserLabelPrint, labelsToZpl }', limit: '90 kB' }),
  // The print dialog's choice with the pure label model (issue 48): no bwip-js (that is ./labels).
  sizeCheck({ name: '{ PrintChooser, offeredPaths, parseLabelSize }', import: '{ PrintChooser, offeredPaths, parseLabelSize }', limit: '19 kB', forbid: [/^ws\//, /bwip-js/] }),
];
