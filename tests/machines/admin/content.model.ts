import type { EventFrom, SnapshotFrom } from 'xstate';
import { adminContentMachine } from '../../../machines/admin/content.machine';
import type {
  ContentAction,
  ContentChange,
  ContentPage,
  ContentQuery,
} from '../../../machines/admin/content.types';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';
import {
  EVENTS_PAGE,
  FEATURED_EVENT,
  GROUPS_PAGE,
  NO_EVENTS,
  OPEN_GROUP,
  PUBLISHED_EVENT,
  SEARCH_WORDS,
  TOO_LONG_REASON,
  UNPUBLISH_REASON,
} from './content.fixtures';
import { ADMIN_NETWORK } from './reports.fixtures';

type Snap = SnapshotFrom<typeof adminContentMachine>;

/** What the function answers to the pending action: the item as it is after. */
export function changeFor(s: Snap): ContentChange {
  const p = s.context.pending!;
  if (p.kind === 'close') {
    const group = s.context.groups.find((g) => g.id === p.id) ?? OPEN_GROUP;
    return { group: { ...group, closed: true } };
  }
  const event = s.context.events.find((e) => e.id === p.id) ?? PUBLISHED_EVENT;
  return p.kind === 'feature'
    ? { event: { ...event, featured: !event.featured } }
    : { event: { ...event, status: 'draft' } };
}

export const adminContentEvents = (s: Snap): EventFrom<typeof adminContentMachine>[] => [
  {
    type: 'xstate.done.actor.loadContent',
    output: s.context.section === 'events' ? EVENTS_PAGE : GROUPS_PAGE,
  } as never,
  { type: 'xstate.done.actor.loadContent', output: NO_EVENTS } as never,
  { type: 'xstate.error.actor.loadContent', error: ADMIN_NETWORK } as never,
  { type: 'retry' },
  { type: 'section.set', section: 'groups' },
  { type: 'section.set', section: 'events' },
  { type: 'query.change', value: SEARCH_WORDS },
  { type: 'search.submit' },
  { type: 'filter.status', status: 'published' },
  { type: 'filter.featured', featured: true },
  { type: 'page.next' },
  { type: 'page.previous' },
  { type: 'feature.toggle', eventId: FEATURED_EVENT.id },
  { type: 'unpublish.start', eventId: PUBLISHED_EVENT.id },
  { type: 'close.start', groupId: OPEN_GROUP.id },
  { type: 'reason.change', value: UNPUBLISH_REASON },
  { type: 'reason.change', value: TOO_LONG_REASON },
  { type: 'action.confirm' },
  { type: 'action.cancel' },
  ...(s.context.pending
    ? [{ type: 'xstate.done.actor.applyAction', output: changeFor(s) } as never]
    : []),
  { type: 'xstate.error.actor.applyAction', error: ADMIN_NETWORK } as never,
];

export const adminContentModel = createModel(adminContentMachine, {
  events: adminContentEvents,
  // Coarse on purpose: the search words and filters change what is asked for, never which
  // transitions are open, and telling them apart multiplies the graph past walking.
  serializeState: (s: Snap) =>
    JSON.stringify([
      s.value,
      s.context.section,
      s.context.page,
      s.context.events.map((e) => `${e.featured}${e.status[0]}`).join(),
      s.context.groups.map((g) => g.closed).join(),
      s.context.pending && [s.context.pending.kind, s.context.pending.reason.length > 500],
      s.context.error?.code,
    ]),
});

export const adminContentFakes = () => ({
  loadContent: controllable<ContentPage, ContentQuery>(),
  applyAction: controllable<ContentChange, ContentAction>(),
});
