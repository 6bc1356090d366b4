import { assertEvent, assign, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type AdminFailure, adminFailureOf } from './admin.types';
import {
  CONTENT_PAGE_SIZE,
  type AdminEventItem,
  type AdminEventStatus,
  type AdminGroupItem,
  type ContentAction,
  type ContentChange,
  type ContentFilters,
  type ContentPage,
  type ContentQuery,
  type ContentSection,
  REASON_MAX,
} from './content.types';

/** An unpublishing or closing being confirmed (with its reason), or any action under way. */
export interface PendingAction {
  kind: 'feature' | 'unpublish' | 'close';
  id: string;
  reason: string;
}

export interface AdminContentContext {
  section: ContentSection;
  filters: ContentFilters;
  /** What the search box holds; searched on submit. */
  draftQuery: string;
  page: number;
  events: AdminEventItem[];
  groups: AdminGroupItem[];
  total: number;
  error: AdminFailure | null;
  pending: PendingAction | null;
}

export type AdminContentEvent =
  | { type: 'section.set'; section: ContentSection }
  | { type: 'query.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'filter.status'; status: AdminEventStatus | null }
  | { type: 'filter.featured'; featured: boolean | null }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'retry' }
  | { type: 'feature.toggle'; eventId: string }
  | { type: 'unpublish.start'; eventId: string }
  | { type: 'close.start'; groupId: string }
  | { type: 'reason.change'; value: string }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' };

const reload = { target: '#adminContent.loading', reenter: true } as const;

/** What changes the list: a section, a search, a filter; each reads it again from its first page. */
const listChanges = {
  'section.set': { guard: 'isOtherSection', ...reload, actions: 'setSection' },
  'query.change': { actions: 'setDraftQuery' },
  'search.submit': { ...reload, actions: 'applyQuery' },
  'filter.status': { ...reload, actions: 'setStatus' },
  'filter.featured': { ...reload, actions: 'setFeatured' },
} as const;

const empty: ContentFilters = { query: '', status: null, featured: null };

/**
 * /admin/content (issue 19): events (search, status and featured filters; feature or unfeature,
 * unpublish with a reason) and groups (search; close with a reason). Unpublishing and closing are
 * asked first; featuring is undone by pressing again. Messages and comments are removed from the
 * reports queue: nobody browses private messages here.
 */
export const adminContentMachine = setup({
  types: {
    context: {} as AdminContentContext,
    events: {} as AdminContentEvent,
  },
  actors: {
    loadContent: notProvided<ContentPage, ContentQuery>('loadContent'),
    applyAction: notProvided<ContentChange, ContentAction>('applyAction'),
  },
  actions: {
    setSection: assign(({ event }) => {
      assertEvent(event, 'section.set');
      return { section: event.section, filters: empty, draftQuery: '', page: 0 };
    }),
    setDraftQuery: assign(({ event }) => {
      assertEvent(event, 'query.change');
      return { draftQuery: event.value };
    }),
    applyQuery: assign(({ context }) => ({
      filters: { ...context.filters, query: context.draftQuery.trim() },
      page: 0,
    })),
    setStatus: assign(({ context, event }) => {
      assertEvent(event, 'filter.status');
      return { filters: { ...context.filters, status: event.status }, page: 0 };
    }),
    setFeatured: assign(({ context, event }) => {
      assertEvent(event, 'filter.featured');
      return { filters: { ...context.filters, featured: event.featured }, page: 0 };
    }),
    nextPage: assign(({ context }) => ({ page: context.page + 1 })),
    previousPage: assign(({ context }) => ({ page: context.page - 1 })),
    setPage: assign((_, { output }: { output: ContentPage }) =>
      output.section === 'events'
        ? { events: output.items, groups: [], total: output.total, error: null }
        : { groups: output.items, events: [], total: output.total, error: null },
    ),
    setError: assign((_, { error }: { error: unknown }) => ({ error: adminFailureOf(error) })),
    clearError: assign({ error: null }),
    startFeature: assign(({ event }) => {
      assertEvent(event, 'feature.toggle');
      return { pending: { kind: 'feature', id: event.eventId, reason: '' } as const, error: null };
    }),
    startUnpublish: assign(({ event }) => {
      assertEvent(event, 'unpublish.start');
      return {
        pending: { kind: 'unpublish', id: event.eventId, reason: '' } as const,
        error: null,
      };
    }),
    startClose: assign(({ event }) => {
      assertEvent(event, 'close.start');
      return { pending: { kind: 'close', id: event.groupId, reason: '' } as const, error: null };
    }),
    setReason: assign(({ context, event }) => {
      assertEvent(event, 'reason.change');
      return { pending: context.pending && { ...context.pending, reason: event.value } };
    }),
    dropPending: assign({ pending: null, error: null }),
    applyChange: assign(({ context }, { output }: { output: ContentChange }) => ({
      events: output.event
        ? context.events.map((e) => (e.id === output.event.id ? output.event : e))
        : context.events,
      groups: output.group
        ? context.groups.map((g) => (g.id === output.group.id ? output.group : g))
        : context.groups,
      pending: null,
      error: null,
    })),
  },
  guards: {
    isEmpty: (_, { output }: { output: ContentPage }) => output.items.length === 0,
    isOtherSection: ({ context, event }) =>
      event.type === 'section.set' && event.section !== context.section,
    hasNext: ({ context }) => (context.page + 1) * CONTENT_PAGE_SIZE < context.total,
    hasPrevious: ({ context }) => context.page > 0,
    isListedEvent: ({ context, event }) =>
      (event.type === 'feature.toggle' || event.type === 'unpublish.start') &&
      context.events.some(
        (e) =>
          e.id === event.eventId && (event.type === 'feature.toggle' || e.status === 'published'),
      ),
    isOpenGroup: ({ context, event }) =>
      event.type === 'close.start' &&
      context.groups.some((g) => g.id === event.groupId && !g.closed),
    reasonFits: ({ context }) => (context.pending?.reason.trim().length ?? 0) <= REASON_MAX,
    wasFeature: ({ context }) => context.pending?.kind === 'feature',
  },
}).createMachine({
  id: 'adminContent',
  context: {
    section: 'events',
    filters: empty,
    draftQuery: '',
    page: 0,
    events: [],
    groups: [],
    total: 0,
    error: null,
    pending: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadContent',
        src: 'loadContent',
        input: ({ context }) => ({
          section: context.section,
          ...context.filters,
          page: context.page,
          pageSize: CONTENT_PAGE_SIZE,
        }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: outputOf },
            target: 'empty',
            actions: { type: 'setPage', params: outputOf },
          },
          { target: 'loaded', actions: { type: 'setPage', params: outputOf } },
        ],
        onError: { target: 'failed', actions: { type: 'setError', params: errorOf } },
      },
      on: listChanges,
    },
    failed: {
      on: { ...listChanges, retry: { ...reload, actions: 'clearError' } },
    },
    empty: { on: listChanges },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ...listChanges,
            'page.next': { guard: 'hasNext', ...reload, actions: 'nextPage' },
            'page.previous': { guard: 'hasPrevious', ...reload, actions: 'previousPage' },
            'feature.toggle': {
              guard: 'isListedEvent',
              target: 'applying',
              actions: 'startFeature',
            },
            'unpublish.start': {
              guard: 'isListedEvent',
              target: 'confirming',
              actions: 'startUnpublish',
            },
            'close.start': { guard: 'isOpenGroup', target: 'confirming', actions: 'startClose' },
          },
        },
        confirming: {
          on: {
            'reason.change': { actions: 'setReason' },
            'action.confirm': { guard: 'reasonFits', target: 'applying', actions: 'clearError' },
            'action.cancel': { target: 'idle', actions: 'dropPending' },
          },
        },
        applying: {
          invoke: {
            id: 'applyAction',
            src: 'applyAction',
            input: ({ context }): ContentAction => {
              const p = context.pending!;
              const reason = p.reason.trim() || undefined;
              if (p.kind === 'feature') {
                const featured = !context.events.find((e) => e.id === p.id)?.featured;
                return { action: 'feature', eventId: p.id, featured };
              }
              return p.kind === 'unpublish'
                ? { action: 'unpublish', eventId: p.id, reason }
                : { action: 'closeGroup', groupId: p.id, reason };
            },
            onDone: { target: 'idle', actions: { type: 'applyChange', params: outputOf } },
            onError: [
              // A featuring that failed says so on its row.
              {
                guard: 'wasFeature',
                target: 'idle',
                actions: { type: 'setError', params: errorOf },
              },
              { target: 'confirming', actions: { type: 'setError', params: errorOf } },
            ],
          },
        },
      },
    },
  },
});
