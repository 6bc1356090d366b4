import type { SnapshotFrom } from 'xstate';
import type { headerMachine } from './header.machine';

type HeaderSnapshot = SnapshotFrom<typeof headerMachine>;

export const selectMenuOpen = (s: HeaderSnapshot) => s.matches({ menu: 'open' });
export const selectSearchOpen = (s: HeaderSnapshot) => s.matches({ search: 'open' });
export const selectThemeOpen = (s: HeaderSnapshot) => s.matches({ theme: 'open' });
export const selectAccountOpen = (s: HeaderSnapshot) => s.matches({ account: 'open' });
export const selectQuery = (s: HeaderSnapshot) => s.context.query;
/** Whether submitting now would search; the view can say so without re-implementing the rule. */
export const selectCanSubmitSearch = (s: HeaderSnapshot) => s.can({ type: 'search.submit' });

/** `/events?q=…`: the one place the search URL is spelled. */
export function searchHref(query: string): string {
  return `/events?${new URLSearchParams({ q: query }).toString()}`;
}
