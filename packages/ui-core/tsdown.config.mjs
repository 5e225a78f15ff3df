import { defineConfig } from 'tsdown';
import { packageConfig } from '../../scripts/packages/tsdown-preset.mjs';

export default defineConfig(packageConfig({ entry: { index: 'src/index.ts' } }));
