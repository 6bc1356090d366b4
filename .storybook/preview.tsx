import type { Preview } from '@storybook/react-vite';
import { withMachinePanel } from '../stories/machines/support/machine-channel';
import { withIntl, withRouter, withTheme } from '../stories/support/decorators';
import '../src/index.css';

const preview: Preview = {
  decorators: [withRouter, withIntl, withTheme, withMachinePanel],
  initialGlobals: { locale: 'ru', theme: 'light' },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Язык',
        icon: 'globe',
        items: [
          { value: 'ru', title: 'Русский' },
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
          { value: 'de', title: 'Deutsch' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Тема',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Светлая', icon: 'sun' },
          { value: 'dark', title: 'Тёмная', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any axe violation fails the story test, not just a warning in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
