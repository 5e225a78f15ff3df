/**
 * The five published packages and their entry points (issue 17): one list for the packages
 * gate (scripts/packages/gate.mjs), the API reports and the consumer test. A new entry point in
 * a package's exports goes here too, or the gate fails (it compares this list with the
 * exports of each package.json).
 */
export const PUBLISHED = [
  { dir: 'packages/ui-core', tarball: 'wms-ui-core.tgz', entries: [{ subpath: '.', dts: 'dist/index.d.ts', report: 'ui-core' }] },
  { dir: 'packages/ui-grid', tarball: 'wms-ui-grid.tgz', entries: [{ subpath: '.', dts: 'dist/index.d.ts', report: 'ui-grid' }] },
  { dir: 'packages/ui-form', tarball: 'wms-ui-form.tgz', entries: [{ subpath: '.', dts: 'dist/index.d.ts', report: 'ui-form' }] },
  {
    dir: 'packages/wms-api',
    tarball: 'wms-api.tgz',
    entries: [
      { subpath: '.', dts: 'dist/index.d.ts', report: 'api' },
      { subpath: './mock', dts: 'dist/mock/index.d.ts', report: 'api-mock' },
    ],
  },
  {
    dir: 'packages/print',
    tarball: 'wms-print.tgz',
    entries: [
      { subpath: '.', dts: 'dist/index.d.ts', report: 'print' },
      { subpath: './labels', dts: 'dist/labels/index.d.ts', report: 'print-labels' },
      { subpath: './simulator', dts: 'dist/simulator/index.d.ts', report: 'print-simulator' },
    ],
  },
];
