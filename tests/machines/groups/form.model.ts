import type { EventFrom } from 'xstate';
import { type LoadedGroup, groupFormMachine } from '../../../machines/groups/group-form.machine';
import {
  EMPTY_GROUP_FORM,
  type GroupFormValues,
} from '../../../machines/groups/group-form.validation';
import { createModel } from '../../support/model';

/** Shared by the machine test and the page test, so both walk the same paths. */
export const USER_ID = 'a0000000-0000-4000-8000-000000000001';
export const GROUP_ID = 'c1000000-0000-4000-8000-000000000001';
/** Not a uuid: no request is made, the form says not found at once. */
export const MALFORMED_ID = 'not-a-group';

export const SAVED_VALUES: GroupFormValues = {
  ...EMPTY_GROUP_FORM,
  name: 'Фронтенд Москва',
  description: 'Встречи фронтенд-разработчиков.',
  categoryId: 'technology',
  city: 'Москва',
  privacy: 'public',
};
export const AS_OWNER: LoadedGroup = { values: SAVED_VALUES, role: 'owner' };
export const AS_MEMBER: LoadedGroup = { values: SAVED_VALUES, role: 'member' };

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string, err: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: err }) as never;
export const NETWORK = { code: 'network', message: 'fetch failed' };
/** The database refused the name although the form passed it: the failure names the field. */
export const NAME_REFUSED = {
  code: 'invalid',
  message: 'new row for relation "groups" violates check constraint "groups_name_check"',
  field: 'name',
};

type Event = EventFrom<typeof groupFormMachine>;

/** The page test types the same values. */
export const VALID_NAME = 'Клуб настольных игр';
export const SHORT_NAME = 'Кл';

const formEvents: Event[] = [
  { type: 'field.change', field: 'name', value: VALID_NAME },
  { type: 'field.change', field: 'name', value: SHORT_NAME },
  { type: 'field.change', field: 'categoryId', value: 'food' },
  { type: 'field.change', field: 'isOnline', value: true },
  { type: 'form.submit' },
  { type: 'error.dismiss' },
  done('saveGroup', GROUP_ID),
  error('saveGroup', NETWORK),
  error('saveGroup', NAME_REFUSED),
];

const loadEvents: Event[] = [
  done('loadGroup', AS_OWNER),
  done('loadGroup', AS_MEMBER),
  error('loadGroup', { code: 'not_found', message: 'No group' }),
  error('loadGroup', NETWORK),
  { type: 'retry' },
];

const serializeState = (s: { value: unknown; context: any }) =>
  JSON.stringify([
    s.value,
    s.context.values.name,
    s.context.values.categoryId,
    s.context.values.isOnline,
    s.context.errors,
    s.context.failure?.code,
  ]);

export const createGroupModel = createModel(groupFormMachine, {
  input: { groupId: null, userId: USER_ID, isAdmin: false },
  events: formEvents,
  serializeState,
});

export const editGroupModel = createModel(groupFormMachine, {
  input: { groupId: GROUP_ID, userId: USER_ID, isAdmin: false },
  // Once loaded, the saved group is already valid: a short name and back is the edit tried.
  events: [
    ...loadEvents,
    ...formEvents.filter((e) => e.type !== 'field.change' || e.field === 'name'),
  ],
  serializeState,
});

/** The page test's walks: short, since each step types into the rendered form. */
export const FORM_COVER = { maxSteps: 12 };

export const malformedGroupModel = createModel(groupFormMachine, {
  input: { groupId: MALFORMED_ID, userId: USER_ID, isAdmin: false },
  events: [],
});
