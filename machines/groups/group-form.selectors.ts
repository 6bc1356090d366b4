import type { SnapshotFrom } from 'xstate';
import type { groupFormMachine } from './group-form.machine';

type GroupFormSnapshot = SnapshotFrom<typeof groupFormMachine>;

export type GroupFormStatus =
  'loading' | 'failed' | 'notFound' | 'forbidden' | 'editing' | 'saving' | 'saved';

const STATES: GroupFormStatus[] = ['loading', 'failed', 'notFound', 'forbidden', 'saving', 'saved'];

export const selectGroupFormView = (s: GroupFormSnapshot) => ({
  status: STATES.find((k) => s.matches(k)) ?? ('editing' as GroupFormStatus),
  isNew: s.context.groupId === null,
  groupId: s.context.groupId,
  values: s.context.values,
  errors: s.context.errors,
  failure: s.context.failure?.code ?? null,
  /** The field the database refused, if it named one. */
  failedField: s.context.failure?.field ?? null,
  reveal: s.context.reveal,
});

export type GroupFormView = ReturnType<typeof selectGroupFormView>;
