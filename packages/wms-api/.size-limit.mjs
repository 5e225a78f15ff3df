import { sizeCheck } from '../../scripts/packages/size-checks.mjs';

// Budgets for size-limit on the built output (scripts/packages/size-checks.mjs); the figures
// are in README.md. axios, swr and js-cookie are counted; msw (a peer of ./mock) is not.
export default [
  // 38 → 41 kB (2026-11-28): the GS1 reader (issue 39), the declared field rules (issue 38) and the
  // import job's calls came in at 38.7 kB; each is pure and tree-shaken apart (the checks below).
  sizeCheck({ name: 'everything', import: '*', limit: '41 kB' }),
  sizeCheck({ name: '{ createWmsClient, createWmsApi }', import: '{ createWmsClient, createWmsApi }', limit: '28 kB', forbid: [/^swr\//, /^@wms\/api\/dist\/mock\//] }),
  // The pure helpers: no axios, no React.
  sizeCheck({ name: '{ buildQueryParams, normalizePage }', import: '{ buildQueryParams, normalizePage }', limit: '1.5 kB', only: [/^@wms\/api\/dist\/model\//] }),
  sizeCheck({ name: '{ parseGs1 }', import: '{ parseGs1 }', limit: '2.5 kB', only: [/^@wms\/api\/dist\/model\//] }),
  sizeCheck({ name: '{ fieldRuleFailure, toFieldRules }', import: '{ fieldRuleFailure, toFieldRules }', limit: '2.5 kB', only: [/^@wms\/api\/dist\/model\//] }),
  sizeCheck({ name: './mock: everything', path: 'dist/mock/index.js', import: '*', limit: '4.5 kB', ignore: ['msw'] }),
];
