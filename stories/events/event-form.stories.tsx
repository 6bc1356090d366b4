import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  type LoadedEvent,
  type SaveEventInput,
  eventFormMachine,
} from '../../machines/events/event-form.machine';
import { EVENT_LIMITS } from '../../machines/events/event-limits';
import { EventFormPage, draftKey } from '../../src/features/events/event-form-page';
import {
  errorMessages,
  formMessages as f,
  pageMessages as p,
  validationMessages as v,
} from '../../src/features/events/events.messages';
import { text, textPattern } from '../../tests/support/messages';
import { fromPromise } from 'xstate';
import {
  DRAFT,
  EVENT_ID,
  MALFORMED_ID,
  NOW,
  PRICE_REFUSED,
  PUBLISHED,
  VALID,
} from '../../tests/machines/events/event-form.model';
import { inPageFrame } from '../pages/page-frame';
import { staticCover } from '../support/fixtures';
import { ORGANIZER_ID, notify, pending, rejected, resolved } from './fakes';
import { expectBusy } from '../support/plays';

/** A new event's draft left from before, valid: the form restores it. */
const keepValidDraft = () => localStorage.setItem(draftKey(null), JSON.stringify(VALID));

const logic = ({
  load = resolved<LoadedEvent, { eventId: string }>(PUBLISHED),
  save = resolved<string, SaveEventInput>(EVENT_ID),
  cancel = pending<void, { eventId: string }>(),
  remove = pending<void, { eventId: string }>(),
} = {}) =>
  eventFormMachine.provide({
    actors: {
      loadEvent: load,
      saveEvent: save,
      cancelEvent: cancel,
      deleteEvent: remove,
    },
  });

const meta = {
  title: 'Events/Event form',
  component: EventFormPage,
  parameters: { machine: { id: 'eventForm' }, layout: 'fullscreen', route: '/events/create' },
  args: {
    logic: logic(),
    eventId: null,
    userId: ORGANIZER_ID,
    isAdmin: false,
    notify,
    now: NOW,
    renderCover: staticCover(),
  },
  beforeEach: () => {
    localStorage.removeItem(draftKey(null));
    localStorage.removeItem(draftKey(EVENT_ID));
  },
  render: inPageFrame(EventFormPage),
} satisfies Meta<typeof EventFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const publish = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: text(f.publish) }));
const type = async (canvas: ReturnType<typeof within>, name: RegExp, value: string) => {
  const box = canvas.getByRole('textbox', { name });
  await userEvent.clear(box);
  await userEvent.type(box, value);
};

export const Editing: Story = {
  parameters: { machine: { state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text(f.createTitle));
    await type(canvas, textPattern(f.title), 'Лекция о модернизме');
    await expect(JSON.parse(localStorage.getItem(draftKey(null))!).title).toBe(
      'Лекция о модернизме',
    );
  },
};

export const RequiredFieldsMissing: Story = {
  parameters: { machine: { state: 'editing' } },
  play: async ({ canvas }) => {
    await publish(canvas);
    await expect(canvas.getByText(text(f.fixErrors, { count: 6 }))).toBeVisible();
    for (const error of [
      v.title_required,
      v.category_required,
      v.starts_required,
      v.ends_required,
      v.venue_required,
      v.city_required,
    ]) {
      await expect(canvas.getByText(text(error))).toBeVisible();
    }
  },
};

export const InvalidValues: Story = {
  parameters: { machine: { state: 'editing' } },
  beforeEach: () => {
    localStorage.setItem(
      draftKey(null),
      JSON.stringify({
        ...VALID,
        title: 'Ле',
        startsAt: '2030-05-01T10:00',
        endsAt: '2030-05-01T09:00',
        maxAttendees: '0',
        price: '-1',
      }),
    );
  },
  play: async ({ canvas }) => {
    await publish(canvas);
    for (const error of [
      text(v.title_too_short, EVENT_LIMITS.title),
      text(v.starts_in_past),
      text(v.ends_before_start),
      text(v.capacity_invalid),
      text(v.price_invalid),
    ]) {
      await expect(canvas.getByText(error)).toBeVisible();
    }
  },
};

export const TitleTooLong: Story = {
  parameters: { machine: { state: 'editing' } },
  beforeEach: () => {
    localStorage.setItem(draftKey(null), JSON.stringify({ ...VALID, title: 'Очень '.repeat(30) }));
  },
  play: async ({ canvas }) => {
    await publish(canvas);
    await expect(canvas.getByText(text(v.title_too_long, EVENT_LIMITS.title))).toBeVisible();
  },
};

export const OnlineNeedsHttps: Story = {
  parameters: { machine: { state: 'editing' } },
  beforeEach: () => {
    localStorage.setItem(
      draftKey(null),
      JSON.stringify({ ...VALID, isOnline: true, onlineUrl: 'http://zoom.us/j/1' }),
    );
  },
  play: async ({ canvas }) => {
    await publish(canvas);
    await expect(canvas.getByText(text(v.url_invalid))).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: textPattern(f.onlineUrl) }));
    await expect(canvas.getByText(text(v.url_required))).toBeVisible();
  },
};

export const DraftRestored: Story = {
  parameters: { machine: { state: 'editing' } },
  beforeEach: keepValidDraft,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(f.draftRestored))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: textPattern(f.title) })).toHaveValue(
      VALID.title,
    );
    await userEvent.click(canvas.getByRole('button', { name: text(f.discardDraft) }));
    await expect(canvas.getByRole('textbox', { name: textPattern(f.title) })).toHaveValue('');
  },
};

export const UploadingCover: Story = {
  parameters: { machine: { state: 'editing' } },
  args: { renderCover: staticCover(true) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Saving: Story = {
  parameters: { machine: { state: 'saving' } },
  args: { logic: logic({ save: pending<string, SaveEventInput>() }) },
  beforeEach: keepValidDraft,
  play: async ({ canvas }) => {
    await publish(canvas);
    await expectBusy(canvas, f.saving);
  },
};

export const SaveFailed: Story = {
  parameters: { machine: { state: 'editing' } },
  args: { logic: logic({ save: rejected<string, SaveEventInput>('forbidden') }) },
  beforeEach: keepValidDraft,
  play: async ({ canvas }) => {
    await publish(canvas);
    await expect(await canvas.findByText(text(f.saveFailed))).toBeVisible();
    await expect(canvas.getByText(text(errorMessages.forbidden))).toBeVisible();
  },
};

export const Saved: Story = {
  parameters: { machine: { state: 'saved' } },
  beforeEach: keepValidDraft,
  play: async ({ canvas }) => {
    await publish(canvas);
    // Saved: the draft is gone and the organiser is told so (the app then shows the event).
    await waitFor(() => expect(localStorage.getItem(draftKey(null))).toBeNull());
    await expect(notify).toHaveBeenCalledWith({
      variant: 'default',
      title: { id: 'events.form.published' },
    });
  },
};

export const EditLoading: Story = {
  parameters: { machine: { state: 'loading' }, route: `/events/${EVENT_ID}/edit` },
  args: { eventId: EVENT_ID, logic: logic({ load: pending<LoadedEvent, { eventId: string }>() }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(f.loading))).toBeInTheDocument();
  },
};

/** The event could not be loaded (the network): a retry, and nothing of the form yet. */
export const EditLoadFailed: Story = {
  parameters: { machine: { state: 'failed' }, route: `/events/${EVENT_ID}/edit` },
  args: { eventId: EVENT_ID, logic: logic({ load: rejected<LoadedEvent, { eventId: string }>() }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: text(p.retry) })).toBeEnabled();
    await expect(canvas.queryByRole('textbox', { name: textPattern(f.title) })).toBeNull();
  },
};

export const EditForbidden: Story = {
  parameters: { machine: { state: 'forbidden' }, route: `/events/${EVENT_ID}/edit` },
  args: {
    eventId: EVENT_ID,
    logic: logic({
      load: resolved<LoadedEvent, { eventId: string }>({ ...PUBLISHED, organizerId: 'x' }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: text(f.forbiddenTitle),
      }),
    ).toBeVisible();
  },
};

/** An admin on someone else's event: the form, with a note saying whose event it is. */
export const EditAsAdmin: Story = {
  parameters: { machine: { state: 'editing' }, route: `/events/${EVENT_ID}/edit` },
  args: {
    eventId: EVENT_ID,
    isAdmin: true,
    logic: logic({
      load: resolved<LoadedEvent, { eventId: string }>({ ...PUBLISHED, organizerId: 'x' }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(f.moderating))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: textPattern(f.title) })).toHaveValue(
      VALID.title,
    );
    await expect(canvas.getByRole('button', { name: text(f.cancelEvent) })).toBeEnabled();
  },
};

export const EditConfirmCancel: Story = {
  parameters: {
    machine: { state: ['confirmingCancel', 'cancelling'] },
    route: `/events/${EVENT_ID}/edit`,
  },
  args: { eventId: EVENT_ID },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(f.cancelEvent) }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: text(f.cancelConfirmTitle),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: text(f.cancelConfirm) }));
    await expect(
      within(dialog).getByRole('button', { name: textPattern(f.cancelling) }),
    ).toBeDisabled();
  },
};

/** Cancelled: the service agreed; a toast says so and the organizer goes to the event's page. */
export const EditCancelled: Story = {
  parameters: {
    machine: { state: ['confirmingCancel', 'cancelling', 'cancelled'] },
    route: `/events/${EVENT_ID}/edit`,
  },
  args: {
    eventId: EVENT_ID,
    logic: logic({ cancel: resolved<void, { eventId: string }>(undefined) }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(f.cancelEvent) }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: text(f.cancelConfirmTitle),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: text(f.cancelConfirm) }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        variant: 'default',
        title: { id: 'events.form.eventCancelled' },
      }),
    );
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'editing' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text(f.publish) })).toBeVisible();
  },
};

/** Issue 21: a price past numeric(10,2), published from the bottom of a phone's form. */
export const PriceTooHigh: Story = {
  parameters: { machine: { state: 'editing' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: () => {
    localStorage.setItem(draftKey(null), JSON.stringify({ ...VALID, price: '99999999999' }));
  },
  play: async ({ canvas }) => {
    await publish(canvas);
    const price = canvas.getByRole('textbox', { name: textPattern(f.price) });
    await expect(canvas.getByText(text(v.price_too_high, EVENT_LIMITS.price))).toBeVisible();
    await waitFor(() => expect(price).toHaveFocus());
  },
};

/** A refusal the form's rules did not foresee: on the field the database named, in focus. */
export const ServerRefusedField: Story = {
  parameters: { machine: { state: 'editing' } },
  args: {
    logic: logic({
      save: fromPromise<string, SaveEventInput>(async () => {
        throw PRICE_REFUSED;
      }),
    }),
  },
  beforeEach: keepValidDraft,
  play: async ({ canvas }) => {
    await publish(canvas);
    await expect(await canvas.findByText(text(v.server_rejected))).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: textPattern(f.price) })).toHaveFocus(),
    );
  },
};

/** An address no event can have: not found at once, nothing asked. */
export const EditMalformedId: Story = {
  parameters: { machine: { state: 'notFound' }, route: `/events/${MALFORMED_ID}/edit` },
  args: {
    eventId: MALFORMED_ID,
    logic: logic({ load: pending<LoadedEvent, { eventId: string }>() }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text(p.notFoundTitle) })).toBeVisible();
  },
};

const draftArgs = (remove = pending<void, { eventId: string }>()) => ({
  eventId: EVENT_ID,
  logic: logic({ load: resolved<LoadedEvent, { eventId: string }>(DRAFT), remove }),
});

export const EditConfirmDelete: Story = {
  parameters: { machine: { state: 'confirmingDelete' }, route: `/events/${EVENT_ID}/edit` },
  args: draftArgs(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(f.deleteDraft) }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: text(f.deleteConfirmTitle),
    });
    await expect(within(dialog).getByRole('button', { name: text(f.deleteKeep) })).toBeVisible();
  },
};

export const EditDeleting: Story = {
  parameters: { machine: { state: 'deleting' }, route: `/events/${EVENT_ID}/edit` },
  args: draftArgs(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(f.deleteDraft) }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text(f.deleteConfirm) }));
    await expect(
      within(dialog).getByRole('button', { name: textPattern(f.deleting) }),
    ).toBeDisabled();
  },
};

export const EditDeleted: Story = {
  parameters: { machine: { state: 'deleted' }, route: `/events/${EVENT_ID}/edit` },
  args: draftArgs(resolved<void, { eventId: string }>(undefined)),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(f.deleteDraft) }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text(f.deleteConfirm) }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        variant: 'default',
        title: { id: 'events.form.draftDeleted' },
      }),
    );
  },
};
