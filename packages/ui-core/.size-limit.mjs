import { sizeCheck } from '../../scripts/packages/size-checks.mjs';

// Budgets for size-limit on the built output (scripts/packages/size-checks.mjs); the figures
// are in README.md. `pnpm packages:size` measures them all.
export default [
  sizeCheck({ name: 'everything', import: '*', limit: '185 kB' }),
  // One control pulls that control: not the other controls, not react-aria, never a grid.
  sizeCheck({ name: '{ Button }', import: '{ Button }', limit: '1.5 kB', only: [/^@wms\/ui-core\/dist\/(components\/Button\/|model\/buttonLog\.js)/] }),
  sizeCheck({ name: '{ ThemeProvider, createI18n }', import: '{ ThemeProvider, createI18n }', limit: '20 kB', forbid: [/^@wms\/ui-core\/dist\/components\//, /^react-aria/] }),
  sizeCheck({ name: '{ Select }', import: '{ Select }', limit: '78 kB', forbid: [/^@wms\/ui-core\/dist\/components\/(DatePicker|Tree|Cascader|Dialog|Tabs)\//] }),
  sizeCheck({ name: '{ DateRangePicker }', import: '{ DateRangePicker }', limit: '92 kB' }),
];
