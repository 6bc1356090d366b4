import type { Decorator } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEFAULT_LOCALE } from '../../machines/i18n/locales';
import { compiledMessages, storyLocale } from './locales';

export type StoryTheme = 'light' | 'dark';

/** The real IntlProvider with the compiled catalogue of the toolbar's `locale` global. */
export const withIntl: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals.locale);
  return (
    <IntlProvider
      key={locale}
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={compiledMessages[locale]}
      onError={(err) => {
        // i18n:check is the gate for missing translations; stories only surface them.
        if (err.code !== 'MISSING_TRANSLATION') console.warn(err.message);
      }}
    >
      <Story />
    </IntlProvider>
  );
};

/**
 * Applies the toolbar's `theme` global to <html>, where the app's theme switch will put it,
 * so portalled parts (dialogs, menus, toasts) get the same colour mode as the story.
 */
export const withTheme: Decorator = (Story, context) => {
  const theme: StoryTheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.lang = storyLocale(context.globals.locale);
  return <Story />;
};

/**
 * A wouter router on an in-memory location so links navigate inside the story without touching
 * the preview iframe's URL. Start elsewhere with `parameters: { route: '/events' }`.
 */
export const withRouter: Decorator = (Story, context) => {
  const path = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  const { hook, searchHook } = memoryLocation({ path });
  return (
    <Router hook={hook} searchHook={searchHook}>
      <Story />
    </Router>
  );
};

/** The story inside a box of `className` (a width, a gap), as a page would place the part. */
export const inBox =
  (className: string): Decorator =>
  (Story) => (
    <div className={className}>
      <Story />
    </div>
  );
