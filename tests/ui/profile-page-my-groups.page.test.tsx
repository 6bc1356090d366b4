import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SnapshotFrom } from 'xstate';
import { myGroupsMachine } from '../../machines/profile/my-groups.machine';
import { selectMyGroupsView } from '../../machines/profile/my-groups.selectors';
import type { MyGroups } from '../../machines/profile/my-groups.types';
import { MyGroups as MyGroupsSection } from '../../src/features/profile/my-groups';
import { myGroupsMessages as m } from '../../src/features/profile/my-groups.messages';
import { MY_GROUPS_USER, everything, myGroupsModel } from '../machines/profile/my-groups.model';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { text, textShape } from '../support/messages';
import { renderProfileList } from './support/profile-list';

type Sut = SystemUnderTest<typeof myGroupsMachine>;
type Snap = SnapshotFrom<typeof myGroupsMachine>;

const section = () => screen.getByRole('region', { name: text(m.title) });
const groupList = () => screen.getByRole('list', { name: text(m.title) });
const rowNames = (list: HTMLElement, level: 3 | 4) =>
  within(list)
    .queryAllByRole('heading', { level })
    .map((h) => h.textContent);

/** The section must show exactly what the selector makes of the expected snapshot. */
function expectLoaded(expected: Snap) {
  const view = selectMyGroupsView(expected);
  if (view.groups.length === 0) {
    expect(section()).toHaveTextContent(text(m.noGroups));
    expect(screen.queryByRole('list', { name: text(m.title) })).toBeNull();
  } else {
    expect(rowNames(groupList(), 3)).toEqual(view.groups.map((g) => g.name));
    const rows = within(groupList()).getAllByRole('listitem');
    view.groups.forEach((group, i) => {
      const row = rows[i]!;
      expect(within(row).getByRole('link', { name: group.name })).toHaveAttribute(
        'href',
        `/groups/${group.id}`,
      );
      expect(row).toHaveTextContent(text(m.roles[group.role]));
      expect(row).toHaveTextContent(text(m.members, { count: group.memberCount }));
      expect(row).toHaveTextContent(group.isOnline ? text(m.online) : group.city!);
    });
    expect(section()).toHaveTextContent(text(m.count, { count: view.total }));
  }
  const more = screen.queryByRole('button', { name: textShape(m.more) });
  if (view.remaining > 0) expect(more).toBeVisible();
  else expect(more).toBeNull();
  expect(screen.getByRole('link', { name: text(m.browse) })).toHaveAttribute('href', '/groups');
  const requests = screen.queryByRole('list', { name: text(m.requests) });
  if (view.requests.length === 0) {
    expect(requests).toBeNull();
  } else {
    expect(rowNames(requests!, 4)).toEqual(view.requests.map((r) => r.group.name));
    expect(within(requests!).getAllByText(text(m.pending))).toHaveLength(view.requests.length);
  }
}

function setup() {
  const { user, load, states, events } = renderProfileList<MyGroups>({
    texts: m,
    actor: 'loadMyGroups',
    userId: MY_GROUPS_USER,
    label: 'My groups:',
    render: (loadMyGroups) => (
      <MyGroupsSection
        logic={myGroupsMachine.provide({ actors: { loadMyGroups } })}
        userId={MY_GROUPS_USER}
      />
    ),
  });
  const sut: Sut = {
    states: {
      ...states,
      empty: () => {
        expect(screen.getByRole('heading', { level: 3, name: text(m.emptyTitle) })).toBeVisible();
        expect(screen.getByRole('link', { name: text(m.browse) })).toHaveAttribute(
          'href',
          '/groups',
        );
        expect(screen.getByRole('link', { name: text(m.create) })).toHaveAttribute(
          'href',
          '/groups/create',
        );
        expect(screen.queryByRole('list')).toBeNull();
      },
      loaded: (expected) => expectLoaded(expected),
    },
    events: {
      ...events,
      'list.more': async () => {
        const before = rowNames(groupList(), 3).length;
        await user.click(screen.getByRole('button', { name: textShape(m.more) }));
        // Focus lands on the first group the button revealed, not on the page's start.
        expect(
          within(groupList()).getAllByRole('heading', { level: 3 })[before]!.firstChild,
        ).toHaveFocus();
      },
    } as Sut['events'],
  };
  return { sut, load };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('profile page: my groups (model-based)', () => {
  modelTests(myGroupsModel, { setup });
});

describe('profile page: my groups (texts)', () => {
  it('says how many groups there are and how many «show more» adds, in Russian plurals', async () => {
    const { load } = setup();
    await load.resolve(everything);
    expect(section()).toHaveTextContent('8 групп');
    expect(screen.getByRole('button', { name: 'Показать ещё 2 группы' })).toBeVisible();
    expect(text(m.more, { count: 1 })).toBe('Показать ещё 1 группу');
    expect(text(m.count, { count: 21 })).toBe('21 группа');
    expect(text(m.members, { count: 3 })).toBe('3 участника');
  });

  it('names the request’s date and marks private groups', async () => {
    const { load } = setup();
    await load.resolve(everything);
    const requests = screen.getByRole('list', { name: text(m.requests) });
    const first = within(requests).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent(text(m.sent, { date: '21 ноября 2026 г.' }));
    expect(first).toHaveTextContent(text(m.private));
  });
});
