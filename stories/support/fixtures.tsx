import { fn } from 'storybook/test';
import { ImageUploadView } from '../../src/components/upload/image-upload-view';

/** The round avatar picker with nothing chosen yet, as the register and profile forms show it. */
export function emptyAvatarUpload(label: string) {
  return (
    <ImageUploadView
      label={label}
      aspect="1:1"
      round
      url={null}
      busy={false}
      uploading={false}
      progress={0}
      hasPreview={false}
      onSelect={fn()}
      onRemove={fn()}
    />
  );
}

/**
 * A form's `renderCover` for a screen story: the 16:9 cover picker showing the form's value, or
 * an upload under way.
 */
export const staticCover =
  (uploading = false) =>
  ({ value, label }: { value: string; label: string }) => (
    <ImageUploadView
      label={label}
      aspect="16:9"
      url={value || null}
      busy={uploading}
      uploading={uploading}
      progress={uploading ? 0.4 : 0}
      hasPreview={!!value}
      onSelect={() => {}}
      onRemove={() => {}}
    />
  );
