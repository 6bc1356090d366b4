import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { publicProfileMachine } from '../../../machines/profile/public-profile.machine';
import type {
  PublicProfilePage as PageData,
  PublicProfileQuery,
} from '../../../machines/profile/public-profile.types';
import { NotFoundPage } from '../../../src/features/not-found/not-found-page';
import { profileMessages } from '../../../src/features/profile/profile.messages';
import { PublicProfilePage } from '../../../src/features/profile/public-profile-page';
import {
  PERSON_ID,
  VIEWER_ID,
  fullPage,
} from '../../../tests/machines/profile/public-profile.model';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('publicProfile');

/** The page on a fake service whose first read fails; made on mount, so a remount fails again. */
function Live() {
  const [logic] = useState(() =>
    publicProfileMachine.provide({
      actors: {
        loadPublicProfile: slow(inTurn<PageData, PublicProfileQuery>(refuse(), () => fullPage)),
      },
    }),
  );
  return (
    <PublicProfilePage
      logic={logic}
      userId={PERSON_ID}
      viewerId={VIEWER_ID}
      notFound={<NotFoundPage />}
      inspect={inspect}
    />
  );
}

/**
 * A member's public page (/users/:id) seen by another member, running its machine on a fake
 * service that fails once, for the «Machine» panel to follow live through the retry.
 */
const meta = {
  title: 'Machines/Live/Public profile',
  parameters: liveParameters('publicProfile', `/users/${PERSON_ID}`),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RetryThenLoaded: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await live.press(text(profileMessages.retry));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: fullPage.person.fullName },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await live.lastTold({ id: 'publicProfile', at: 'loaded' });
  }),
};
