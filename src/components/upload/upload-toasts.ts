import type { ToastRequest } from '../../../machines/toast/toast.machine';
import type { UploadErrorCode } from '../../../machines/upload/image-upload.machine';
import type { MessageDescriptor } from 'react-intl';
import { toastOf } from '../toast/toast-request';
import { uploadMessages as m } from './upload.messages';

export const uploadedToast = toastOf(m.successTitle, m.success);

/**
 * The spec's texts: oversize and exceptions under «Ошибка», a refusal under «Ошибка загрузки»,
 * each translated by its code: the storage service's English words are never shown.
 */
const FAILURES: Record<UploadErrorCode, [title: MessageDescriptor, text: MessageDescriptor]> = {
  too_large: [m.errorTitle, m.tooLarge],
  not_image: [m.errorTitle, m.notImage],
  upload_failed: [m.failedTitle, m.unexpected],
  unexpected: [m.errorTitle, m.unexpected],
};

export function uploadFailedToast(code: UploadErrorCode, _message: string | null): ToastRequest {
  const [title, text] = FAILURES[code];
  return toastOf(title, text, { variant: 'destructive' });
}
