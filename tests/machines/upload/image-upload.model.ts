import type { EventFrom, SnapshotFrom } from 'xstate';
import { MAX_IMAGE_BYTES, imageUploadMachine } from '../../../machines/upload/image-upload.machine';
import { createModel } from '../../support/model';

/** Shared by the machine test and the page test, so both walk the same paths. */
// The machine reads only name, size and type; the bytes matter to the actors, which are fakes here.
export const file = (size: number, type: string) => ({ name: 'photo.jpg', size, type }) as never;
export const photo = file(200_000, 'image/jpeg');
export const huge = file(MAX_IMAGE_BYTES + 1, 'image/jpeg');
export const text = file(100, 'text/plain');
export const URL_1 = 'http://127.0.0.1:54321/storage/v1/object/public/avatars/u/1.webp';

/** How the model tells states apart. */
export const imageUploadState = (s: SnapshotFrom<typeof imageUploadMachine>) =>
  JSON.stringify([s.value, s.context.url !== null, s.context.error, s.context.progress > 0]);

/** Everything the model tries, in every state. */
export const imageUploadEvents: EventFrom<typeof imageUploadMachine>[] = [
  { type: 'file.select', file: photo },
  { type: 'file.select', file: huge },
  { type: 'file.select', file: text },
  { type: 'image.remove' },
  { type: 'value.set', url: URL_1 },
  { type: 'xstate.done.actor.prepareImage', output: new Blob(['cropped']) } as never,
  { type: 'xstate.error.actor.prepareImage', error: new Error('decode failed') } as never,
  { type: 'upload.progress', fraction: 0.5 },
  { type: 'upload.done', url: URL_1 },
  {
    type: 'upload.failed',
    code: 'upload_failed',
    message: 'new row violates row-level security policy',
  },
];

export const imageUploadModel = createModel(imageUploadMachine, {
  input: { value: null, aspect: '1:1' },
  events: imageUploadEvents,
  serializeState: imageUploadState,
});
