import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { MessageDescriptor } from 'react-intl';
import { expect } from 'vitest';
import type { Paged } from '../../../machines/shared/paging';
import { text, textPattern } from '../../support/messages';
import { pagingSettlers } from '../../support/paged-catalogue';

/** The catalogue's own wording of what its list says while it pages. */
export interface PagedListTexts {
  results: MessageDescriptor;
  loading: MessageDescriptor;
  found: MessageDescriptor;
  foundMore: MessageDescriptor;
  loadMore: MessageDescriptor;
  loadingMore: MessageDescriptor;
  allShown: MessageDescriptor;
  moreFailed: MessageDescriptor;
}

/**
 * What a paged catalogue (events, groups) shows in each state of its paging, the same rules for
 * both: its page tests add the states that are their own (empty, failed, filters).
 */
export function pagedListStates(m: PagedListTexts) {
  const results = () => screen.getByRole('region', { name: text(m.results) });
  const cards = () => within(results()).queryAllByRole('article');
  const states = {
    loading: () => {
      expect(results()).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('status')).toHaveTextContent(text(m.loading));
      expect(cards()).toHaveLength(0);
    },
    'loaded.idle': (expected: { context: Paged<unknown> }) => {
      expect(results()).toHaveAttribute('aria-busy', 'false');
      const { items, total, capped, exhausted } = expected.context;
      expect(cards()).toHaveLength(items.length);
      expect(screen.getByRole('status')).toHaveTextContent(
        capped ? text(m.foundMore, { count: 100 }) : text(m.found, { count: total ?? 0 }),
      );
      // A capped total is no end of the list: a short page is.
      if (capped ? !exhausted : items.length < (total ?? 0)) {
        expect(screen.getByRole('button', { name: text(m.loadMore) })).toBeEnabled();
      } else {
        expect(screen.queryByRole('button', { name: text(m.loadMore) })).toBeNull();
        expect(screen.getByText(text(m.allShown))).toBeInTheDocument();
      }
    },
    'loaded.loadingMore': (expected: { context: Paged<unknown> }) => {
      expect(results()).toHaveAttribute('aria-busy', 'true');
      expect(cards()).toHaveLength(expected.context.items.length);
      expect(screen.getByRole('button', { name: textPattern(m.loadingMore) })).toBeDisabled();
    },
    'loaded.moreFailed': (expected: { context: Paged<unknown> }) => {
      expect(cards()).toHaveLength(expected.context.items.length);
      expect(screen.getByText(textPattern(m.moreFailed))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: text(m.loadMore) })).toBeEnabled();
    },
  };
  return { results, cards, states };
}

/** A catalogue's wording of its first page's failure and of the button that tries again. */
export interface PagedListFailureTexts {
  errorTitle: MessageDescriptor;
  retry: MessageDescriptor;
}

/** What a paged catalogue shows when its first page failed, saying why (`reason`). */
export const pagedListFailed = (m: PagedListFailureTexts, reason: MessageDescriptor) => () => {
  expect(screen.getByText(text(m.errorTitle))).toBeInTheDocument();
  expect(screen.getByText(textPattern(reason))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: text(m.retry) })).toBeEnabled();
};

/**
 * How a person pages a catalogue or retries it, and the model's answers to its loader, settled
 * inside `act` as the page re-renders: the same for both catalogues.
 */
export function pagedListEvents(
  m: Pick<PagedListTexts, 'loadMore'> & PagedListFailureTexts,
  load: Parameters<typeof pagingSettlers>[0],
  user: UserEvent,
) {
  return {
    'more.load': () => user.click(screen.getByRole('button', { name: text(m.loadMore) })),
    retry: () => user.click(screen.getByRole('button', { name: text(m.retry) })),
    ...pagingSettlers(load, act),
  };
}
