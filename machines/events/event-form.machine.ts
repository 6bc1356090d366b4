import { assertEvent, assign, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { openingStates } from '../shared/edit-form';
import {
  type EventFormValues,
  type EventsFailure,
  type EventStatus,
  type EventWrite,
  toEventsFailure,
} from './events.types';
import { isEventId } from './event-limits';
import {
  EMPTY_FORM,
  type FormErrors,
  hasErrors,
  isCancellable,
  isDeletable,
  isNewEvent,
  mayKeepDraft,
  toEventWrite,
  validateEventForm,
} from './event-form.validation';

export interface EventFormInput {
  /** null: a new event. */
  eventId: string | null;
  userId: string;
  /** Admins edit and cancel any event, not only their own (README; the RLS policies agree). */
  isAdmin: boolean;
  now: number;
  /** Unsaved values kept on this device from an earlier visit. */
  draft: EventFormValues | null;
}

/** What editing starts from: the saved event as form values. */
export interface LoadedEvent {
  values: EventFormValues;
  status: EventStatus;
  organizerId: string;
}

export interface SaveEventInput {
  eventId: string | null;
  userId: string;
  write: EventWrite;
}

export interface EventFormContext extends EventFormInput {
  values: EventFormValues;
  /** The saved version, for "start over". */
  saved: EventFormValues;
  status: EventStatus;
  errors: FormErrors;
  /** Errors show after the first attempt to save, then follow every change. */
  showErrors: boolean;
  restored: boolean;
  intent: 'publish' | 'draft';
  failure: EventsFailure | null;
  savedId: string | null;
  /** An admin editing someone else's event. */
  moderating: boolean;
  /**
   * Bumped whenever the form wants the person's eyes on its first problem (a refused save, a
   * publish with errors): the view scrolls to it and focuses it, wherever they were.
   */
  reveal: number;
}

export type EventFormEvent =
  | { type: 'field.change'; field: keyof EventFormValues; value: string | boolean }
  | { type: 'form.publish' }
  | { type: 'form.saveDraft' }
  | { type: 'draft.discard' }
  | { type: 'event.cancel' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'event.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.dismiss' }
  | { type: 'error.dismiss' }
  | { type: 'retry' };

const validate = (context: EventFormContext) =>
  validateEventForm(context.values, { isNew: isNewEvent(context), now: context.now });

export const eventFormMachine = setup({
  types: {
    context: {} as EventFormContext,
    events: {} as EventFormEvent,
    input: {} as EventFormInput,
  },
  actors: {
    loadEvent: notProvided<LoadedEvent, { eventId: string }>('loadEvent'),
    /** Creates or updates; resolves with the event's id. */
    saveEvent: notProvided<string, SaveEventInput>('saveEvent'),
    cancelEvent: notProvided<void, { eventId: string }>('cancelEvent'),
    /** Deletes a draft (the database refuses anything else). */
    deleteEvent: notProvided<void, { eventId: string }>('deleteEvent'),
  },
  actions: {
    persistDraft: (_, _params: { values: EventFormValues }) => {},
    clearDraft: () => {},
    notifySaved: (_, _params: { intent: 'publish' | 'draft'; isNew: boolean }) => {},
    notifyCancelled: () => {},
    notifyDeleted: () => {},
    goToEvent: (_, _params: { eventId: string }) => {},
    /** After deleting: the organizer's own events; a moderating admin's is the catalogue. */
    leaveDeleted: (_, _params: { moderating: boolean }) => {},
    revalidate: assign(({ context }) => ({
      errors: context.showErrors ? validate(context) : {},
    })),
    showAllErrors: assign(({ context }) => ({
      showErrors: true,
      errors: validate(context),
      reveal: context.reveal + 1,
    })),
    fillForm: assign(({ context }, { output }: { output: LoadedEvent }) => ({
      // A draft kept on this device wins over the saved version: nothing typed is lost.
      values: context.draft ?? output.values,
      saved: output.values,
      status: output.status,
      moderating: output.organizerId !== context.userId,
    })),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { values: { ...context.values, [event.field]: event.value } };
    }),
    /** Back to the saved version (or an empty form), as if nothing had been typed. */
    startOver: assign(({ context }) => ({
      values: isNewEvent(context) ? EMPTY_FORM : context.saved,
      errors: {},
      showErrors: false,
      restored: false,
    })),
    beginSave: assign((_, { intent }: { intent: 'publish' | 'draft' }) => ({
      intent,
      failure: null,
    })),
    rememberSavedId: assign((_, { output }: { output: string }) => ({ savedId: output })),
    storeFailure: assign((_, { error }: { error: unknown }) => ({
      failure: toEventsFailure(error),
    })),
    clearFailure: assign({ failure: null }),
    /** A refused write: what failed, and the field the database named, shown where it is. */
    showFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toEventsFailure(params.error);
      return {
        failure,
        errors: failure.field
          ? { ...context.errors, [failure.field]: 'server_rejected' as const }
          : context.errors,
        reveal: context.reveal + 1,
      };
    }),
  },
  guards: {
    isNew: ({ context }) => isNewEvent(context),
    /** Not a uuid: no event can have it, so there is nothing to ask the database. */
    isMalformedId: ({ context }) => context.eventId !== null && !isEventId(context.eventId),
    isValid: ({ context }) => !hasErrors(validate(context)),
    mayEdit: ({ context }, { output }: { output: LoadedEvent }) =>
      context.isAdmin || output.organizerId === context.userId,
    isNotFound: (_, { error }: { error: unknown }) => toEventsFailure(error).code === 'not_found',
    mayKeepDraft: ({ context }) => mayKeepDraft(context),
    isCancellable: ({ context }) => isCancellable(context),
    isDeletable: ({ context }) => isDeletable(context),
    hasFailure: ({ context }) => context.failure !== null,
    /** "Start over" is offered for values brought back from an earlier visit. */
    isRestored: ({ context }) => context.restored,
  },
}).createMachine({
  id: 'eventForm',
  context: ({ input }) => ({
    ...input,
    values: input.draft ?? EMPTY_FORM,
    saved: EMPTY_FORM,
    status: 'draft',
    errors: {},
    showErrors: false,
    restored: input.draft !== null,
    intent: 'publish',
    failure: null,
    savedId: null,
    moderating: false,
    reveal: 0,
  }),
  initial: 'starting',
  states: {
    ...openingStates('loadEvent', ({ context }: { context: EventFormContext }) => ({
      eventId: context.eventId!,
    })),
    editing: {
      on: {
        'field.change': {
          actions: [
            'changeField',
            'revalidate',
            { type: 'persistDraft', params: ({ context }) => ({ values: context.values }) },
          ],
        },
        'draft.discard': {
          guard: 'isRestored',
          actions: ['startOver', 'clearDraft'],
        },
        'form.publish': [
          {
            guard: 'isValid',
            target: 'saving',
            actions: { type: 'beginSave', params: { intent: 'publish' } },
          },
          { actions: 'showAllErrors' },
        ],
        'form.saveDraft': { guard: 'mayKeepDraft', target: 'validatingDraft' },
        'event.cancel': { guard: 'isCancellable', target: 'confirmingCancel' },
        'event.delete': { guard: 'isDeletable', target: 'confirmingDelete' },
        'error.dismiss': { guard: 'hasFailure', actions: 'clearFailure' },
      },
    },
    validatingDraft: {
      always: [
        {
          guard: 'isValid',
          target: 'saving',
          actions: { type: 'beginSave', params: { intent: 'draft' } },
        },
        { target: 'editing', actions: 'showAllErrors' },
      ],
    },
    saving: {
      invoke: {
        id: 'saveEvent',
        src: 'saveEvent',
        input: ({ context }) => ({
          eventId: context.eventId,
          userId: context.userId,
          write: toEventWrite(
            context.values,
            context.intent === 'draft'
              ? 'draft'
              : context.status === 'cancelled'
                ? 'cancelled'
                : 'published',
          ),
        }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'rememberSavedId', params: outputOf },
            'clearDraft',
            {
              type: 'notifySaved',
              params: ({ context }) => ({ intent: context.intent, isNew: isNewEvent(context) }),
            },
            { type: 'goToEvent', params: ({ event }) => ({ eventId: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: errorOf },
        },
      },
    },
    saved: {},
    confirmingCancel: {
      on: {
        'cancel.confirm': { target: 'cancelling' },
        'cancel.dismiss': { target: 'editing' },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelEvent',
        src: 'cancelEvent',
        input: ({ context }) => ({ eventId: context.eventId! }),
        onDone: {
          target: 'cancelled',
          actions: [
            'clearDraft',
            'notifyCancelled',
            { type: 'goToEvent', params: ({ context }) => ({ eventId: context.eventId! }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    cancelled: {},
    confirmingDelete: {
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.dismiss': { target: 'editing' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteEvent',
        src: 'deleteEvent',
        input: ({ context }) => ({ eventId: context.eventId! }),
        onDone: {
          target: 'deleted',
          actions: [
            'clearDraft',
            'notifyDeleted',
            { type: 'leaveDeleted', params: ({ context }) => ({ moderating: context.moderating }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: errorOf },
        },
      },
    },
    deleted: {},
  },
});
