import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { ImageUpload } from '../../../src/components/upload/image-upload';
import { liveUploadLogic } from './live-fakes';

interface CoverProps {
  value: string;
  onChange: (url: string) => void;
  label: string;
}

/**
 * A form's `renderCover` for a live story: the real 16:9 cover picker on the fake upload of
 * live-fakes.ts, which answers `url`.
 */
export function liveCover(url: string, notify: (toast: ToastRequest) => void) {
  const logic = liveUploadLogic(url);
  return ({ value, onChange, label }: CoverProps) => (
    <ImageUpload
      logic={logic}
      label={label}
      aspect="16:9"
      value={value}
      onChange={onChange}
      notify={notify}
    />
  );
}
