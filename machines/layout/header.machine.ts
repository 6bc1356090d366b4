import { assign, setup } from 'xstate';

export interface HeaderContext {
  /** What the visitor has typed into the search box; kept while the box is open. */
  query: string;
}

export type HeaderEvent =
  /** The small-screen menu's button; the open sheet covers it, so closing is the sheet's (Ark's). */
  | { type: 'menu.open' }
  | { type: 'menu.close' }
  | { type: 'search.toggle' }
  | { type: 'search.close' }
  | { type: 'search.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'theme.toggle' }
  | { type: 'theme.close' }
  | { type: 'account.open' }
  | { type: 'account.close' }
  | { type: 'route.changed' };

/**
 * The header's disclosures: the small-screen menu, the search box, the theme choice and the
 * account menu (avatar). They are independent (parallel regions); leaving the page closes them all,
 * so nothing stays open over the next page.
 */
export const headerMachine = setup({
  types: {
    context: {} as HeaderContext,
    events: {} as HeaderEvent,
  },
  actions: {
    // Navigation belongs to the page (the router); the model only says when to go and with what.
    navigateToSearch: (_, _params: { query: string }) => {},
    clearQuery: assign({ query: '' }),
    setQuery: assign((_, { value }: { value: string }) => ({ query: value })),
  },
  guards: {
    hasQuery: ({ context }) => context.query.trim().length > 0,
  },
}).createMachine({
  id: 'header',
  context: { query: '' },
  type: 'parallel',
  states: {
    menu: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'menu.open': { target: 'open' } },
        },
        open: {
          // Ark's drawer asks to close (Escape, a click outside, its close button, a link followed);
          // the model decides, as for the account menu.
          on: {
            'menu.close': { target: 'closed' },
            'route.changed': { target: 'closed' },
          },
        },
      },
    },
    search: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'search.toggle': { target: 'open' } },
        },
        open: {
          on: {
            'search.toggle': { target: 'closed', actions: 'clearQuery' },
            'search.close': { target: 'closed', actions: 'clearQuery' },
            'route.changed': { target: 'closed', actions: 'clearQuery' },
            'search.change': {
              actions: { type: 'setQuery', params: ({ event }) => ({ value: event.value }) },
            },
            'search.submit': {
              // An empty or blank query does nothing: the box stays open with what was typed.
              // A real search leaves the page, so the menu closes with the box.
              guard: 'hasQuery',
              target: ['#header.search.closed', '#header.menu.closed'],
              actions: [
                {
                  type: 'navigateToSearch',
                  params: ({ context }) => ({ query: context.query.trim() }),
                },
                'clearQuery',
              ],
            },
          },
        },
      },
    },
    theme: {
      initial: 'closed',
      states: {
        closed: {
          // The two bar popups never overlap: opening one closes the other, as a click on its
          // button is a click outside the other.
          on: { 'theme.toggle': { target: ['open', '#header.account.closed'] } },
        },
        open: {
          on: {
            'theme.toggle': { target: 'closed' },
            'theme.close': { target: 'closed' },
            'route.changed': { target: 'closed' },
          },
        },
      },
    },
    account: {
      // Ark's menu asks to open and close (trigger, Escape, outside click, choosing an item); the
      // model decides, so the page and the tests see one source of truth.
      initial: 'closed',
      states: {
        closed: {
          on: { 'account.open': { target: ['open', '#header.theme.closed'] } },
        },
        open: {
          on: {
            'account.close': { target: 'closed' },
            'route.changed': { target: 'closed' },
          },
        },
      },
    },
  },
});
