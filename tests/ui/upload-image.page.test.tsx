import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, fromCallback } from 'xstate';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import {
  type ImageAspect,
  MAX_IMAGE_BYTES,
  imageUploadMachine,
} from '../../machines/upload/image-upload.machine';
import { ImageUpload } from '../../src/components/upload/image-upload';
import { previewAlt, uploadMessages as u } from '../../src/components/upload/upload.messages';
import { authMessages } from '../../src/features/auth/auth.messages';
import { URL_1, imageUploadModel as model } from '../machines/upload/image-upload.model';
import { controllable } from '../support/controllable';
import { type SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { anyTextPattern, text, textPattern } from '../support/messages';
import { renderPage } from './render-page';
import { setupUser } from './support/user';
import { fileInput } from './support/accounts';

type Sut = SystemUnderTest<typeof imageUploadMachine>;

/** The label the registration form gives its avatar upload. */
const LABEL = text(authMessages.avatar);

/** The machine's files as real File objects with the same name, size and type. */
const asFile = (f: { name: string; size: number; type: string }) =>
  new File([new Uint8Array(f.size)], f.name, { type: f.type });

function setup() {
  const user = setupUser({ applyAccept: false });
  const prepare = controllable<Blob, { file: Blob; aspect: ImageAspect }>();
  let sendBack: (e: AnyEventObject) => void = () => {
    throw new Error('upload not started');
  };
  const toasts: ToastRequest[] = [];
  const changes: string[] = [];
  let setValue: (v: string) => void = () => {};
  function Form() {
    const [value, set] = useState('');
    setValue = set;
    return (
      <ImageUpload
        logic={imageUploadMachine.provide({
          actors: {
            prepareImage: prepare.logic,
            uploadImage: fromCallback(({ sendBack: sb }) => {
              sendBack = sb;
            }),
          },
        })}
        label={LABEL}
        aspect="1:1"
        value={value}
        onChange={(url) => {
          changes.push(url);
          set(url);
        }}
        notify={(t) => toasts.push(t)}
      />
    );
  }
  renderPage(<Form />);
  const chooser = () => screen.getByRole('button', { name: anyTextPattern(u.choose, u.replace) });
  const sut: Sut = {
    states: {
      'idle.empty': (expected) => {
        expect(screen.queryByRole('img')).toBeNull();
        expect(screen.getByText(text(u.empty))).toBeInTheDocument();
        expect(chooser()).toBeEnabled();
        if (expected.context.error === 'too_large') {
          expect(toasts.at(-1)).toMatchObject({
            title: { id: 'upload.toast.error.title' },
            description: { id: 'upload.toast.tooLarge.description' },
          });
        }
      },
      'idle.preview': () => {
        expect(
          screen.getByRole('img', { name: text(previewAlt, { label: LABEL }) }),
        ).toHaveAttribute('src', URL_1);
        expect(screen.getByRole('button', { name: text(u.remove) })).toBeEnabled();
      },
      processing: () => {
        expect(screen.getByRole('button', { name: textPattern(u.uploading) })).toBeDisabled();
        expect(screen.getByRole('group', { name: LABEL })).toHaveAttribute('aria-busy', 'true');
        expect(screen.queryByRole('progressbar')).toBeNull();
      },
      uploading: (expected) => {
        expect(screen.getByRole('button', { name: textPattern(u.uploading) })).toBeDisabled();
        const bar = screen.getByRole('progressbar');
        expect(bar).toHaveAttribute(
          'aria-valuenow',
          String(Math.round(expected.context.progress * 100)),
        );
      },
    },
    events: {
      'file.select': (e) => user.upload(fileInput(), asFile(e.file)),
      'image.remove': async () => {
        await user.click(screen.getByRole('button', { name: text(u.remove) }));
        expect(changes.at(-1)).toBe('');
      },
      'value.set': (e) => act(() => setValue(e.url ?? '')),
      'xstate.done.actor.prepareImage': (e: any) => prepare.resolve(e.output),
      'xstate.error.actor.prepareImage': async (e: any) => {
        await prepare.reject(e.error);
        expect(toasts.at(-1)?.description).toEqual({ id: 'upload.toast.notImage.description' });
      },
      'upload.progress': (e) => act(() => sendBack(e)),
      'upload.done': (e) => {
        act(() => sendBack(e));
        expect(toasts.at(-1)).toMatchObject({ title: { id: 'upload.toast.success.title' } });
        expect(changes.at(-1)).toBe(e.url);
      },
      'upload.failed': (e) => {
        act(() => sendBack(e));
        expect(toasts.at(-1)).toEqual({
          variant: 'destructive',
          title: { id: 'upload.toast.failed.title' },
          // Translated by code: the storage service's English words are never shown.
          description: { id: 'upload.toast.unexpected.description' },
        });
      },
    } as Sut['events'],
  };
  return { sut, user, toasts };
}

describe('image upload (model-based, rendered)', () => {
  modelTests(model, { setup });
});

describe('image upload', () => {
  it('refuses a file over 5 MB with the spec’s toast and never prepares it', async () => {
    const { user, toasts } = setup();
    await user.upload(
      fileInput(),
      new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }),
    );
    expect(toasts).toEqual([
      {
        variant: 'destructive',
        title: { id: 'upload.toast.error.title' },
        description: { id: 'upload.toast.tooLarge.description' },
      },
    ]);
  });
});
