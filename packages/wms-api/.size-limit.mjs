import { sizeCheck } from '../../scripts/packages/size-checks.mjs';

// Budgets for size-limit on the built output (scripts/packages/size-checks.mjs); the figures
// are in README.md. axios, swr and js-cookie are counted; msw (a peer of ./mock) is not.
export default [
  sizeCheck({ name: 'everything', import: '*', limit: '38 kB' }),
  sizeCheck({ name: '{ createWmsClient, createWmsApi }', import: '{ createWmsClient, createWmsApi }', limit: '28 kB', forbid: [/^swr\//, /^@wms\/api\/dist\/mock\//] }),
  // The pure helpers: no axios, no React.
  sizeCheck({ name: '{ buildQueryParams, normalizePage }', import: '{ buildQueryParams, normalizePage }', limit: '1.5 kB', only: [/^@wms\/api\/dist\/model\//] }),
  sizeCheck({ name: './mock: everything', path: 'dist/mock/index.js', import: '*', limit: '4.5 kB', ignore: ['msw'] }),
];
