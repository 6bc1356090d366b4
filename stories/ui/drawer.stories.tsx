import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Button, Drawer, DrawerClose } from '../../src/components/ui';
import { uiMessages } from '../../src/components/ui/ui.messages';
import { text } from '../../tests/support/messages';
import { outsideClickReady } from '../support/overlay-ready';

const body = within(document.body);
const links = ['Главная', 'События', 'Группы', 'О нас'];

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: {
    title: 'Меню',
    trigger: <Button variant="outline">Открыть меню</Button>,
    children: (
      <ul
        className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' })}
      >
        {links.map((label) => (
          <li key={label}>
            <a href={`#${label}`} className={css({ display: 'block', px: '3', py: '2' })}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    ),
    footer: (
      <DrawerClose>
        <Button>Готово</Button>
      </DrawerClose>
    ),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: 'Открыть меню', hidden: true });
const open = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(trigger(canvas));
  const drawer = await body.findByRole('dialog', { name: 'Меню' });
  // Ark moves focus into the sheet a frame after it mounts; keys sent before that go elsewhere.
  await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
  return drawer;
};
const gone = () => waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(trigger(canvas)).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const Opened: Story = {
  play: async ({ args, canvas }) => {
    const drawer = await open(canvas);
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(drawer).getByRole('link', { name: 'События' })).toBeVisible();
    // A side sheet at the inline end: it reaches the right edge of the screen
    const box = drawer.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args, canvas }) => {
    await open(canvas);
    await userEvent.keyboard('{Escape}');
    await gone();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back to the button that opened it
    await waitFor(() => expect(trigger(canvas)).toHaveFocus());
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ args, canvas }) => {
    await open(canvas);
    await outsideClickReady();
    // Ark makes the page behind the sheet inert to pointers (pointer-events: none), so a click
    // beside the sheet lands on the document itself: outside it
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await gone();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger(canvas)).toHaveFocus());
  },
};

export const TrapsFocus: Story = {
  play: async ({ canvas }) => {
    const drawer = await open(canvas);
    // Four links, «Готово» and the close button: Tab goes round them and never leaves
    for (let i = 0; i < 10; i++) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(drawer).getByRole('button', { name: text(uiMessages.close) }));
    await gone();
    await waitFor(() => expect(trigger(canvas)).toHaveFocus());
  },
};

function Controlled() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Фильтры</Button>
      <p>{isOpen ? 'Открыто' : 'Закрыто'}</p>
      <Drawer title="Фильтры" side="bottom" open={isOpen} onOpenChange={setOpen}>
        <Button variant="outline" onClick={() => setOpen(false)}>
          Показать
        </Button>
      </Drawer>
    </>
  );
}

/** A bottom sheet whose open state is the caller's: Ark asks, the caller decides. */
export const ControlledBottomSheet: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Фильтры' }));
    const drawer = await body.findByRole('dialog', { name: 'Фильтры' });
    await expect(canvas.getByText('Открыто')).toBeInTheDocument();
    const box = drawer.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Показать' }));
    await gone();
    await expect(canvas.getByText('Закрыто')).toBeVisible();
  },
};

export const OpenedDark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'Меню' })).toBeVisible();
  },
};
