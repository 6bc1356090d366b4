import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientOnly } from '../../src/app/startup/client-only';
import { lazyPage } from '../../src/app/startup/lazy-page';

const section = (
  <ClientOnly fallback={<p>placeholders</p>}>
    <p>live data</p>
  </ClientOnly>
);

describe('ClientOnly', () => {
  it('prerenders the fallback, hydrates it, then renders the children', async () => {
    const html = renderToString(section);
    expect(html).toContain('placeholders');
    expect(html).not.toContain('live data');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, section));
    expect(container.textContent).toBe('live data');
    act(() => root.unmount());
    container.remove();
  });

  it('renders the children at once in the browser', () => {
    render(section);
    expect(screen.getByText('live data')).toBeInTheDocument();
    expect(screen.queryByText('placeholders')).toBeNull();
  });
});

describe('lazyPage', () => {
  it('suspends until loaded, then mounts without suspending', async () => {
    let resolve: (page: { default: () => React.JSX.Element }) => void = () => {};
    const Page = lazyPage<object>(
      () => false,
      () => new Promise((r) => (resolve = r)),
      { section: true },
    );
    const tree = (
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    );
    const first = render(tree);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve({ default: () => <h1>page</h1> }));
    expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
    first.unmount();

    // A fresh mount (as hydration is) finds the page loaded: no fallback in between.
    const html = renderToString(tree);
    expect(html).toContain('<h1>page</h1>');
  });
});
