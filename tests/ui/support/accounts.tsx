import { screen } from '@testing-library/react';
import { fromCallback, fromPromise } from 'xstate';
import type { UploadActorEvent } from '../../../machines/upload/image-upload.machine';
import { imageUploadMachine } from '../../../machines/upload/image-upload.machine';

/** A control by its label; required labels end in a visual «*», and password boxes have no role. */
export const box = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input' });

export const heading = () => screen.getByRole('heading', { level: 1 });

/** The file input behind «Выбрать изображение». */
export const fileInput = () => screen.getByTestId('image-upload-input') as HTMLInputElement;

export const pngFile = (name = 'photo.png', size = 2000) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

/** An upload machine whose prepare and upload succeed at once with `url`. */
export function instantUpload(url: string) {
  return imageUploadMachine.provide({
    actors: {
      prepareImage: fromPromise(async () => new Blob(['prepared'], { type: 'image/webp' })),
      uploadImage: fromCallback<UploadActorEvent, { image: Blob; name: string }>(({ sendBack }) => {
        sendBack({ type: 'upload.done', url });
      }),
    },
  });
}
