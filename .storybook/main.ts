import type { StorybookConfig } from '@storybook/react-vite';
import { machineStoriesIndexer, machineStoriesPlugin } from './machine-stories.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // One story per machine in machines/ (see machine-stories.ts).
  experimental_indexers: (existing) => [machineStoriesIndexer, ...(existing ?? [])],
  viteFinal: (config) => ({
    ...config,
    plugins: [...(config.plugins ?? []), machineStoriesPlugin()],
  }),
};

export default config;
