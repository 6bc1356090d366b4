import type { InspectionEvent } from 'xstate';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import type { imageUploadMachine } from '../../../machines/upload/image-upload.machine';
import { ImageUpload } from './image-upload';

/** What a form hands its cover picker: the cover as it stands, where a new one goes, its label. */
export interface CoverSlot {
  value: string;
  onChange: (url: string) => void;
  label: string;
}

/**
 * A form's `renderCover` (events and groups alike): the 16:9 cover picker on `logic`, the upload
 * with its actors, its toasts through `notify`.
 */
export function coverPicker(
  logic: typeof imageUploadMachine,
  notify: (toast: ToastRequest) => void,
  inspect?: (event: InspectionEvent) => void,
) {
  return ({ value, onChange, label }: CoverSlot) => (
    <ImageUpload
      logic={logic}
      label={label}
      aspect="16:9"
      value={value}
      onChange={onChange}
      notify={notify}
      inspect={inspect}
    />
  );
}
