// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback } from 'xstate';
import {
  type ImageAspect,
  imageUploadMachine,
} from '../../../machines/upload/image-upload.machine';
import { selectImageUploadView } from '../../../machines/upload/image-upload.selectors';
import { controllable, sentTo, settlers } from '../../support/controllable';
import { type SystemUnderTest } from '../../support/model';
import { imageUploadModel, photo, huge, URL_1 } from './image-upload.model';
import { machineModelTests } from '../../support/model-tests';

function setup(
  input: { value: string | null; aspect: ImageAspect } = { value: null, aspect: '1:1' },
) {
  const prepare = controllable<Blob, { file: Blob; aspect: ImageAspect }>();
  let sendBack: (e: AnyEventObject) => void = () => {
    throw new Error('upload not started');
  };
  const uploads: { name: string }[] = [];
  const notes: string[] = [];
  const actor = createActor(
    imageUploadMachine.provide({
      actors: {
        prepareImage: prepare.logic,
        uploadImage: fromCallback(({ sendBack: sb, input }) => {
          uploads.push(input as { name: string });
          sendBack = sb;
        }),
      },
      actions: {
        notifyUploaded: () => void notes.push('uploaded'),
        notifyFailed: (_, { code }) => void notes.push(`failed:${code}`),
        reportChange: (_, { url }) => void notes.push(`change:${url}`),
      },
    }),
    { input },
  ).start();
  const view = () => selectImageUploadView(actor.getSnapshot());
  const sut: SystemUnderTest<typeof imageUploadMachine> = {
    states: {
      'idle.empty': (expected) => {
        expect(view().url).toBeNull();
        expect(view().busy).toBe(false);
        expect(view().error).toBe(expected.context.error);
      },
      'idle.preview': (expected) => {
        expect(view().url).toBe(URL_1);
        expect(view().hasPreview).toBe(true);
        expect(view().error).toBe(expected.context.error);
      },
      processing: () => {
        expect(view().busy).toBe(true);
        expect(prepare.lastInput.aspect).toBe('1:1');
      },
      uploading: (expected) => {
        expect(view().uploading).toBe(true);
        expect(view().progress > 0).toBe(expected.context.progress > 0);
        expect(uploads.at(-1)?.name).toBe('photo.jpg');
      },
    },
    events: {
      ...sentTo(actor, 'file.select', 'image.remove', 'value.set'),
      ...settlers({ prepareImage: prepare }),
      'upload.progress': (e) => sendBack(e),
      'upload.done': (e) => sendBack(e),
      'upload.failed': (e) => sendBack(e),
    } as SystemUnderTest<typeof imageUploadMachine>['events'],
  };
  return { actor, sut, notes };
}

describe('image upload machine (model-based)', () => {
  machineModelTests(imageUploadModel, setup);
});

describe('image upload machine (rules)', () => {
  it('refuses a file over 5 MB before touching it', () => {
    const { actor, notes } = setup();
    actor.send({ type: 'file.select', file: huge });
    expect(actor.getSnapshot().value).toEqual({ idle: 'empty' });
    expect(notes).toEqual(['failed:too_large']);
  });

  it('starts in preview when the form already has an image, and reports removal as empty', () => {
    const { actor, notes } = setup({ value: URL_1, aspect: '16:9' });
    expect(actor.getSnapshot().value).toEqual({ idle: 'preview' });
    actor.send({ type: 'image.remove' });
    expect(notes).toEqual(['change:']);
  });

  it('reports the public URL to the parent once uploaded', async () => {
    const { actor, sut, notes } = setup();
    actor.send({ type: 'file.select', file: photo });
    await (sut.events as any)['xstate.done.actor.prepareImage']({ output: new Blob(['c']) });
    await (sut.events as any)['upload.done']({ type: 'upload.done', url: URL_1 });
    expect(notes).toEqual(['uploaded', `change:${URL_1}`]);
  });
});
