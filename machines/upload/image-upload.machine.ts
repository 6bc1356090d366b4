import { assign, fromCallback, setup } from 'xstate';
import { notProvided } from '../shared/placeholders';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Aspect ratios the product uses: avatars are square, covers 16:9, gallery images 3:2. */
export type ImageAspect = '1:1' | '3:2' | '16:9';

export type UploadErrorCode = 'too_large' | 'not_image' | 'upload_failed' | 'unexpected';

export interface SelectedFile {
  name: string;
  size: number;
  type: string;
}

export interface ImageUploadContext {
  url: string | null;
  aspect: ImageAspect;
  progress: number;
  /** The cropped, re-encoded image waiting to be uploaded. */
  prepared: Blob | null;
  file: (SelectedFile & Blob) | null;
  error: UploadErrorCode | null;
  /** The storage service's own message for `upload_failed`. */
  message: string | null;
}

export interface ImageUploadInput {
  value?: string | null;
  aspect: ImageAspect;
}

export type UploadActorEvent =
  | { type: 'upload.progress'; fraction: number }
  | { type: 'upload.done'; url: string }
  | { type: 'upload.failed'; code: 'upload_failed' | 'unexpected'; message: string };

export type ImageUploadEvent =
  | { type: 'file.select'; file: SelectedFile & Blob }
  | { type: 'image.remove' }
  | { type: 'value.set'; url: string | null }
  | UploadActorEvent;

export const imageUploadMachine = setup({
  types: {
    context: {} as ImageUploadContext,
    events: {} as ImageUploadEvent,
    input: {} as ImageUploadInput,
  },
  actors: {
    /** Decodes, center-crops to the aspect and re-encodes; rejects what is not a real image. */
    prepareImage: notProvided<Blob, { file: Blob; aspect: ImageAspect }>('prepareImage'),
    /** Reports progress, then done or failed, as events to the machine. */
    uploadImage: fromCallback<UploadActorEvent, { image: Blob; name: string }>(() => {
      throw new Error('uploadImage not provided');
    }),
  },
  actions: {
    notifyUploaded: () => {},
    notifyFailed: (_, _params: { code: UploadErrorCode; message: string | null }) => {},
    /** Tells the parent form the current value: a public URL, or '' when removed. */
    reportChange: (_, _params: { url: string }) => {},
  },
  guards: {
    isTooLarge: ({ event }) => event.type === 'file.select' && event.file.size > MAX_IMAGE_BYTES,
    isNotImage: ({ event }) =>
      event.type === 'file.select' && !event.file.type.startsWith('image/'),
    hasImage: ({ context }) => context.url !== null,
  },
}).createMachine({
  id: 'imageUpload',
  context: ({ input }) => ({
    url: input.value || null,
    aspect: input.aspect,
    progress: 0,
    prepared: null,
    file: null,
    error: null,
    message: null,
  }),
  initial: 'settling',
  states: {
    settling: {
      always: [{ guard: 'hasImage', target: 'idle.preview' }, { target: 'idle.empty' }],
    },
    idle: {
      initial: 'empty',
      on: {
        'file.select': [
          {
            guard: 'isTooLarge',
            actions: [
              assign({ error: 'too_large' as const, message: null }),
              { type: 'notifyFailed', params: { code: 'too_large', message: null } },
            ],
          },
          {
            guard: 'isNotImage',
            actions: [
              assign({ error: 'not_image' as const, message: null }),
              { type: 'notifyFailed', params: { code: 'not_image', message: null } },
            ],
          },
          {
            target: 'processing',
            actions: assign({
              file: ({ event }) => event.file,
              error: null,
              message: null,
              progress: 0,
            }),
          },
        ],
        'value.set': {
          target: 'settling',
          actions: assign({ url: ({ event }) => event.url || null }),
        },
      },
      states: {
        empty: {},
        preview: {
          on: {
            'image.remove': {
              target: 'empty',
              actions: [assign({ url: null }), { type: 'reportChange', params: { url: '' } }],
            },
          },
        },
      },
    },
    processing: {
      invoke: {
        id: 'prepareImage',
        src: 'prepareImage',
        input: ({ context }) => ({ file: context.file!, aspect: context.aspect }),
        onDone: { target: 'uploading', actions: assign({ prepared: ({ event }) => event.output }) },
        onError: {
          // A file that cannot be decoded is not an image, whatever its name or declared type says.
          target: 'settling',
          actions: [
            assign({ error: 'not_image' as const, file: null }),
            { type: 'notifyFailed', params: { code: 'not_image', message: null } },
          ],
        },
      },
    },
    uploading: {
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context }) => ({ image: context.prepared!, name: context.file?.name ?? 'image' }),
      },
      on: {
        'upload.progress': {
          actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.fraction)) }),
        },
        'upload.done': {
          target: 'idle.preview',
          actions: [
            assign({ url: ({ event }) => event.url, progress: 1, prepared: null, file: null }),
            'notifyUploaded',
            { type: 'reportChange', params: ({ event }) => ({ url: event.url }) },
          ],
        },
        'upload.failed': {
          target: 'settling',
          actions: [
            assign({
              error: ({ event }) => event.code,
              message: ({ event }) => event.message,
              prepared: null,
              file: null,
              progress: 0,
            }),
            {
              type: 'notifyFailed',
              params: ({ event }) => ({ code: event.code, message: event.message }),
            },
          ],
        },
      },
    },
  },
});
