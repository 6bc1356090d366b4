import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Button, IconButton, Popover } from '../../src/components/ui';
import { uiMessages } from '../../src/components/ui/ui.messages';
import { text } from '../../tests/support/messages';
import { outsideClickReady } from '../support/overlay-ready';

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' });

function Notifications({ count }: { count: number }) {
  const items = [
    'Анна записалась на «Вечер настольных игр»',
    'Событие «Прогулка по Коломенскому» перенесено на субботу',
    'Новое сообщение в группе «Книжный клуб»',
  ];
  return (
    <ul className={list}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <a href={`#notification-${i}`}>{items[i % items.length]}</a>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    trigger: (
      <IconButton aria-label="Уведомления" variant="outline">
        <Bell aria-hidden />
      </IconButton>
    ),
    title: 'Уведомления',
    description: 'Последние три за неделю',
    children: <Notifications count={3} />,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const findPopover = () => body.findByRole('dialog', { name: 'Уведомления' });
type Canvas = ReturnType<typeof within>;

/** Opens it with `open` and waits for focus to move in: Ark does so a frame after it opens. */
async function opened(canvas: Canvas, open: (trigger: HTMLElement) => Promise<void>) {
  const trigger = canvas.getByRole('button', { name: 'Уведомления' });
  await open(trigger);
  const popover = await findPopover();
  await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
  return { trigger, popover };
}

/** Gone, and focus back on the trigger. */
async function closedTo(trigger: HTMLElement) {
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(trigger).toHaveFocus());
}

const press = (key: string) => async (trigger: HTMLElement) => {
  trigger.focus();
  await userEvent.keyboard(key);
};

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Уведомления' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const OpenedWithEnter: Story = {
  play: async ({ args, canvas }) => {
    const { trigger, popover } = await opened(canvas, press('{Enter}'));
    await expect(popover).toHaveAccessibleDescription('Последние три за неделю');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', popover.id);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // focus moves in, onto the first thing to act on
    await waitFor(() =>
      expect(within(popover).getByRole('link', { name: /Анна записалась/ })).toHaveFocus(),
    );
  },
};

export const EscapeClosesAndFocusReturns: Story = {
  play: async ({ args, canvas }) => {
    const { trigger } = await opened(canvas, press(' '));
    await userEvent.keyboard('{Escape}');
    await closedTo(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ canvas }) => {
    const { trigger } = await opened(canvas, (t) => userEvent.click(t));
    await outsideClickReady();
    await userEvent.click(document.body);
    // nothing focusable was clicked, so focus goes back where it came from
    await closedTo(trigger);
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const { trigger, popover } = await opened(canvas, (t) => userEvent.click(t));
    await userEvent.click(within(popover).getByRole('button', { name: text(uiMessages.close) }));
    await closedTo(trigger);
  },
};

export const TabPastTheEndMovesOn: Story = {
  render: (args) => (
    <div className={css({ display: 'flex', gap: '3' })}>
      <Popover {...args} children={<Notifications count={1} />} />
      <Button variant="outline">Профиль</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const { popover } = await opened(canvas, press('{Enter}'));
    const link = within(popover).getByRole('link');
    await waitFor(() => expect(link).toHaveFocus());
    await outsideClickReady();
    await userEvent.tab();
    await waitFor(() =>
      expect(within(popover).getByRole('button', { name: text(uiMessages.close) })).toHaveFocus(),
    );
    // the popover sits in a portal at the end of the page, yet Tab goes on from its trigger
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Профиль' })).toHaveFocus());
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const LongContent: Story = {
  args: { defaultOpen: true, children: <Notifications count={30} /> },
  play: async () => {
    const popover = await findPopover();
    // it scrolls within the space left below the trigger instead of running off the page
    await waitFor(() => expect(popover.scrollHeight).toBeGreaterThan(popover.clientHeight));
    const box = popover.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const OpenedOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { defaultOpen: true },
  play: async () => {
    const popover = await findPopover();
    await waitFor(() => {
      const box = popover.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    });
    await expect(
      within(popover).getByRole('button', { name: text(uiMessages.close) }),
    ).toBeVisible();
  },
};

export const OpenedDark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async () => {
    const popover = await findPopover();
    await expect(popover).toBeVisible();
    // the dark surface, not the light theme's white
    await expect(getComputedStyle(popover).backgroundColor).not.toBe('rgb(255, 255, 255)');
  },
};

/**
 * Opened by a button outside its tree (`opener`), as when the popover loads lazily after the button
 * is on the page: the button keeps the open state, and a second press closes it rather than
 * counting as a click outside. The title names the dialog for screen readers only (`titleHidden`).
 */
function WithOpener(args: Parameters<typeof Popover>[0]) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Уведомления
      </Button>
      <Popover
        {...args}
        trigger={undefined}
        opener={() => opener.current}
        titleHidden
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </>
  );
}

export const OpenerOutside: Story = {
  render: (args) => <WithOpener {...args} />,
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Уведомления' });
    await userEvent.click(opener);
    const popover = await body.findByRole('dialog', { name: 'Уведомления' });
    // Named by its title, which only assistive technology reads: one pixel, clipped
    const title = popover.querySelector('[data-part=title]')!;
    await expect(title).toHaveTextContent('Уведомления');
    await expect(title.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
    await outsideClickReady();
    await userEvent.click(opener);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await userEvent.click(opener);
    const again = await body.findByRole('dialog', { name: 'Уведомления' });
    await waitFor(() => expect(again).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
