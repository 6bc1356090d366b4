import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ImageUpload, type ImageUploadProps } from '../../../src/components/upload/image-upload';
import { previewAlt, uploadMessages as u } from '../../../src/components/upload/upload.messages';
import { profileMessages } from '../../../src/features/profile/profile.messages';
import { text } from '../../../tests/support/messages';
import { pngFile } from '../../../tests/ui/support/accounts';
import { liveInspector } from '../support/machine-channel';
import { liveUploadLogic } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

const logic = liveUploadLogic('/images/events/art.svg');
const inspect = liveInspector('imageUpload');
const label = text(profileMessages.avatar);

/**
 * The image picker (profile photo, event cover) running its machine on a fake storage that
 * prepares any image and uploads it in steps, for the «Machine» panel to follow live.
 */
const meta = {
  title: 'Machines/Live/Image upload',
  parameters: liveParameters('imageUpload', '/profile'),
  // The machine is not an arg: args are serialised, and a machine is a graph with cycles.
  args: { onChange: fn(), notify: fn() },
  render: ({ onChange, notify }) => (
    <ImageUpload
      logic={logic}
      label={label}
      aspect="1:1"
      round
      value=""
      onChange={onChange}
      notify={notify}
      inspect={inspect}
    />
  ),
} satisfies Meta<Pick<ImageUploadProps, 'onChange' | 'notify'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UploadThenRemove: Story = {
  play: livePlay(async ({ canvas, args }, live) => {
    await userEvent.upload(canvas.getByTestId('image-upload-input'), pngFile());
    await expect(await live.find('img', text(previewAlt, { label }))).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith('/images/events/art.svg');
    await live.told('lastEvent', [
      'file.select',
      'xstate.done.actor.prepareImage',
      'upload.progress',
    ]);
    await live.lastTold({
      id: 'imageUpload',
      at: 'idle.preview',
      lastEvent: 'upload.done',
    });
    await userEvent.click(canvas.getByRole('button', { name: text(u.remove) }));
    await expect(await canvas.findByText(text(u.empty))).toBeInTheDocument();
    await live.lastTold({
      id: 'imageUpload',
      at: 'idle.empty',
      lastTransition: 'idle.preview --image.remove#0--> idle.empty',
    });
  }),
};
