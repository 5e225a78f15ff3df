import { sizeCheck } from '../../scripts/packages/size-checks.mjs';

// Budgets for size-limit on the built output (scripts/packages/size-checks.mjs); the figures
// are in README.md. @wms/ui-core is counted: an app pays for it with the grid.
export default [
  sizeCheck({ name: 'everything', import: '*', limit: '200 kB' }),
  // The list screens' grid leaves the spreadsheet grid out, and loads no controls library before
  // its first paint: its filters are light stand-ins, the column dialog comes on first use (issue 20).
  // 46 kB since issue 49: the phone's card mode (about 4 kB) is part of the first load, since a
  // phone's list paints it first (its filter sheet, with react-aria's focus scope, is fetched on first use).
  sizeCheck({ name: '{ DataGrid }', import: '{ DataGrid }', limit: '46 kB', forbid: [/^@wms\/ui-grid\/dist\/components\/SheetGrid\//, /^react-aria/, /^react-stately/, /^@react-(aria|stately)\//] }),
  sizeCheck({ name: '{ SheetGrid }', import: '{ SheetGrid }', limit: '145 kB', forbid: [/^@wms\/ui-grid\/dist\/components\/DataGrid\//] }),
  // The pure column model: no React component, no control.
  sizeCheck({ name: '{ toGridColumns, toGridFilters }', import: '{ toGridColumns, toGridFilters }', limit: '1.5 kB', only: [/^@wms\/ui-grid\/dist\/model\//, /^@wms\/ui-core\/dist\/(model|theme)\//] }),
];
