import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Pencil } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { IconButton, Tooltip } from '../../src/components/ui';
import { inBox } from '../support/decorators';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Уведомления',
    children: (
      <IconButton aria-label="Уведомления" variant="outline">
        <Bell aria-hidden />
      </IconButton>
    ),
  },
  // room above the trigger, where the tooltip goes
  decorators: [inBox(css({ pt: '16', display: 'flex', gap: '3' }))],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
/** Long enough for Ark's open delay to pass on a busy machine. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 900));

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Уведомления' });
    await expect(trigger).not.toHaveAttribute('aria-describedby');
    await expect(body.queryByRole('tooltip')).toBeNull();
  },
};

export const AppearsOnKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Уведомления' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Уведомления');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    // Escape hides it and leaves focus where it was
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    // and Tab away hides it too
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await body.findByRole('tooltip');
    await userEvent.tab();
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const AppearsOnHover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Уведомления' });
    await userEvent.hover(trigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Уведомления');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const ClickDoesNotOpen: Story = {
  play: async ({ canvas }) => {
    // a mouse click focuses the button, but only keyboard focus shows the tooltip; pressing hides it
    const trigger = canvas.getByRole('button', { name: 'Уведомления' });
    await userEvent.pointer([{ target: trigger }, { keys: '[MouseLeft]', target: trigger }]);
    await settle();
    await expect(body.queryByRole('tooltip')).toBeNull();
  },
};

export const TouchShowsNothing: Story = {
  play: async ({ canvas }) => {
    // Ark opens no tooltip from touch, a long press included: phones must never need one
    const trigger = canvas.getByRole('button', { name: 'Уведомления' });
    await userEvent.pointer({ keys: '[TouchA>]', target: trigger });
    await settle();
    await expect(body.queryByRole('tooltip')).toBeNull();
    await userEvent.pointer({ keys: '[/TouchA]', target: trigger });
    await settle();
    await expect(body.queryByRole('tooltip')).toBeNull();
  },
};

export const DisabledTriggerShowsNothing: Story = {
  args: {
    content: 'Изменить событие',
    children: (
      <IconButton aria-label="Изменить событие" variant="outline" disabled>
        <Pencil aria-hidden />
      </IconButton>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Изменить событие' }));
    await settle();
    await expect(body.queryByRole('tooltip')).toBeNull();
  },
};

const longName =
  'Клуб любителей настольных игр, головоломок и долгих разговоров о них в Замоскворечье';

export const TruncatedName: Story = {
  args: {
    content: longName,
    children: (
      <a
        href="#group"
        className={css({
          display: 'block',
          maxW: '12rem',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        })}
      >
        {longName}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    // the full name is the link's own text: the tooltip only shows sighted mouse users the rest
    const link = canvas.getByRole('link', { name: longName });
    await expect(link.scrollWidth).toBeGreaterThan(link.clientWidth);
    await userEvent.hover(link);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(longName);
    const box = tooltip.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const LongTextOnPhone: Story = {
  ...TruncatedName,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { ...TruncatedName.args, defaultOpen: true },
  play: async () => {
    const tooltip = await body.findByRole('tooltip');
    await waitFor(() => {
      const box = tooltip.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    });
  },
};

export const OpenDark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async () => {
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toBeVisible();
    // inverted against the dark page: a light label
    await expect(getComputedStyle(tooltip).backgroundColor).not.toBe('rgb(17, 24, 39)');
  },
};

/** The story's tooltip, then a second trigger right after it in the Tab order. */
const withNextTrigger =
  ({ disabled = false } = {}): Story['render'] =>
  (args) => (
    <>
      <Tooltip {...args} />
      <Tooltip content="Изменить событие" disabled={disabled}>
        <IconButton aria-label="Изменить событие" variant="outline">
          <Pencil aria-hidden />
        </IconButton>
      </Tooltip>
    </>
  );

export const StaysOpenWhenTabbingBetweenTriggers: Story = {
  render: withNextTrigger(),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Уведомления');
    // Straight on to the next trigger: its tooltip replaces the first and stays while it has focus
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: 'Изменить событие' });
    await expect(second).toHaveFocus();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Изменить событие'));
    await settle();
    await expect(second).toHaveFocus();
    const tooltip = body.getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Изменить событие');
    await expect(second).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

export const ClosesWhenTabbingToATriggerThatShowsNone: Story = {
  render: withNextTrigger({ disabled: true }),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await body.findByRole('tooltip');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Изменить событие' })).toHaveFocus();
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};
