/**
 * The one tsdown set-up of the five published packages (issue 17): each package's
 * tsdown.config.mjs names only its entry points. `pnpm build:packages` runs them all.
 *
 * - ES modules only, one output file a source module (`unbundle`): with `sideEffects: false`
 *   an app's bundler drops every module it does not reach, so importing one control from
 *   @wms/ui-core brings that control and what it imports, not the whole package. (A single
 *   bundled file would keep every styled-components call, which bundlers cannot prove pure.)
 * - `.d.ts` beside each module, with declaration maps; source maps for the JavaScript.
 * - Nothing from node_modules is bundled (`onlyBundle: []` fails the build if something
 *   would be): dependencies and peers stay imports, so an app dedupes them and keeps one React,
 *   one styled-components and one i18next.
 * - The i18n catalogues are compiled into the modules that import them, and the raw JSON is
 *   copied to dist/i18n/ as well, for translation tools (exported as `./i18n/zh.json` etc.).
 */

/**
 * @param {{ entry: Record<string, string>, platform?: 'browser' | 'node' | 'neutral', catalogues?: boolean }} options
 * @returns {import('tsdown').UserConfig}
 */
export function packageConfig({ entry, platform = 'browser', catalogues = true }) {
  return {
    entry,
    format: 'esm',
    platform,
    unbundle: true,
    fixedExtension: false,
    // What the app's browsers run (docs/architecture.md); Node 24 for the Node-only entry points.
    target: 'es2022',
    sourcemap: true,
    dts: { sourcemap: true },
    deps: { onlyBundle: [] },
    // No constant inlining across modules: the app's bundler does that. Inlined, a module whose
    // constants were all inlined stays behind as a bare `import "./constants.js"`, which
    // bundlers then warn about ("ignoring this import ... marked as having no side effects").
    inputOptions: { optimization: { inlineConst: false } },
    copy: catalogues ? [{ from: 'src/i18n/*.json', to: 'dist/i18n' }] : [],
    // Warnings are errors: a bundled dependency or an unresolved import must not ship.
    failOnWarn: true,
    // Rolldown's note on slow plugins (the declaration build) is not a problem of the output.
    checks: { pluginTimings: false },
    report: false,
    logLevel: 'warn',
  };
}
