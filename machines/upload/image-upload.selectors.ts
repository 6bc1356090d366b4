import type { SnapshotFrom } from 'xstate';
import type { imageUploadMachine } from './image-upload.machine';

type ImageUploadSnapshot = SnapshotFrom<typeof imageUploadMachine>;

export const selectImageUploadView = (s: ImageUploadSnapshot) => ({
  url: s.context.url,
  aspect: s.context.aspect,
  busy: s.matches('processing') || s.matches('uploading'),
  uploading: s.matches('uploading'),
  progress: s.context.progress,
  hasPreview: s.matches({ idle: 'preview' }),
  error: s.context.error,
  message: s.context.message,
});
