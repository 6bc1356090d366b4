import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { adminContentMachine } from '../../machines/admin/content.machine';
import type {
  ContentAction,
  ContentChange,
  ContentPage,
  ContentQuery,
} from '../../machines/admin/content.types';
import { adminErrorOf } from '../../src/features/admin/admin.messages';
import { ContentPage as ContentScreen } from '../../src/features/admin/content/content-page';
import {
  actionOn,
  adminContentMessages as m,
  sectionMessages,
} from '../../src/features/admin/content/content.messages';
import {
  EVENTS_PAGE,
  FEATURED_EVENT,
  GROUPS_PAGE,
  NO_EVENTS,
  OPEN_GROUP,
  PUBLISHED_EVENT,
  UNPUBLISH_REASON,
} from '../../tests/machines/admin/content.fixtures';
import { text } from '../../tests/support/messages';
import { answers } from '../support/answers';
import { AdminFrame } from './admin-frame';

type Read = ContentPage | 'pending' | 'error';
type Act = 'ok' | 'pending' | 'error';

/**
 * The screen on a fake `admin-content`: its reads in turn (each story's own, as a shared counter
 * would hand one story's answers to the next); actions answer as `act` says.
 */
const logic = (reads: Read[] = [EVENTS_PAGE], act: Act = 'ok') =>
  adminContentMachine.provide({
    actors: {
      loadContent: answers<ContentPage, ContentQuery>(...reads),
      applyAction: fromPromise<ContentChange, ContentAction>(async ({ input }) => {
        if (act === 'pending') return new Promise<ContentChange>(() => {});
        if (act === 'error') throw { code: 'network', message: 'fetch failed' };
        const event = [PUBLISHED_EVENT, FEATURED_EVENT].find(
          (e) => 'eventId' in input && e.id === input.eventId,
        )!;
        return input.action === 'feature'
          ? { event: { ...event, featured: input.featured } }
          : { event: { ...event, status: 'draft' } };
      }),
    },
  });

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const body = () => within(document.body);
const name = (action: string, title: string) => text(actionOn, { action, name: title });

async function startUnpublish(canvas: Canvas) {
  await userEvent.click(
    await canvas.findByRole('button', { name: name(text(m.unpublish), PUBLISHED_EVENT.title) }),
  );
  return within(
    await body().findByRole('alertdialog', {
      name: name(text(m.unpublish), PUBLISHED_EVENT.title),
    }),
  );
}

const meta = {
  title: 'Admin/Content',
  component: ContentScreen,
  parameters: { machine: { id: 'adminContent' }, layout: 'fullscreen', route: '/admin/content' },
  args: { logic: logic() },
  render: (args) => (
    <AdminFrame tab="content">
      <ContentScreen {...args} />
    </AdminFrame>
  ),
} satisfies Meta<typeof ContentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic(['pending']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
  },
};

export const Events: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByTestId('content-item')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: PUBLISHED_EVENT.title })).toHaveAttribute(
      'href',
      `/events/${PUBLISHED_EVENT.id}`,
    );
  },
};

/** Featuring is one press, undone by another. */
export const Featured: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: name(text(m.feature), PUBLISHED_EVENT.title) }),
    );
    await expect(
      await canvas.findByRole('button', { name: name(text(m.unfeature), PUBLISHED_EVENT.title) }),
    ).toBeEnabled();
  },
};

export const Groups: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  args: { logic: logic([EVENTS_PAGE, GROUPS_PAGE]) },
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('content-item');
    await userEvent.click(canvas.getByRole('button', { name: text(sectionMessages.groups) }));
    await expect(
      await canvas.findByRole('button', { name: name(text(m.close), OPEN_GROUP.name) }),
    ).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { machine: { state: 'empty' } },
  args: { logic: logic([NO_EVENTS]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.empty))).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(['error']) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(adminErrorOf('network')))).toBeVisible();
  },
};

/** Unpublishing asks first, with a reason for the organiser. */
export const Confirming: Story = {
  parameters: { machine: { state: 'loaded.confirming' } },
  play: async ({ canvas }) => {
    const dialog = await startUnpublish(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: text(m.reason) }), UNPUBLISH_REASON);
    await expect(dialog.getByRole('button', { name: text(m.unpublish) })).toBeEnabled();
  },
};

export const Applying: Story = {
  parameters: { machine: { state: 'loaded.applying' } },
  args: { logic: logic([EVENTS_PAGE], 'pending') },
  play: async ({ canvas }) => {
    const dialog = await startUnpublish(canvas);
    await userEvent.click(dialog.getByRole('button', { name: text(m.unpublish) }));
    await expect(dialog.getByRole('button', { name: text(m.cancel) })).toBeDisabled();
  },
};

export const ActionFailed: Story = {
  parameters: { machine: { state: 'loaded.confirming' } },
  args: { logic: logic([EVENTS_PAGE], 'error') },
  play: async ({ canvas }) => {
    const dialog = await startUnpublish(canvas);
    await userEvent.click(dialog.getByRole('button', { name: text(m.unpublish) }));
    await expect(await dialog.findByText(text(adminErrorOf('network')))).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByTestId('content-item');
    const main = canvasElement.querySelector('main')!;
    await waitFor(() => expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth));
  },
};
