import { defineConfig } from 'tsdown';
import { packageConfig } from '../../scripts/packages/tsdown-preset.mjs';

// `@wms/print/simulator` is Node only (a WebSocket server on ws); the main entry point is for
// browsers. Both are built together: every import of a dependency stays external anyway, so the
// platform only decides how Node's built-ins are treated.
export default defineConfig(packageConfig({ entry: { index: 'src/index.ts', 'labels/index': 'src/labels/index.ts', 'simulator/index': 'src/simulator/index.ts' }, platform: 'node' }));
