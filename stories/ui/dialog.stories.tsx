import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode, Suspense, lazy, useRef, useState, type ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Button, Dialog, DialogClose, type DialogProps } from '../../src/components/ui';
import { uiMessages } from '../../src/components/ui/ui.messages';
import { text } from '../../tests/support/messages';

const details = JSON.stringify(
  { message: 'User already registered', status: 422, code: 'user_already_exists' },
  null,
  2,
);

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Технические подробности',
    description: 'Передайте этот текст в поддержку, если ошибка повторится.',
    trigger: <Button variant="outline">Подробнее</Button>,
    children: (
      <pre
        className={css({
          bg: 'bg.muted',
          p: '3',
          borderRadius: 'md',
          fontSize: 'sm',
          // wrapped, not scrolled: a scroll box would need its own tab stop (axe)
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        })}
      >
        {details}
      </pre>
    ),
    footer: (
      <DialogClose>
        <Button>Понятно</Button>
      </DialogClose>
    ),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Подробнее' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const Opened: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Подробнее' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Технические подробности',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'Передайте этот текст в поддержку, если ошибка повторится.',
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(dialog).getByText(/user_already_exists/)).toBeVisible();
    // focus moves into the dialog and stays there
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

export const ClosedWithEscape: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Подробнее' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog');
    // Ark moves focus into the dialog a frame after it mounts; Escape sent before that goes nowhere.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosedWithButtons: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Подробнее' }));
    await userEvent.click(await body.findByRole('button', { name: text(uiMessages.close) }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Подробнее' }));
    await userEvent.click(await body.findByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

function ConfirmDelete() {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Удалить событие
      </Button>
      <p>{deleted ? 'Событие удалено' : 'Событие на месте'}</p>
      <Dialog
        role="alertdialog"
        open={open}
        onOpenChange={setOpen}
        title="Удалить событие?"
        description="Участники получат уведомление об отмене. Это действие нельзя отменить."
        footer={
          <>
            <DialogClose>
              <Button variant="outline">Отмена</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Удалить
            </Button>
          </>
        }
      />
    </>
  );
}

export const ControlledAlertDialog: Story = {
  render: () => <ConfirmDelete />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить событие' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Удалить событие?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('Событие удалено')).toBeVisible();
  },
};

export const OpenedDark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

export const OpenedOnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Понятно' })).toBeVisible();
  },
};

/**
 * A dialog in a chunk of its own, opened by a button outside it (the catalogue's phone filters):
 * it mounts already open once its code arrives. In StrictMode (the app's, src/main.tsx) React runs
 * its effects twice, so Ark's focus trap hands focus back to the button in between; that move is
 * the opener's, not the person leaving the dialog, and must not close it.
 */
function LazyFromOutside() {
  // A loader of its own per render, a little slow as a real chunk is, so it suspends every time
  const [LazyDialog] = useState(() =>
    lazy(
      () =>
        new Promise<{ default: ComponentType<DialogProps> }>((resolve) =>
          setTimeout(() => resolve({ default: Dialog }), 150),
        ),
    ),
  );
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <StrictMode>
      <Button
        ref={opener}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Фильтры
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <LazyDialog
            title="Фильтры"
            open={open}
            onOpenChange={setOpen}
            finalFocusEl={() => opener.current}
            footer={<Button onClick={() => setOpen(false)}>Показать</Button>}
          >
            <Button variant="outline">Бесплатные</Button>
          </LazyDialog>
        </Suspense>
      )}
    </StrictMode>
  );
}

export const OpenedFromOutsideOnFirstClick: Story = {
  render: () => <LazyFromOutside />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Фильтры' });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Фильтры' });
    // Ark tracks outside focus from the next frame on: give it several to misfire in
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(dialog).toBeInTheDocument();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
