import { defineConfig } from 'tsdown';
import { packageConfig } from '../../scripts/packages/tsdown-preset.mjs';

// `@wms/api/mock`: the contract fixtures and MSW handlers, for the stories and tests of apps
// that use this package; msw is an optional peer, needed only by that entry point.
export default defineConfig(packageConfig({ entry: { index: 'src/index.ts', 'mock/index': 'src/mock/index.ts' }, catalogues: false }));
