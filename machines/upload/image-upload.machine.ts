import { assertEvent, assign, fromCallback, setup } from 'xstate';
import { outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Aspect ratios the product uses: avatars are square, covers 16:9, gallery images 3:2; a chat's
 * pictures keep their own shape (`free`: scaled down, never cropped).
 */
export type ImageAspect = '1:1' | '3:2' | '16:9' | 'free';

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

const selectedFile = ({ event }: { event: { file: SelectedFile } }) => ({ file: event.file });

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
    acceptFile: assign(({ event }) => {
      assertEvent(event, 'file.select');
      return { file: event.file, error: null, message: null, progress: 0 };
    }),
    /** A file that will not be uploaded: it is dropped, and why is shown. */
    rejectFile: assign((_, { code }: { code: 'too_large' | 'not_image' }) => ({
      error: code,
      message: null,
      file: null,
    })),
    applyValue: assign(({ event }) => {
      assertEvent(event, 'value.set');
      return { url: event.url || null };
    }),
    removeImage: assign({ url: null }),
    storePrepared: assign((_, { output }: { output: Blob }) => ({ prepared: output })),
    showProgress: assign(({ event }) => {
      assertEvent(event, 'upload.progress');
      return { progress: Math.min(1, Math.max(0, event.fraction)) };
    }),
    storeUploaded: assign(({ event }) => {
      assertEvent(event, 'upload.done');
      return { url: event.url, progress: 1, prepared: null, file: null };
    }),
    storeUploadFailure: assign(({ event }) => {
      assertEvent(event, 'upload.failed');
      return { error: event.code, message: event.message, prepared: null, file: null, progress: 0 };
    }),
  },
  guards: {
    isTooLarge: (_, { file }: { file: SelectedFile }) => file.size > MAX_IMAGE_BYTES,
    isNotImage: (_, { file }: { file: SelectedFile }) => !file.type.startsWith('image/'),
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
            guard: { type: 'isTooLarge', params: selectedFile },
            actions: [
              { type: 'rejectFile', params: { code: 'too_large' } },
              { type: 'notifyFailed', params: { code: 'too_large', message: null } },
            ],
          },
          {
            guard: { type: 'isNotImage', params: selectedFile },
            actions: [
              { type: 'rejectFile', params: { code: 'not_image' } },
              { type: 'notifyFailed', params: { code: 'not_image', message: null } },
            ],
          },
          { target: 'processing', actions: 'acceptFile' },
        ],
        'value.set': { target: 'settling', actions: 'applyValue' },
      },
      states: {
        empty: {},
        preview: {
          on: {
            'image.remove': {
              target: 'empty',
              actions: ['removeImage', { type: 'reportChange', params: { url: '' } }],
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
        onDone: { target: 'uploading', actions: { type: 'storePrepared', params: outputOf } },
        onError: {
          // A file that cannot be decoded is not an image, whatever its name or declared type says.
          target: 'settling',
          actions: [
            { type: 'rejectFile', params: { code: 'not_image' } },
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
        'upload.progress': { actions: 'showProgress' },
        'upload.done': {
          target: 'idle.preview',
          actions: [
            'storeUploaded',
            'notifyUploaded',
            { type: 'reportChange', params: ({ event }) => ({ url: event.url }) },
          ],
        },
        'upload.failed': {
          target: 'settling',
          actions: [
            'storeUploadFailure',
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
