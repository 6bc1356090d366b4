import type { SnapshotFrom } from 'xstate';
import type { eventFormMachine } from './event-form.machine';

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
  isNew: s.context.eventId === null,
  eventId: s.context.eventId,
  values: s.context.values,
  errors: s.context.errors,
  eventStatus: s.context.status,
  restored: s.context.restored,
  intent: s.context.intent,
  failure: s.context.failure?.code ?? null,
  canSaveDraft: s.context.status === 'draft',
  canCancel: s.context.eventId !== null && s.context.status === 'published',
  /** A saved draft can be deleted; a published event only cancelled. */
  canDelete: s.context.eventId !== null && s.context.status === 'draft',
  /** The field the database refused, if it named one. */
  failedField: s.context.failure?.field ?? null,
  reveal: s.context.reveal,
  /** An admin editing someone else's event: the form says so. */
  moderating: s.context.moderating,
});
