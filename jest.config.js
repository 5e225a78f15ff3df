// Unit tests: Jest + Testing Library in jsdom, beside the code (*.test.ts, *.test.tsx).
// ESM-only packages must go through the transformer; pnpm keeps them under node_modules/.pnpm.
const esmOnly = [
  '@tanstack', 'msw', '@mswjs', '@open-draft', '@bundled-es-modules', 'until-async', 'outvariant',
  'strict-event-emitter', 'headers-polyfill', 'is-node-process', 'rettime', 'tough-cookie',
  'uuid', 'nanoid', 'react-window', '@internationalized', 'bwip-js',
].join('|');

/** What both projects share: the transform and the workspace packages from their sources. */
const shared = {
  testMatch: ['**/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly}))`],
  moduleNameMapper: {
    // The workspace packages from their sources: their exports point at dist/ (published) and at
    // src/ under the "@wms/source" condition, which jest-fixed-jsdom's fixed conditions leave out.
    '^@wms/(ui-core|ui-grid|ui-form|print)$': '<rootDir>/packages/$1/src/index.ts',
    '^@wms/api$': '<rootDir>/packages/wms-api/src/index.ts',
    // The private packages the app and the server share (issue 50): only ever from their sources.
    '^@wms/(workbook|runtime-config)$': '<rootDir>/packages/$1/src/index.ts',
    '^@wms/api/mock$': '<rootDir>/packages/wms-api/src/mock/index.ts',
    '^@wms/print/simulator$': '<rootDir>/packages/print/src/simulator/index.ts',
    '^@wms/print/labels$': '<rootDir>/packages/print/src/labels/index.ts',
    // bwip-js's CommonJS build has no per-symbology exports (its ES module has): the labels import those.
    '^bwip-js/browser$': '<rootDir>/node_modules/.pnpm/bwip-js@4.11.4/node_modules/bwip-js/dist/bwip-js.mjs',
    '^@wms/(ui-core|ui-grid|ui-form|print)/i18n/(zh|en)\\.json$': '<rootDir>/packages/$1/src/i18n/$2.json',
    '\\.(css|png|svg)$': '<rootDir>/tests/setup/file-stub.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/storybook-static/'],
};

/** @type {import('jest').Config} */
export default {
  // userEvent flows through whole forms take seconds on a loaded 2-core machine; a hung test
  // still fails, just later than Jest's default 5 s.
  testTimeout: 30_000,
  // Jest's default is one worker less than the cores, one worker on the 2-core machines: the
  // server's tests wait on their HTTP round trips, so two workers keep both cores busy.
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'server',
      // The reference server is a Node program: its tests run in Node, not in a browser's jsdom.
      testEnvironment: 'node',
      // The agreement test (tests/agreement) compares the server's verdicts with the app's forms:
      // it belongs to neither, and runs here, in Node, on the server's seed.
      roots: ['<rootDir>/apps/wms-server', '<rootDir>/tests/agreement'],
      testMatch: [...shared.testMatch, '<rootDir>/tests/agreement/**/*.test.ts'],
      globalSetup: '<rootDir>/apps/wms-server/src/test-utils/seedTemplate.ts',
      globalTeardown: '<rootDir>/apps/wms-server/src/test-utils/seedTemplateTeardown.ts',
    },
    {
      ...shared,
      displayName: 'browser',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/packages', '<rootDir>/apps'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '/apps/wms-server/'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
    },
  ],
};
