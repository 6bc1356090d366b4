import type { StoryObj } from '@storybook/react-vite';
import type { MessageDescriptor } from 'react-intl';
import { expect } from 'storybook/test';
import type { Locale } from '../../machines/i18n/locales';
import { text } from '../../tests/support/messages';

/**
 * The page in another language from the toolbar: a heading it shows, in that language's words
 * (a missing translation would show the Russian one and fail).
 */
export function translatedHeading(locale: Locale, heading: MessageDescriptor): StoryObj {
  return {
    globals: { locale },
    play: async ({ canvas }) => {
      await expect(
        canvas.getByRole('heading', { name: text(heading, {}, locale) }),
      ).toBeInTheDocument();
    },
  };
}
