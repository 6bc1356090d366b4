import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import {
  groupFormMessages as m,
  groupValidationMessages as v,
} from '../../../src/features/groups/group-form.messages';
import { coverPicker } from '../../../src/components/upload/cover-picker';
import { GroupFormPage } from '../../../src/features/groups/group-form-page';
import { GROUP_ID, USER_ID, VALID_NAME } from '../../../tests/machines/groups/form.model';
import { text, textPattern } from '../../../tests/support/messages';
import { PageFrame } from '../../pages/page-frame';
import { liveInspector } from '../support/machine-channel';
import { liveUploadLogic } from '../support/live-fakes';
import { liveGroupFormLogic } from '../support/live-fakes-groups';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('groupForm');

function EditGroup({ notify }: { notify: (toast: ToastRequest) => void }) {
  // Its own fake per mount: the first save is refused again after a reload.
  const [logic] = useState(liveGroupFormLogic);
  const [cover] = useState(() => coverPicker(liveUploadLogic('/images/events/food.svg'), notify));
  return (
    <PageFrame>
      <GroupFormPage
        logic={logic}
        groupId={GROUP_ID}
        userId={USER_ID}
        isAdmin={false}
        notify={notify}
        renderCover={cover}
        inspect={inspect}
      />
    </PageFrame>
  );
}

/**
 * The group form editing a group of its owner, running its machine on a fake service, for the
 * «Machine» panel to follow live: loading, a save the database refuses on the name (the form
 * shows it on that field), then a save.
 */
const meta = {
  title: 'Machines/Live/Group form',
  parameters: liveParameters('groupForm', `/groups/${GROUP_ID}/edit`),
  // The machines are not args: args are serialised, and a machine is a graph with cycles.
  args: { notify: fn() },
  render: ({ notify }) => <EditGroup notify={notify} />,
} satisfies Meta<{ notify: (toast: ToastRequest) => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NameRefusedThenSaved: Story = {
  play: livePlay(async ({ canvas, args }, live) => {
    const name = await live.find('textbox', textPattern(m.name));
    await userEvent.click(canvas.getByRole('button', { name: text(m.save) }));
    await expect(
      await canvas.findByText(text(v.server_rejected), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await live.lastTold({
      id: 'groupForm',
      at: 'editing',
      lastEvent: 'xstate.error.actor.saveGroup',
    });
    await userEvent.clear(name);
    await userEvent.type(name, VALID_NAME);
    await userEvent.click(canvas.getByRole('button', { name: text(m.save) }));
    await waitFor(
      () =>
        expect(args.notify).toHaveBeenCalledWith({ variant: 'default', title: { id: m.saved.id } }),
      { timeout: 5000 },
    );
    await live.lastTold({
      id: 'groupForm',
      at: 'saved',
      lastEvent: 'xstate.done.actor.saveGroup',
    });
  }),
};
