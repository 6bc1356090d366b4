/**
 * The image upload machine with its real actors: the one place it is provided. Each picker passes
 * where its image goes: Supabase Storage (a member's avatar, an event's cover), or this browser
 * (the avatar picked at registration, before there is a session).
 */
import { fromCallback, fromPromise } from 'xstate';
import {
  type ImageAspect,
  type UploadActorEvent,
  imageUploadMachine,
} from '../../../machines/upload/image-upload.machine';
import type { ImageKind } from '../../services/storage';

// supabase-js and the canvas code load with the first upload, not with the page.
const storage = () => import('../../services/storage');

const prepareImage = fromPromise<Blob, { file: Blob; aspect: ImageAspect }>(async ({ input }) =>
  (await import('../../components/upload/prepare-image')).prepareImage(input),
);

/** Uploads to Supabase Storage under the signed-in user's folder, reporting progress. */
export function storageUpload(kind: ImageKind) {
  return fromCallback<UploadActorEvent, { image: Blob; name: string }>(({ input, sendBack }) => {
    const controller = new AbortController();
    void (async () => {
      const service = await storage();
      try {
        const url = await service.uploadImage({
          kind,
          image: input.image,
          signal: controller.signal,
          onProgress: (fraction) => sendBack({ type: 'upload.progress', fraction }),
        });
        sendBack({ type: 'upload.done', url });
      } catch (error) {
        if (controller.signal.aborted) return;
        sendBack(
          service.isStorageFailure(error)
            ? { type: 'upload.failed', code: 'upload_failed', message: error.message }
            : { type: 'upload.failed', code: 'unexpected', message: String(error) },
        );
      }
    })();
    // Leaving the page or the form stops the transfer instead of finishing it unseen.
    return () => controller.abort();
  });
}

type UploadImageActor = ReturnType<typeof storageUpload>;

/** The picker's machine, storing its image with `uploadImage` (storageUpload, or holdImageLocally). */
export function imageUploadLogic(uploadImage: UploadImageActor) {
  return imageUploadMachine.provide({ actors: { prepareImage, uploadImage } });
}
