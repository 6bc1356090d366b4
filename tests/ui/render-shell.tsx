import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders, type AppProvidersProps } from '../../src/app/providers';
import { AppShell } from '../../src/app/shell';

/**
 * Renders the app's providers and shell (header, footer, notices) around a page, as the app does,
 * with the machines a test gives them; the page is a stand-in unless one is given.
 */
export function renderShell({
  path = '/',
  page = <p>page</p>,
  ...providers
}: Omit<AppProvidersProps, 'children'> & { path?: string; page?: ReactNode } = {}) {
  const memory = memoryLocation({ path });
  return render(
    <AppProviders {...providers}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <AppShell>{page}</AppShell>
      </Router>
    </AppProviders>,
  );
}
