import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook over every package (docs/architecture.md): stories live beside their components. */
const config: StorybookConfig = {
  // WMS_STORIES narrows Storybook to one glob (relative to this folder), for a quick look at
  // one package's stories; by default every package's, with each package's Introduction.mdx.
  stories: process.env.WMS_STORIES ? [process.env.WMS_STORIES] : ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/wms/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  staticDirs: ['./public'],
  // The packages from their sources (their exports' "@wms/source" condition), never dist/:
  // stories hot-reload and need no package build (issue 17). vitest.config.ts says the same.
  async viteFinal(viteConfig) {
    const { defaultClientConditions, mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { resolve: { conditions: ['@wms/source', ...defaultClientConditions] } });
  },
};

export default config;
