import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { myGroupsMachine } from '../../machines/profile/my-groups.machine';
import type { MyGroups as MyGroupsData } from '../../machines/profile/my-groups.types';
import { MyGroups } from '../../src/features/profile/my-groups';
import { myGroupsMessages as m } from '../../src/features/profile/my-groups.messages';
import { text, textShape } from '../../tests/support/messages';
import {
  MY_GROUPS_USER,
  everything,
  nothing,
  requestsOnly,
} from '../../tests/machines/profile/my-groups.model';
import { pending, rejected, resolved } from '../events/fakes';
import { profileListPlays } from '../support/profile-list';

/** Most groups have a cover; every third shows its category's placeholder instead. */
const withCovers = (data: MyGroupsData): MyGroupsData => ({
  ...data,
  groups: data.groups.map((g, i) => ({
    ...g,
    coverUrl: i % 3 === 2 ? null : `/images/events/${g.categoryId}.svg`,
  })),
});

const logic = (load: ReturnType<typeof resolved<MyGroupsData, { userId: string }>>) =>
  myGroupsMachine.provide({ actors: { loadMyGroups: load } });

const groupList = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('list', { name: text(m.title) });

const meta = {
  title: 'Profile/My groups',
  component: MyGroups,
  parameters: { machine: { id: 'myGroups' }, layout: 'padded', route: '/profile' },
  args: { userId: MY_GROUPS_USER, logic: logic(resolved(withCovers(everything))) },
} satisfies Meta<typeof MyGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

const plays = profileListPlays(m);

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic(pending()) },
  play: plays.loading,
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(rejected()) },
  play: plays.failed,
};

export const Empty: Story = {
  parameters: { machine: { state: 'empty' } },
  args: { logic: logic(resolved(nothing)) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: text(m.emptyTitle) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(m.browse) })).toHaveAttribute(
      'href',
      '/groups',
    );
    await expect(canvas.getByRole('link', { name: text(m.create) })).toHaveAttribute(
      'href',
      '/groups/create',
    );
  },
};

/** Eight groups (owner, moderator, member), six shown; two requests waiting underneath. */
export const Loaded: Story = {
  parameters: { machine: { state: 'loaded' } },
  play: async ({ canvas }) => {
    const list = await waitFor(() => groupList(canvas));
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(6);
    await expect(within(rows[0]!).getByText(text(m.roles.owner))).toBeVisible();
    await expect(within(list).getAllByText(text(m.roles.moderator)).length).toBeGreaterThan(0);
    await expect(within(rows[0]!).getByRole('link', { name: 'Группа 1' })).toHaveAttribute(
      'href',
      '/groups/c1000000-0000-4000-8000-000000000001',
    );
    const requests = canvas.getByRole('list', { name: text(m.requests) });
    await expect(within(requests).getAllByText(text(m.pending))).toHaveLength(2);
  },
};

export const ShowMore: Story = {
  parameters: { machine: { state: 'loaded' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.more, { count: 2 }) }));
    const list = groupList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.queryByRole('button', { name: textShape(m.more) })).toBeNull();
    await expect(within(list).getByRole('link', { name: 'Группа 7' })).toHaveFocus();
  },
};

/** No group yet, one request waiting: the request, not the empty state. */
export const RequestsOnly: Story = {
  parameters: { machine: { state: 'loaded' } },
  args: { logic: logic(resolved(requestsOnly)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.noGroups))).toBeVisible();
    const requests = canvas.getByRole('list', { name: text(m.requests) });
    await expect(within(requests).getByRole('link', { name: 'Закрытый клуб 1' })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'loaded' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const list = await waitFor(() => groupList(canvas));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    // Nothing runs off a 390 px screen sideways.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const DarkTheme: Story = {
  parameters: { machine: { state: 'loaded' } },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(within(groupList(canvas)).getAllByRole('listitem')).toHaveLength(6));
  },
};
