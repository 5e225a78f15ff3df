#!/usr/bin/env node
// Publishes the Storybook to Chromatic for reviewers. It needs the network and a project token,
// so it runs only when CHROMATIC_PROJECT_TOKEN is set, and says so plainly when it is not.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped: CHROMATIC_PROJECT_TOKEN is not set. Set it to the project token to publish the Storybook for review.');
  process.exit(0);
}
const result = spawnSync('pnpm', ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
