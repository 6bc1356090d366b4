import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert, Button, Dialog } from '../../src/components/ui';

const meta = { title: 'UI/Alert', component: Alert } satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: {
    title: 'Проверьте почту',
    children: 'Мы отправили инструкции на anna@example.ru. Если письма нет, загляните в «Спам».',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Проверьте почту');
    await expect(alert).toHaveAttribute('data-variant', 'info');
  },
};

export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Неверный email или пароль' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Неверный email или пароль');
    await expect(alert).toHaveAttribute('data-variant', 'destructive');
  },
};

export const WithDetailsAction: Story = {
  args: {
    variant: 'destructive',
    title: 'Ошибка регистрации',
    children: 'Пользователь с таким email уже существует',
    action: (
      <Dialog
        title="Технические подробности"
        trigger={
          <Button size="sm" variant="outline">
            Подробнее
          </Button>
        }
      >
        <pre>{'{ "code": "user_already_exists" }'}</pre>
      </Dialog>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      within(canvas.getByRole('alert')).getByRole('button', { name: 'Подробнее' }),
    );
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Технические подробности' }),
    ).toBeVisible();
  },
};

export const Dismissible: Story = {
  args: {
    variant: 'destructive',
    title: 'Ошибка входа',
    children: 'Неверный email или пароль',
    action: (
      <Button size="sm" variant="outline">
        Подробнее
      </Button>
    ),
    dismiss: { label: 'Скрыть сообщение', onDismiss: fn() },
  },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    const buttons = within(alert).getAllByRole('button');
    // the caller's action first, the X last
    await expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Подробнее',
      'Скрыть сообщение',
    ]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Скрыть сообщение' }));
    await expect(args.dismiss?.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <>
      <Alert title="Проверьте почту">Инструкции отправлены.</Alert>
      <br />
      <Alert variant="destructive" title="Ошибка входа">
        Неверный email или пароль
      </Alert>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};
