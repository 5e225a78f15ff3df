#!/usr/bin/env node
/**
 * The public API of each package as API Extractor reports it (issue 17, point 4): one report an
 * entry point, committed beside the package (packages/<dir>/api/<name>.api.md), read from the
 * built declarations in dist/ — what an app compiles against, not the sources.
 *
 *   node scripts/packages/api-report.mjs            compare; exit 1 when a report differs
 *   node scripts/packages/api-report.mjs --update   write the reports anew (then review the diff)
 *
 * A change to a package's exports or to an exported type changes its report: the diff is the
 * API review, and an unreviewed change fails `./wms test --only packages`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { PUBLISHED } from './published.mjs';

const root = resolve(import.meta.dirname, '../..');
const update = process.argv.includes('--update');
const temp = mkdtempSync(join(tmpdir(), 'wms-api-report-'));

let failed = 0;
for (const { dir, entries } of PUBLISHED) {
  for (const { subpath, dts, report } of entries) {
    const projectFolder = join(root, dir);
    const config = ExtractorConfig.prepare({
      configObjectFullPath: undefined,
      packageJsonFullPath: join(projectFolder, 'package.json'),
      configObject: {
        projectFolder,
        mainEntryPointFilePath: join(projectFolder, dts),
        // The repository's line ends (API Extractor writes CRLF by default when it writes a report).
        newlineKind: 'lf',
        // The declarations as an app reads them: other @wms packages through their dist/ types
        // (no "@wms/source" condition here), third-party types as installed.
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              target: 'ES2022',
              lib: ['ES2023', 'DOM', 'DOM.Iterable'],
              module: 'ESNext',
              moduleResolution: 'Bundler',
              jsx: 'react-jsx',
              strict: true,
              skipLibCheck: true,
              types: [],
            },
          },
        },
        apiReport: {
          enabled: true,
          reportFileName: report,
          reportFolder: join(projectFolder, 'api'),
          reportTempFolder: temp,
          includeForgottenExports: false,
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          compilerMessageReporting: { default: { logLevel: 'warning' } },
          extractorMessageReporting: {
            // Written into the report, where a reviewer sees them (a type used by the API but
            // not exported, for one): part of the diff, not console noise.
            default: { logLevel: 'none', addToApiReportFile: true },
            // Release tags (@public, @beta) are not used here: every export is public.
            'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
            // Missing JSDoc already shows as "(undocumented)" on the item itself.
            'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
          },
          // The JSDoc here is written for people and editors, not checked as TSDoc.
          tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
        },
      },
    });
    mkdirSync(join(projectFolder, 'api'), { recursive: true });
    const result = Extractor.invoke(config, {
      localBuild: update,
      messageCallback: (message) => {
        // API Extractor's own note that a report changed is printed below, in one line.
        if (message.messageId === 'console-api-report-changed' || message.messageId === 'console-api-report-copied') message.handled = true;
        if (message.messageId === 'console-api-report-unchanged' || message.messageId === 'console-preamble' || message.messageId === 'console-compiler-version-notice') message.handled = true;
      },
    });
    const name = `${config.packageJson?.name ?? dir}${subpath === '.' ? '' : subpath.slice(1)}`;
    const file = `${dir}/api/${report}.api.md`;
    if (result.apiReportChanged && !update) {
      failed++;
      console.log(`FAIL  ${name}: the public API differs from ${file}. If that is meant: pnpm packages:api:update, review the diff, commit it`);
      const diff = spawnSync('diff', ['-u', join(projectFolder, 'api', `${report}.api.md`), join(temp, `${report}.api.md`)], { encoding: 'utf8' }).stdout;
      console.log(diff.split('\n').slice(2, 42).map((line) => `      ${line}`).join('\n'));
    } else if (result.errorCount > 0 || (!result.succeeded && !result.apiReportChanged)) {
      failed++;
      console.log(`FAIL  ${name}: API Extractor failed (${String(result.errorCount)} errors, ${String(result.warningCount)} warnings)`);
    } else {
      console.log(`ok    ${name}: ${result.apiReportChanged ? 'written to' : 'matches'} ${file}`);
    }
  }
}
rmSync(temp, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
