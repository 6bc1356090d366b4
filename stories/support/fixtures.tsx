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
