import { sizeCheck } from '../../scripts/packages/size-checks.mjs';

// Budgets for size-limit on the built output (scripts/packages/size-checks.mjs); the figures
// are in README.md. ./simulator is Node only and not measured.
export default [
  sizeCheck({ name: 'everything', import: '*', limit: '23 kB' }),
  // The client alone, for callers without React: its commands and its own zh/en prompt; no
  // React code, no ui-core, no ws (Node only).
  sizeCheck({ name: '{ PrintClient }', import: '{ PrintClient }', limit: '2.5 kB', only: [/^@wms\/print\/dist\/(client|model|i18n)\//] }),
  sizeCheck({ name: '{ usePrinter, PrinterStatus }', import: '{ usePrinter, PrinterStatus }', limit: '19 kB', forbid: [/^ws\//] }),
];
