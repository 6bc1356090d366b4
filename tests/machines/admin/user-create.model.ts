import type { SnapshotFrom } from 'xstate';
import {
  type CreateUserInput,
  userCreateMachine,
} from '../../../machines/admin/user-create.machine';
import type { AdminUser } from '../../../machines/admin/users.types';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';
import { EMAIL_TAKEN, FORBIDDEN, INVALID_NAME, NEW_USER, WEAK_PASSWORD } from './users.fixtures';

type Snap = SnapshotFrom<typeof userCreateMachine>;

export const CREATE_PASSWORD = 'Fresh-horse-77';

export const userCreateModel = createModel(userCreateMachine, {
  events: [
    { type: 'create.open' },
    { type: 'field.change', field: 'email', value: NEW_USER.email },
    { type: 'field.change', field: 'name', value: NEW_USER.name! },
    { type: 'field.change', field: 'method', value: 'password' },
    { type: 'field.change', field: 'password', value: CREATE_PASSWORD },
    { type: 'form.submit' },
    { type: 'dialog.close' },
    { type: 'error.dismiss' },
    { type: 'xstate.done.actor.createUser', output: NEW_USER } as never,
    { type: 'xstate.error.actor.createUser', error: EMAIL_TAKEN } as never,
    { type: 'xstate.error.actor.createUser', error: WEAK_PASSWORD } as never,
    { type: 'xstate.error.actor.createUser', error: INVALID_NAME } as never,
    { type: 'xstate.error.actor.createUser', error: FORBIDDEN } as never,
  ],
  serializeState: (s: Snap) =>
    JSON.stringify([
      s.value,
      s.context.email !== '',
      s.context.name !== '',
      s.context.method,
      s.context.password !== '',
      Object.entries(s.context.errors).sort(),
      s.context.failure?.code,
    ]),
});

export const userCreateFakes = () => ({
  createUser: controllable<AdminUser, CreateUserInput>(),
});
