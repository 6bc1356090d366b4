import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { hstack } from 'styled-system/patterns';
import { Avatar } from '../../src/components/ui';

// A data URL keeps the story offline and deterministic.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#4f46e5"/><circle cx="32" cy="26" r="12" fill="#eef2ff"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#eef2ff"/></svg>',
  );

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { size: 'lg' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: photo, fullName: 'Анна Петрова', label: 'Анна Петрова' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Анна Петрова' })).toBeVisible();
    await waitFor(() => {
      const image = canvasElement.querySelector('img');
      expect(image).toBeVisible();
      expect(image).toHaveAttribute('src', photo);
    });
  },
};

export const InitialsFromName: Story = {
  args: { fullName: 'анна петрова', email: 'anna@example.ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('АП')).toBeVisible();
    // decorative without a label: the name is printed next to it in the app
    await expect(canvasElement.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  },
};

export const InitialsFromEmail: Story = {
  args: { fullName: '', email: 'olga@example.ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('OL')).toBeVisible();
  },
};

export const Fallback: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('U')).toBeVisible();
  },
};

export const BrokenImageShowsInitials: Story = {
  args: { src: '/does-not-exist.png', fullName: 'Иван Сидоров', label: 'Иван Сидоров' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('ИС')).toBeVisible());
    await expect(canvasElement.querySelector('img')).not.toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className={hstack({ gap: '3' })}>
      <Avatar size="sm" fullName="Анна Петрова" />
      <Avatar size="md" fullName="Анна Петрова" />
      <Avatar size="lg" fullName="Анна Петрова" />
      <Avatar size="xl" fullName="Анна Петрова" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [sm, , , xl] = within(canvasElement).getAllByText('АП');
    await expect(sm!.parentElement!.offsetWidth).toBeLessThan(xl!.parentElement!.offsetWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { fullName: 'Анна Петрова', label: 'Анна Петрова' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Анна Петрова' })).toHaveTextContent('АП');
  },
};
