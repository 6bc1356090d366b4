import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { InspectionEvent } from 'xstate';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import type { imageUploadMachine } from '../../../machines/upload/image-upload.machine';
import { type ImageAspect } from '../../../machines/upload/image-upload.machine';
import { selectImageUploadView } from '../../../machines/upload/image-upload.selectors';
import { ImageUploadView } from './image-upload-view';
import { uploadFailedToast, uploadedToast } from './upload-toasts';

export interface ImageUploadProps {
  /** The upload machine with its actors: storage for signed-in users, a local hold at sign-up. */
  logic: typeof imageUploadMachine;
  label: string;
  aspect: ImageAspect;
  /** The form's current value: a URL, or '' for none. */
  value: string;
  onChange: (url: string) => void;
  notify: (toast: ToastRequest) => void;
  /**
   * What to say once the picture is taken: «uploaded» by default; the registration page keeps it
   * in this browser until the first sign-in and says so.
   */
  doneToast?: ToastRequest;
  round?: boolean;
  className?: string;
  /** XState inspection of the actor (the app's `?inspect`, Storybook's machine panel). */
  inspect?: (event: InspectionEvent) => void;
}

export function ImageUpload({
  logic,
  value,
  aspect,
  onChange,
  notify,
  doneToast = uploadedToast,
  inspect,
  ...rest
}: ImageUploadProps) {
  const actor = useActorRef(
    logic.provide({
      actions: {
        notifyUploaded: () => notify(doneToast),
        notifyFailed: (_, { code, message }) => notify(uploadFailedToast(code, message)),
        reportChange: (_, { url }) => onChange(url),
      },
    }),
    { input: { value, aspect }, inspect },
  );
  const view = useSelector(actor, selectImageUploadView);

  // The form may change the value itself (cleared after sign-up, reset on cancel).
  useEffect(() => {
    if ((value || null) !== actor.getSnapshot().context.url) {
      actor.send({ type: 'value.set', url: value || null });
    }
  }, [actor, value]);

  return (
    <ImageUploadView
      {...rest}
      aspect={aspect}
      url={view.url}
      busy={view.busy}
      uploading={view.uploading}
      progress={view.progress}
      hasPreview={view.hasPreview}
      onSelect={(file) => actor.send({ type: 'file.select', file })}
      onRemove={() => actor.send({ type: 'image.remove' })}
    />
  );
}
