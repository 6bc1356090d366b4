import { assertEvent, assign, setup } from 'xstate';
import { isEventId as isUuid } from '../events/event-limits';
import { withoutErrors } from '../shared/field-errors';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { openingStates } from '../shared/edit-form';
import {
  EMPTY_GROUP_FORM,
  type GroupFormErrors,
  type GroupFormValues,
  type GroupWriteValues,
  hasGroupErrors,
  toGroupWrite,
  validateGroupForm,
} from './group-form.validation';
import { type GroupFormField, type GroupsFailure, toGroupsFailure } from './groups.types';

export interface GroupFormInput {
  /** null: a new group. */
  groupId: string | null;
  userId: string;
  /** Admins edit any group (the update policy says so). */
  isAdmin: boolean;
}

/** What editing starts from: the saved group as form values, and the viewer's role in it. */
export interface LoadedGroup {
  values: GroupFormValues;
  role: 'owner' | 'moderator' | 'member' | null;
}

export interface SaveGroupInput {
  groupId: string | null;
  userId: string;
  write: GroupWriteValues;
}

export interface GroupFormContext extends GroupFormInput {
  values: GroupFormValues;
  errors: GroupFormErrors;
  /** Errors show after the first attempt to save, then follow every change. */
  showErrors: boolean;
  failure: GroupsFailure | null;
  savedId: string | null;
  /** Bumped whenever the form wants the person's eyes on its first problem. */
  reveal: number;
}

export type GroupFormEvent =
  | { type: 'field.change'; field: GroupFormField | 'isOnline'; value: string | boolean }
  | { type: 'form.submit' }
  | { type: 'error.dismiss' }
  | { type: 'retry' };

const FIELDS: readonly string[] = [
  'name',
  'description',
  'categoryId',
  'city',
  'coverUrl',
  'privacy',
] satisfies GroupFormField[];

export const groupFormMachine = setup({
  types: {
    context: {} as GroupFormContext,
    events: {} as GroupFormEvent,
    input: {} as GroupFormInput,
  },
  actors: {
    loadGroup: notProvided<LoadedGroup, { groupId: string }>('loadGroup'),
    /** Creates or updates; resolves with the group's id. */
    saveGroup: notProvided<string, SaveGroupInput>('saveGroup'),
  },
  actions: {
    notifySaved: (_, _params: { isNew: boolean }) => {},
    goToGroup: (_, _params: { groupId: string }) => {},
    fillForm: assign((_, { output }: { output: LoadedGroup }) => ({ values: output.values })),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const values = { ...context.values, [event.field]: event.value };
      if (!context.showErrors) return { values };
      // Going online or back in a city changes which city is right: both are checked again.
      const changed = event.field === 'isOnline' ? 'city' : (event.field as GroupFormField);
      const fresh = validateGroupForm(values)[changed];
      const errors = withoutErrors(context.errors, changed);
      return { values, errors: fresh ? { ...errors, [changed]: fresh } : errors };
    }),
    showAllErrors: assign(({ context }) => ({
      showErrors: true,
      errors: validateGroupForm(context.values),
      reveal: context.reveal + 1,
    })),
    rememberSavedId: assign((_, { output }: { output: string }) => ({ savedId: output })),
    storeFailure: assign((_, { error }: { error: unknown }) => ({
      failure: toGroupsFailure(error),
    })),
    clearFailure: assign({ failure: null }),
    /** A refused write: what failed, and the field the database named, shown where it is. */
    showFailure: assign(({ context }, { error }: { error: unknown }) => {
      const failure = toGroupsFailure(error);
      const field = failure.field && FIELDS.includes(failure.field) ? failure.field : null;
      return {
        failure,
        errors: field ? { ...context.errors, [field]: 'server_rejected' as const } : context.errors,
        reveal: context.reveal + 1,
      };
    }),
  },
  guards: {
    isNew: ({ context }) => context.groupId === null,
    /** Not a uuid: no group can have it, so there is nothing to ask the database. */
    isMalformedId: ({ context }) => context.groupId !== null && !isUuid(context.groupId),
    isValid: ({ context }) => !hasGroupErrors(validateGroupForm(context.values)),
    mayEdit: ({ context }, { output }: { output: LoadedGroup }) =>
      context.isAdmin || output.role === 'owner' || output.role === 'moderator',
    isNotFound: (_, { error }: { error: unknown }) => toGroupsFailure(error).code === 'not_found',
    hasFailure: ({ context }) => context.failure !== null,
  },
}).createMachine({
  id: 'groupForm',
  context: ({ input }) => ({
    ...input,
    values: EMPTY_GROUP_FORM,
    errors: {},
    showErrors: false,
    failure: null,
    savedId: null,
    reveal: 0,
  }),
  initial: 'starting',
  states: {
    ...openingStates('loadGroup', ({ context }: { context: GroupFormContext }) => ({
      groupId: context.groupId!,
    })),
    editing: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [
          { guard: 'isValid', target: 'saving', actions: 'clearFailure' },
          { actions: 'showAllErrors' },
        ],
        'error.dismiss': { guard: 'hasFailure', actions: 'clearFailure' },
      },
    },
    saving: {
      invoke: {
        id: 'saveGroup',
        src: 'saveGroup',
        input: ({ context }) => ({
          groupId: context.groupId,
          userId: context.userId,
          write: toGroupWrite(context.values),
        }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'rememberSavedId', params: outputOf },
            { type: 'notifySaved', params: ({ context }) => ({ isNew: context.groupId === null }) },
            { type: 'goToGroup', params: ({ event }) => ({ groupId: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'showFailure', params: errorOf } },
      },
    },
    saved: {},
  },
});
