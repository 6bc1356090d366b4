import type { ToastRequest } from '../../../machines/toast/toast.machine';
import type { UploadErrorCode } from '../../../machines/upload/image-upload.machine';
import { uploadMessages as m } from './upload.messages';

export const uploadedToast: ToastRequest = {
  variant: 'default',
  title: { id: m.successTitle.id },
  description: { id: m.success.id },
};

/**
 * The spec's texts: oversize and exceptions under «Ошибка», a refusal under «Ошибка загрузки»,
 * each translated by its code: the storage service's English words are never shown.
 */
export function uploadFailedToast(code: UploadErrorCode, _message: string | null): ToastRequest {
  switch (code) {
    case 'too_large':
      return {
        variant: 'destructive',
        title: { id: m.errorTitle.id },
        description: { id: m.tooLarge.id },
      };
    case 'not_image':
      return {
        variant: 'destructive',
        title: { id: m.errorTitle.id },
        description: { id: m.notImage.id },
      };
    case 'upload_failed':
      return {
        variant: 'destructive',
        title: { id: m.failedTitle.id },
        description: { id: m.unexpected.id },
      };
    case 'unexpected':
      return {
        variant: 'destructive',
        title: { id: m.errorTitle.id },
        description: { id: m.unexpected.id },
      };
  }
}
