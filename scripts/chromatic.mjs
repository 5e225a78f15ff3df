#!/usr/bin/env node
// Publishes the Storybook to Chromatic for reviewers. It needs the network and a project token,
// so it runs only when CHROMATIC_PROJECT_TOKEN is set, and says so plainly when it is not.
//
// TurboSnap (onlyChanged in chromatic.config.json) needs the preview's module graph: Storybook is
// built here with --stats-json (preview-stats.json in the build folder) and Chromatic publishes
// that build (--storybook-build-dir), so Chromatic re-snapshots only the stories whose files, or
// the files they import, changed since the baseline build; a change to .storybook/ or to a
// lockfile re-snapshots everything. Extra arguments go to the chromatic CLI.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped: CHROMATIC_PROJECT_TOKEN is not set. Set it to the project token to publish the Storybook for review.');
  process.exit(0);
}
const outputDir = 'storybook-static';
const build = spawnSync('pnpm', ['exec', 'storybook', 'build', '--quiet', '--disable-telemetry', '--stats-json', outputDir, '-o', outputDir], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('chromatic: the Storybook build failed');
  process.exit(build.status ?? 1);
}
// The options (TurboSnap, exit code on changes, externals) are in chromatic.config.json.
const result = spawnSync('pnpm', ['exec', 'chromatic', '--storybook-build-dir', outputDir, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
