import { screen } from '@testing-library/react';
import type { MessageDescriptor } from 'react-intl';
import { fromCallback, fromPromise } from 'xstate';
import type { UploadActorEvent } from '../../../machines/upload/image-upload.machine';
import { imageUploadMachine } from '../../../machines/upload/image-upload.machine';
import { textPattern } from '../../support/messages';

/**
 * A control by its label's message; required labels end in a visual «*», and password boxes have
 * no role.
 */
export const box = (label: MessageDescriptor | string) =>
  screen.getByLabelText(new RegExp(`^${textPattern(label).source}\\*?$`), { selector: 'input' });

export const heading = () => screen.getByRole('heading', { level: 1 });

/** The file input behind the upload's «choose an image» button. */
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
