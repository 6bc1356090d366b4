import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hstack } from 'styled-system/patterns';
import { uiMessages } from '../../src/components/ui/ui.messages';
import { text, textPattern } from '../../tests/support/messages';
import {
  Button,
  createAppToaster,
  showToast,
  ToastRegion,
  type ToastContent,
} from '../../src/components/ui';

const success: ToastContent = {
  title: 'Успешная регистрация',
  description: 'Для завершения регистрации проверьте вашу электронную почту',
};
const failure: ToastContent = {
  title: 'Ошибка загрузки',
  description: 'Файл слишком большой. Максимальный размер: 5MB',
  variant: 'destructive',
};

/** Each story gets its own toaster, so toasts never leak between stories. */
function Demo({ duration }: { duration?: number }) {
  const [toaster] = useState(() => createAppToaster());
  return (
    <div className={hstack({ gap: '3', flexWrap: 'wrap' })}>
      <Button onClick={() => showToast(toaster, { ...success, duration })}>Обычный</Button>
      <Button variant="destructive" onClick={() => showToast(toaster, { ...failure, duration })}>
        Ошибка
      </Button>
      <ToastRegion toaster={toaster} />
    </div>
  );
}

const meta = { title: 'UI/Toast', component: Demo } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () =>
  within(document.body).getByRole('region', { name: textPattern(uiMessages.toastRegion) });

/** Presses the demo's button named `kind` and waits for its toast. */
const raise = async (canvas: ReturnType<typeof within>, kind: 'Обычный' | 'Ошибка') => {
  await userEvent.click(canvas.getByRole('button', { name: kind }));
  return within(region()).findByRole('status');
};

export const Default: Story = {
  play: async ({ canvas }) => {
    const toast = await raise(canvas, 'Обычный');
    await expect(toast).toHaveTextContent('Успешная регистрация');
    await expect(toast).toHaveAttribute('data-type', 'info');
  },
};

export const Destructive: Story = {
  play: async ({ canvas }) => {
    const toast = await raise(canvas, 'Ошибка');
    await expect(toast).toHaveTextContent('Файл слишком большой. Максимальный размер: 5MB');
    await expect(toast).toHaveAttribute('data-type', 'error');
  },
};

export const OneAtATime: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Обычный' }));
    await within(region()).findByText('Успешная регистрация');
    await userEvent.click(canvas.getByRole('button', { name: 'Ошибка' }));
    await within(region()).findByText('Ошибка загрузки');
    await waitFor(() => expect(within(region()).getAllByRole('status')).toHaveLength(1));
    await expect(within(region()).queryByText('Успешная регистрация')).toBeNull();
  },
};

export const ClosedByButton: Story = {
  play: async ({ canvas }) => {
    const toast = await raise(canvas, 'Обычный');
    await userEvent.click(within(toast).getByRole('button', { name: text(uiMessages.close) }));
    await waitFor(() => expect(within(region()).queryByRole('status')).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const DismissedAfterDuration: Story = {
  args: { duration: 300 },
  play: async ({ canvas }) => {
    await raise(canvas, 'Обычный');
    await waitFor(() => expect(within(region()).queryByRole('status')).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const PausedWhileHovered: Story = {
  args: { duration: 300 },
  play: async ({ canvas }) => {
    const toast = await raise(canvas, 'Обычный');
    await userEvent.hover(toast);
    await waitFor(() => expect(toast).toHaveAttribute('data-paused'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
  },
};

export const DestructiveDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ошибка' }));
    // Toasts fade in: visible once the entry animation has run, not at the frame they mount.
    const error = await within(region()).findByRole('status');
    await waitFor(() => expect(error).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Обычный' }));
    const success = await within(region()).findByText('Успешная регистрация');
    await waitFor(() => expect(success).toBeVisible());
  },
};
