import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for the whole workspace: every library's and app's stories. */
const config: StorybookConfig = {
  stories: ['../../../libs/*/src/**/*.stories.@(ts|tsx)', '../../console/src/**/*.stories.@(ts|tsx)', '../../widget/src/**/*.stories.@(ts|tsx)'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: fileURLToPath(new URL('../vite.config.ts', import.meta.url)) } },
  },
  // Without this every build waits on failed look-ups of the telemetry host.
  core: { disableTelemetry: true },
  staticDirs: ['../../console/public'],
};

export default config;
