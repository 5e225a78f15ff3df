/**
 * The size budgets of the packages (issue 17, point 4), for size-limit: each package's
 * .size-limit.mjs lists its checks through `sizeCheck`. A check bundles one import of the built
 * package (dist/) with esbuild, minified, with everything it pulls from node_modules except the
 * peers (react, react-dom, styled-components: the app has them anyway), and measures it brotli
 * compressed: what an app adds to its JavaScript by that import.
 *
 * `only` and `forbid` say what may end up in the bundle: rules over the modules that contribute
 * bytes after tree-shaking, named '<package>/<path>' (see `moduleName`): "one control from @wms/ui-core does not pull the grid" is a check
 * here, not a hope. A breach fails the build of that check, and so size-limit.
 */

import { resolve } from 'node:path';

/** Every package's peers: never counted. */
export const PEERS = ['react', 'react-dom', 'styled-components'];

/** The entry stub size-limit writes in a temporary folder. */
const STUB = /size-limit-[^/]+\/index\.js$/;

const WORKSPACE_NAMES = { 'ui-core': '@wms/ui-core', 'ui-grid': '@wms/ui-grid', 'ui-form': '@wms/ui-form', 'wms-api': '@wms/api', print: '@wms/print' };

/**
 * A bundled module as `<package name>/<path inside it>`, whether it was read from node_modules or
 * from a workspace package: '@wms/ui-core/dist/components/Button/Button.js', 'react-aria/dist/…'.
 */
export function moduleName(file, cwd = process.cwd()) {
  const absolute = resolve(cwd, file);
  const inModules = absolute.lastIndexOf('/node_modules/');
  if (inModules >= 0) return absolute.slice(inModules + '/node_modules/'.length);
  const workspace = /\/packages\/([^/]+)\/(.*)$/.exec(absolute);
  return workspace ? `${WORKSPACE_NAMES[workspace[1]] ?? workspace[1]}/${workspace[2]}` : absolute;
}

/**
 * A check measures what the import loads up front: code behind a dynamic `import()` (a dialog or
 * control fetched on first use, issue 20) is left out (external), of the size and of the `only` /
 * `forbid` rules. Bundled in, esbuild (without code splitting) would wrap each such module and
 * everything re-exporting it in lazy initialisers that defeat tree-shaking: the pure-model checks
 * would pull the whole index. Whatever an index also exports statically is still counted.
 *
 * @param {{ name: string, import: string, limit: string, path?: string, ignore?: string[], only?: RegExp[], forbid?: RegExp[] }} check
 */
export function sizeCheck({ name, import: imported, limit, path = 'dist/index.js', ignore = [], only, forbid }) {
  /** @type {Record<string, unknown>} */
  const check = { name, path, import: imported, limit, ignore: [...PEERS, ...ignore] };
  const plugins = [lazyLeftOut(), ...(only || forbid ? [contentsRule(name, { only, forbid })] : [])];
  check.modifyEsbuildConfig = (config) => ({ ...config, plugins: [...(config.plugins ?? []), ...plugins] });
  return check;
}

/** An esbuild plugin that leaves every dynamically imported module out (external). */
function lazyLeftOut() {
  return {
    name: 'wms-size-first-load',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
    },
  };
}

/** An esbuild plugin that fails the build when a module outside `only`, or in `forbid`, adds bytes. */
function contentsRule(name, { only, forbid }) {
  return {
    name: 'wms-size-contents',
    setup(build) {
      build.onEnd((result) => {
        if (!result.metafile) return;
        const contributing = Object.values(result.metafile.outputs).flatMap((output) =>
          Object.entries(output.inputs).filter(([file, { bytesInOutput }]) => bytesInOutput > 0 && !STUB.test(file)).map(([file]) => moduleName(file)));
        const breaches = contributing.filter((file) => (forbid ?? []).some((rule) => rule.test(file)) || (only !== undefined && !only.some((rule) => rule.test(file))));
        if (breaches.length) {
          throw new Error(`"${name}" must not contain ${breaches.slice(0, 8).join(', ')}${breaches.length > 8 ? ` and ${String(breaches.length - 8)} more` : ''}`);
        }
      });
    },
  };
}
