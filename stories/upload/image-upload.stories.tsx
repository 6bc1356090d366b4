import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ImageUploadView } from '../../src/components/upload/image-upload-view';
import { previewAlt, uploadMessages as u } from '../../src/components/upload/upload.messages';
import { authMessages } from '../../src/features/auth/auth.messages';
import { formMessages } from '../../src/features/events/events.messages';
import { text } from '../../tests/support/messages';
import { expectBusy, showsBusy } from '../support/plays';

// A small generated picture, so the story needs no network and no file on disk.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="%234f46e5"/><circle cx="100" cy="80" r="40" fill="%23c7d2fe"/></svg>',
  );

const meta = {
  title: 'Upload/Image upload',
  parameters: { machine: { id: 'imageUpload' } },
  component: ImageUploadView,
  args: {
    label: text(authMessages.avatar),
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
  parameters: { machine: { state: 'idle.empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text(u.choose) })).toBeEnabled();
    await expect(canvas.getByText(text(u.empty))).toBeInTheDocument();
  },
};

export const Processing: Story = {
  parameters: { machine: { state: 'processing' } },
  args: { busy: true },
  play: showsBusy(u.uploading),
};

export const UploadingWithProgress: Story = {
  parameters: { machine: { state: 'uploading' } },
  args: { busy: true, uploading: true, progress: 0.42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await expectBusy(canvas, u.uploading);
  },
};

export const Preview: Story = {
  parameters: { machine: { state: 'idle.preview' } },
  args: { url: PICTURE, hasPreview: true },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('img', { name: text(previewAlt, { label: text(authMessages.avatar) }) }),
    ).toBeVisible();
    await canvas.getByRole('button', { name: text(u.remove) }).click();
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const WideCover: Story = {
  parameters: { machine: { state: 'idle.preview' } },
  args: {
    label: text(formMessages.cover),
    aspect: '16:9',
    round: false,
    url: PICTURE,
    hasPreview: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: text(previewAlt, { label: text(formMessages.cover) }) }),
    ).toBeVisible();
  },
};
