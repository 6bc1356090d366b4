import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ImageUploadView } from '../../src/components/upload/image-upload-view';

// A small generated picture, so the story needs no network and no file on disk.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="%234f46e5"/><circle cx="100" cy="80" r="40" fill="%23c7d2fe"/></svg>',
  );

const meta = {
  title: 'Upload/Image upload',
  component: ImageUploadView,
  args: {
    label: 'Аватар',
    aspect: '1:1',
    round: true,
    url: null,
    busy: false,
    uploading: false,
    progress: 0,
    hasPreview: false,
    onSelect: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof ImageUploadView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Выбрать изображение' })).toBeEnabled();
    await expect(canvas.getByText('Изображение не выбрано')).toBeInTheDocument();
  },
};

export const Processing: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Загрузка\.\.\./ })).toBeDisabled();
  },
};

export const UploadingWithProgress: Story = {
  args: { busy: true, uploading: true, progress: 0.42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByRole('button', { name: /Загрузка\.\.\./ })).toBeDisabled();
  },
};

export const Preview: Story = {
  args: { url: PICTURE, hasPreview: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Аватар: выбранное изображение' })).toBeVisible();
    await canvas.getByRole('button', { name: 'Удалить изображение' }).click();
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const WideCover: Story = {
  args: { label: 'Обложка события', aspect: '16:9', round: false, url: PICTURE, hasPreview: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Обложка события: выбранное изображение' }),
    ).toBeVisible();
  },
};
