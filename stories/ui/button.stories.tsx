import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { Button, IconButton, LinkButton } from '../../src/components/ui';
import { hstack } from 'styled-system/patterns';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Найти события', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  args: { variant: 'solid' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Найти события' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Outline: Story = {
  args: { variant: 'outline', children: 'Подробнее' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Подробнее' })).toHaveFocus();
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Отмена' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Отмена' })).toBeEnabled();
  },
};

export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Удалить событие' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить событие' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={hstack({ gap: '3', flexWrap: 'wrap' })}>
      <Button {...args} size="sm">
        Маленькая
      </Button>
      <Button {...args} size="md">
        Обычная
      </Button>
      <Button {...args} size="lg">
        Большая
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Маленькая' });
    const large = canvas.getByRole('button', { name: 'Большая' });
    await expect(small.getBoundingClientRect().height).toBeLessThan(
      large.getBoundingClientRect().height,
    );
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Зарегистрироваться', loadingText: 'Загрузка...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Загрузка...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Создать событие' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Создать событие' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Icon: StoryObj<typeof IconButton> = {
  render: () => (
    <div className={hstack({ gap: '2' })}>
      <IconButton aria-label="Создать событие" variant="solid">
        <Plus aria-hidden />
      </IconButton>
      <IconButton aria-label="Удалить">
        <Trash2 aria-hidden />
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Создать событие' });
    const box = add.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
    await expect(canvas.getByRole('button', { name: 'Удалить' })).toBeVisible();
  },
};

function CurrentPath() {
  const [location] = useLocation();
  return <output aria-label="Текущий адрес">{location}</output>;
}

export const AsLink: StoryObj<typeof LinkButton> = {
  render: () => (
    <div className={hstack({ gap: '3' })}>
      <LinkButton href="/events">Найти события</LinkButton>
      <LinkButton href="/events/create" variant="outline">
        Создать событие
      </LinkButton>
      <CurrentPath />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Создать событие' });
    await expect(link).toHaveAttribute('href', '/events/create');
    await userEvent.click(link);
    await expect(canvas.getByRole('status', { name: 'Текущий адрес' })).toHaveTextContent(
      '/events/create',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className={hstack({ gap: '3', flexWrap: 'wrap' })}>
      <Button {...args} variant="solid">
        Основная
      </Button>
      <Button {...args} variant="outline">
        Контурная
      </Button>
      <Button {...args} variant="ghost">
        Прозрачная
      </Button>
      <Button {...args} variant="destructive">
        Удалить
      </Button>
      <LinkButton href="/events">Ссылка</LinkButton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};
