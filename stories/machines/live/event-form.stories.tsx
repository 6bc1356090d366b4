import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  type LoadedEvent,
  type SaveEventInput,
  eventFormMachine,
} from '../../../machines/events/event-form.machine';
import { coverPicker } from '../../../src/components/upload/cover-picker';
import {
  EventFormPage,
  type EventFormPageProps,
  draftKey,
} from '../../../src/features/events/event-form-page';
import {
  formMessages as f,
  validationMessages as v,
} from '../../../src/features/events/events.messages';
import { EVENT_ID, NOW, PUBLISHED } from '../../../tests/machines/events/event-form.model';
import { text, textPattern } from '../../../tests/support/messages';
import { ORGANIZER_ID } from '../../events/fakes';
import { PageFrame } from '../../pages/page-frame';
import { liveInspector } from '../support/machine-channel';
import { liveUploadLogic, slow } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

const logic = eventFormMachine.provide({
  actors: {
    loadEvent: slow<LoadedEvent, { eventId: string }>(() => PUBLISHED),
    saveEvent: slow<string, SaveEventInput>(({ eventId }) => eventId ?? EVENT_ID),
    cancelEvent: slow<void, { eventId: string }>(() => {}),
    deleteEvent: slow<void, { eventId: string }>(() => {}),
  },
});
const coverLogic = liveUploadLogic('/images/events/technology.svg');
const inspect = liveInspector('eventForm');

/**
 * The event form editing a published event of its organiser, running its machine on a fake
 * service that saves anything valid, for the «Machine» panel to follow live: loading, a refused
 * save (the title left empty), then a save.
 */
const meta = {
  title: 'Machines/Live/Event form',
  parameters: liveParameters('eventForm', `/events/${EVENT_ID}/edit`),
  // The machines are not args: args are serialised, and a machine is a graph with cycles.
  args: { notify: fn() },
  // A draft left from another story would be restored instead of the loaded event.
  beforeEach: () => localStorage.removeItem(draftKey(EVENT_ID)),
  render: ({ notify }) => (
    <PageFrame>
      <EventFormPage
        logic={logic}
        eventId={EVENT_ID}
        userId={ORGANIZER_ID}
        isAdmin={false}
        now={NOW}
        notify={notify}
        renderCover={coverPicker(coverLogic, notify)}
        inspect={inspect}
      />
    </PageFrame>
  ),
} satisfies Meta<Pick<EventFormPageProps, 'notify'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefusedThenSaved: Story = {
  play: livePlay(async ({ canvas, args }, live) => {
    const title = await live.find('textbox', textPattern(f.title));
    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: text(f.saveChanges) }));
    await expect(await canvas.findByText(text(v.title_required))).toBeVisible();
    await live.lastTold({
      id: 'eventForm',
      at: 'editing',
      lastTransition: 'editing --form.publish#1--> (self)',
    });
    await userEvent.type(title, 'Весна');
    await userEvent.click(canvas.getByRole('button', { name: text(f.saveChanges) }));
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith({ variant: 'default', title: { id: f.saved.id } }),
    );
    await live.told('at', ['saving']);
    await live.lastTold({
      id: 'eventForm',
      at: 'saved',
      lastEvent: 'xstate.done.actor.saveEvent',
    });
  }),
};
