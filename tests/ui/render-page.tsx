import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ru from '../../lang/compiled/ru.json';

/**
 * Renders a page the way the app does: the compiled Russian catalogue (so a broken message id shows
 * up), and a wouter router on an in-memory location the test can read back.
 */
export function renderPage(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const memory = memoryLocation({ path, record: true });
  const result = render(
    <IntlProvider locale="ru" defaultLocale="ru" messages={ru as never}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {ui}
      </Router>
    </IntlProvider>,
  );
  return {
    ...result,
    memory,
    /** The current location, path plus query, as the router sees it. */
    location: () => memory.history!.at(-1)!,
  };
}
