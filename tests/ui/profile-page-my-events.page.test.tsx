import { screen, within } from '@testing-library/react';
import type { MessageDescriptor } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SnapshotFrom } from 'xstate';
import { myEventsMachine } from '../../machines/profile/my-events.machine';
import { selectMyEventsView } from '../../machines/profile/my-events.selectors';
import type { MyEvents } from '../../machines/profile/my-events.types';
import { cardMessages } from '../../src/components/event-card/event-card.messages';
import { MyEvents as MyEventsSection } from '../../src/features/profile/my-events';
import { myEventsMessages as m } from '../../src/features/profile/my-events.messages';
import {
  MY_EVENTS_USER,
  NOW,
  everything,
  myEventsModel,
} from '../machines/profile/my-events.model';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { anyTextPattern, text, textPattern, textShape } from '../support/messages';
import { renderProfileList } from './support/profile-list';

type Sut = SystemUnderTest<typeof myEventsMachine>;
type Snap = SnapshotFrom<typeof myEventsMachine>;

const region = (name: RegExp) => screen.getByRole('region', { name });
/** A name that starts with the message's text (a tab or a list adds its count). */
const startsWith = (message: MessageDescriptor) => new RegExp(`^${textPattern(message).source}`);
const tabName = (tab: 'organizing' | 'attending') => startsWith(m[tab]);
/** The past events' fold, open or closed, whatever its count. */
const foldName = anyTextPattern(m.hidePast, textShape(m.showPast));
const cardTitles = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

/** The open tab's panel must show exactly what the selector makes of the expected snapshot. */
function expectPanel(expected: Snap) {
  const view = selectMyEventsView(expected);
  const tab = view[view.tab];
  expect(screen.getByRole('tab', { name: tabName(view.tab) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = screen.getByRole('tabpanel', { name: tabName(view.tab) });
  if (tab.total === 0) {
    expect(panel).toHaveTextContent(
      text(view.tab === 'organizing' ? m.organizingEmpty : m.attendingEmpty),
    );
    return;
  }
  const upcoming = region(startsWith(m.upcoming));
  expect(cardTitles(upcoming)).toEqual(tab.upcoming.items.map((e) => e.title));
  const more = within(upcoming).queryByRole('button', { name: textShape(m.more) });
  if (tab.upcoming.remaining > 0) expect(more).toBeVisible();
  else expect(more).toBeNull();

  const fold = screen.queryByRole('button', { expanded: tab.pastOpen });
  if (tab.past.total === 0) {
    expect(screen.queryByRole('button', { name: foldName })).toBeNull();
  } else if (tab.pastOpen) {
    expect(fold).toHaveTextContent(text(m.hidePast));
    expect(cardTitles(region(startsWith(m.past)))).toEqual(tab.past.items.map((e) => e.title));
  } else {
    expect(fold).toHaveTextContent(
      new RegExp(`^${textPattern(m.showPast, { count: tab.past.total }).source}$`),
    );
    expect(screen.queryByRole('region', { name: startsWith(m.past) })).toBeNull();
  }

  const items = [...tab.upcoming.items, ...(tab.pastOpen ? tab.past.items : [])];
  const edits = within(panel).queryAllByRole('link', { name: textShape(m.editLabel) });
  if (view.tab === 'organizing') {
    // Own upcoming events that are not cancelled can be edited; past and cancelled ones cannot.
    const editable = tab.upcoming.items.filter((e) => e.status !== 'cancelled');
    expect(edits.map((a) => a.getAttribute('href'))).toEqual(
      editable.map((e) => `/events/${e.id}/edit`),
    );
    expect(within(panel).queryAllByText(text(cardMessages.draft))).toHaveLength(
      items.filter((e) => e.status === 'draft').length,
    );
  } else {
    expect(edits).toHaveLength(0);
    const rsvps = items.map((e) => ('rsvp' in e ? e.rsvp : null));
    expect(within(panel).queryAllByText(text(m.going))).toHaveLength(
      rsvps.filter((r) => r === 'going').length,
    );
    expect(within(panel).queryAllByText(text(m.waitlisted))).toHaveLength(
      rsvps.filter((r) => r === 'waitlisted').length,
    );
  }
  expect(within(panel).queryAllByText(text(cardMessages.cancelled))).toHaveLength(
    items.filter((e) => e.status === 'cancelled').length,
  );
}

function setup() {
  const { user, load, states, events } = renderProfileList<MyEvents>({
    texts: m,
    actor: 'loadMyEvents',
    userId: MY_EVENTS_USER,
    label: 'My events:',
    render: (loadMyEvents) => (
      <MyEventsSection
        logic={myEventsMachine.provide({ actors: { loadMyEvents } })}
        userId={MY_EVENTS_USER}
        now={NOW}
      />
    ),
  });
  const sut: Sut = {
    states: {
      ...states,
      empty: () => {
        expect(screen.getByRole('heading', { name: text(m.emptyTitle) })).toBeVisible();
        expect(screen.getByRole('link', { name: text(m.create) })).toHaveAttribute(
          'href',
          '/events/create',
        );
        expect(screen.getByRole('link', { name: text(m.browse) })).toHaveAttribute(
          'href',
          '/events',
        );
        expect(screen.queryByRole('tablist')).toBeNull();
      },
      'loaded.organizing': (expected) => expectPanel(expected),
      'loaded.attending': (expected) => expectPanel(expected),
    },
    events: {
      ...events,
      'tab.select': (e) => user.click(screen.getByRole('tab', { name: tabName(e.tab) })),
      'past.toggle': () => user.click(screen.getByRole('button', { name: foldName })),
      'list.more': async (e) => {
        const list = region(startsWith(e.list.endsWith('.past') ? m.past : m.upcoming));
        const before = cardTitles(list).length;
        await user.click(within(list).getByRole('button', { name: textShape(m.more) }));
        // Focus lands on the first card the button revealed, not on the page's start.
        expect(
          within(list).getAllByRole('heading', { level: 4 })[before]!.firstChild,
        ).toHaveFocus();
      },
    } as Sut['events'],
  };
  return { sut, load };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('profile page: my events (model-based)', () => {
  modelTests(myEventsModel, { setup });
});

describe('profile page: my events (texts)', () => {
  // The plural forms themselves are asserted word for word in tests/unit/russian-plurals.test.ts.
  it('counts on the fold, on "show more" and on the tabs', async () => {
    const { load } = setup();
    await load.resolve(everything);
    expect(screen.getByRole('button', { name: text(m.showPast, { count: 2 }) })).toBeVisible();
    expect(screen.getByRole('button', { name: text(m.more, { count: 2 }) })).toBeVisible();
    const counted = (tab: 'organizing' | 'attending', count: number) =>
      new RegExp(`${tabName(tab).source}.*${textPattern(m.count, { count }).source}$`);
    expect(screen.getByRole('tab', { name: counted('organizing', 10) })).toBeVisible();
    expect(screen.getByRole('tab', { name: counted('attending', 8) })).toBeVisible();
  });
});
