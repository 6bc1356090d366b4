import type { MessageDescriptor } from 'react-intl';
import { expect, type within } from 'storybook/test';
import { profileMessages } from '../../src/features/profile/profile.messages';
import { text } from '../../tests/support/messages';

interface PlayContext {
  canvas: ReturnType<typeof within>;
}

/**
 * What a list of the profile page (my events, my groups) shows while it loads and after it
 * failed, the same for each with its own texts. Each story still names its state.
 */
export function profileListPlays(m: {
  title: MessageDescriptor;
  loading: MessageDescriptor;
  loadFailedTitle: MessageDescriptor;
}) {
  return {
    loading: async ({ canvas }: PlayContext) => {
      await expect(canvas.getByRole('status')).toHaveTextContent(text(m.loading));
      await expect(canvas.getByRole('region', { name: text(m.title) })).toBeVisible();
    },
    failed: async ({ canvas }: PlayContext) => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(text(m.loadFailedTitle));
      await expect(canvas.getByRole('button', { name: text(profileMessages.retry) })).toBeEnabled();
    },
  };
}
