// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  checkCreate,
  createInputOf,
  userCreateMachine,
} from '../../../machines/admin/user-create.machine';
import { selectUserCreateView } from '../../../machines/admin/users.selectors';
import type { AdminUser } from '../../../machines/admin/users.types';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { CREATE_PASSWORD, userCreateFakes, userCreateModel } from './user-create.model';
import { EMAIL_TAKEN, NEW_USER } from './users.fixtures';

type Sut = SystemUnderTest<typeof userCreateMachine>;

function setup() {
  const fakes = userCreateFakes();
  const created: AdminUser[] = [];
  const actor = createActor(
    userCreateMachine.provide({
      actors: logicOf(fakes),
      actions: { userCreated: (_, { user }) => void created.push(user) },
    }),
  ).start();
  const view = () => selectUserCreateView(actor.getSnapshot());
  const sut: Sut = {
    states: {
      closed: () => expect(view().open).toBe(false),
      editing: (s) => {
        expect(view()).toMatchObject({ open: true, saving: false });
        expect(view().errors).toEqual(s.context.errors);
        expect(view().failureCode).toBe(s.context.failure?.code ?? null);
      },
      saving: (s) => {
        expect(view()).toMatchObject({ open: true, saving: true });
        expect(fakes.createUser.lastInput).toEqual(createInputOf(s.context));
      },
    },
    events: {
      ...sentTo(
        actor,
        'create.open',
        'field.change',
        'form.submit',
        'dialog.close',
        'error.dismiss',
      ),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut, fakes, created, view };
}

describe('admin user creation machine (model-based)', () => {
  machineModelTests(userCreateModel, setup);
});

describe('admin user creation machine (rules)', () => {
  it('sends a password only when one is chosen, and an address in use lands on its field', async () => {
    const { actor, fakes, created, view } = setup();
    actor.send({ type: 'create.open' });
    actor.send({ type: 'field.change', field: 'email', value: ` ${NEW_USER.email} ` });
    actor.send({ type: 'field.change', field: 'name', value: NEW_USER.name! });
    actor.send({ type: 'field.change', field: 'password', value: 'short' });
    actor.send({ type: 'form.submit' });
    expect(fakes.createUser.lastInput).toEqual({
      email: NEW_USER.email,
      name: NEW_USER.name,
      role: 'member',
    });
    await fakes.createUser.reject(EMAIL_TAKEN);
    expect(view().errors).toEqual({ email: 'email_taken' });
    actor.send({ type: 'field.change', field: 'method', value: 'password' });
    actor.send({ type: 'form.submit' });
    expect(view().errors).toEqual({ email: 'email_taken', password: 'password_too_short' });
    actor.send({ type: 'field.change', field: 'password', value: CREATE_PASSWORD });
    // Sending the address the server refused again is pointless: it waits for another.
    actor.send({ type: 'form.submit' });
    expect(fakes.createUser.calls).toHaveLength(1);
    actor.send({ type: 'field.change', field: 'email', value: 'other@vstrechi.test' });
    actor.send({ type: 'form.submit' });
    expect(fakes.createUser.lastInput).toMatchObject({
      email: 'other@vstrechi.test',
      password: CREATE_PASSWORD,
    });
    await fakes.createUser.resolve(NEW_USER);
    expect(created).toEqual([NEW_USER]);
  });

  it('asks for an email, a name and, when chosen, a password by the account rules', () => {
    const base = {
      email: 'x',
      name: ' ',
      role: 'member',
      method: 'password',
      password: '',
    } as const;
    expect(checkCreate(base)).toEqual({
      email: 'email_invalid',
      name: 'name_required',
      password: 'password_required',
    });
    expect(checkCreate({ ...base, method: 'invite' })).not.toHaveProperty('password');
  });
});
