import { sizeCheck } from '../../scripts/packages/size-checks.mjs';

// Budgets for size-limit on the built output (scripts/packages/size-checks.mjs); the figures
// are in README.md. axios, swr and js-cookie are counted; msw (a peer of ./mock) is not.
export default [
  // 38 → 41 kB (2026-11-28): the GS1 reader (issue 39), the declared field rules (issue 38) and the
  // import job's calls came in at 38.7 kB; each is pure and tree-shaken apart (the checks below).
  // 41 → 52 kB and 28 → 37 kB (issue 47): every answer's schema (36, with what CONTRACT.md says of
  // each) and the parts of Valibot they use came in at 49.5 and 35.6 kB; the catalogue alone is
  // the check below. The app loads the client once signed in, not on the login route.
  sizeCheck({ name: 'everything', import: '*', limit: '52 kB' }),
  sizeCheck({ name: '{ createWmsClient, createWmsApi }', import: '{ createWmsClient, createWmsApi }', limit: '37 kB', forbid: [/^swr\//, /^@wms\/api\/dist\/mock\//] }),
  // The pure helpers: no axios, no React. (normalizePage reads through the contract since issue 47.)
  sizeCheck({ name: '{ buildQueryParams }', import: '{ buildQueryParams }', limit: '1.5 kB', only: [/^@wms\/api\/dist\/model\//] }),
  // The contract (issue 47): the whole catalogue with its checks and Valibot, no axios, no React.
  sizeCheck({ name: '{ ANSWERS, checkAnswer, checkRowsAgainstColumns }', import: '{ ANSWERS, checkAnswer, checkRowsAgainstColumns }', limit: '10.5 kB', only: [/^@wms\/api\/dist\/(model|contract)\//, /^valibot\//] }),
  // What a screen needs to show a drift: the error and the registry, without the schemas.
  sizeCheck({ name: '{ isContractDrift, DriftRegistry }', import: '{ isContractDrift, DriftRegistry }', limit: '1.5 kB', only: [/^@wms\/api\/dist\/model\//, /^@wms\/api\/dist\/contract\/drift/] }),
  sizeCheck({ name: '{ parseGs1 }', import: '{ parseGs1 }', limit: '2.5 kB', only: [/^@wms\/api\/dist\/model\//] }),
  sizeCheck({ name: '{ fieldRuleFailure, toFieldRules }', import: '{ fieldRuleFailure, toFieldRules }', limit: '2.5 kB', only: [/^@wms\/api\/dist\/model\//] }),
  sizeCheck({ name: './mock: everything', path: 'dist/mock/index.js', import: '*', limit: '4.5 kB', ignore: ['msw'] }),
];
