import type { SnapshotFrom } from 'xstate';
import type { eventFormMachine } from './event-form.machine';
import { isCancellable, isDeletable, isNewEvent, mayKeepDraft } from './event-form.validation';

type EventFormSnapshot = SnapshotFrom<typeof eventFormMachine>;

export type EventFormStatus =
  | 'loading'
  | 'failed'
  | 'notFound'
  | 'forbidden'
  | 'editing'
  | 'saving'
  | 'saved'
  | 'confirmingCancel'
  | 'cancelling'
  | 'cancelled'
  | 'confirmingDelete'
  | 'deleting'
  | 'deleted';

const STATES: EventFormStatus[] = [
  'loading',
  'failed',
  'notFound',
  'forbidden',
  'saving',
  'saved',
  'confirmingCancel',
  'cancelling',
  'cancelled',
  'confirmingDelete',
  'deleting',
  'deleted',
];

export const selectEventFormView = (s: EventFormSnapshot) => ({
  status: STATES.find((k) => s.matches(k)) ?? ('editing' as EventFormStatus),
  isNew: isNewEvent(s.context),
  eventId: s.context.eventId,
  values: s.context.values,
  errors: s.context.errors,
  eventStatus: s.context.status,
  restored: s.context.restored,
  intent: s.context.intent,
  failure: s.context.failure?.code ?? null,
  canSaveDraft: mayKeepDraft(s.context),
  canCancel: isCancellable(s.context),
  canDelete: isDeletable(s.context),
  /** The field the database refused, if it named one. */
  failedField: s.context.failure?.field ?? null,
  reveal: s.context.reveal,
  /** An admin editing someone else's event: the form says so. */
  moderating: s.context.moderating,
});
