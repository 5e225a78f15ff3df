import { sizeCheck } from '../../scripts/packages/size-checks.mjs';

// Budgets for size-limit on the built output (scripts/packages/size-checks.mjs); the figures
// are in README.md. @wms/ui-core is counted: an app pays for it with the grid.
export default [
  sizeCheck({ name: 'everything', import: '*', limit: '200 kB' }),
  // The list screens' grid leaves the spreadsheet grid out, and loads no controls library before
  // its first paint: its filters are light stand-ins, the column dialog comes on first use (issue 20).
  sizeCheck({ name: '{ DataGrid }', import: '{ DataGrid }', limit: '42 kB', forbid: [/^@wms\/ui-grid\/dist\/components\/SheetGrid\//, /^react-aria/, /^react-stately/, /^@react-(aria|stately)\//] }),
  sizeCheck({ name: '{ SheetGrid }', import: '{ SheetGrid }', limit: '145 kB', forbid: [/^@wms\/ui-grid\/dist\/components\/DataGrid\//] }),
  // The pure column model: no React component, no control.
  sizeCheck({ name: '{ toGridColumns, toGridFilters }', import: '{ toGridColumns, toGridFilters }', limit: '1.5 kB', only: [/^@wms\/ui-grid\/dist\/model\//, /^@wms\/ui-core\/dist\/(model|theme)\//] }),
];
