// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { banHoursOf, userActionMachine } from '../../../machines/admin/user-actions.machine';
import { selectUserActionView } from '../../../machines/admin/users.selectors';
import type { AdminUser } from '../../../machines/admin/users.types';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineStartsTests } from '../../support/model-tests';
import { USER_ACTION_MODELS, userActionFakes } from './user-actions.model';
import { ANNA, ANNA_BANNED, VERA } from './users.fixtures';

type Sut = SystemUnderTest<typeof userActionMachine>;

function setup() {
  const fakes = userActionFakes();
  const changed: AdminUser[] = [];
  const deleted: string[] = [];
  const actor = createActor(
    userActionMachine.provide({
      actors: logicOf(fakes),
      actions: {
        userChanged: (_, { user }) => void changed.push(user),
        userDeleted: (_, { userId }) => void deleted.push(userId),
      },
    }),
  ).start();
  const view = () => selectUserActionView(actor.getSnapshot());
  const busyOn = (s: { context: { user: AdminUser | null } }) => {
    expect(view().busyUserId).toBe(s.context.user!.id);
    expect(view().failed).toBe(false);
  };
  const sut: Sut = {
    states: {
      idle: () => {
        expect(view().busyUserId).toBeNull();
        expect(view().ban).toBeNull();
        expect(view().deletion).toBeNull();
        expect(view().failed).toBe(false);
      },
      confirming: (s) => {
        busyOn(s);
        expect(fakes.confirmUser.lastInput).toEqual({ userId: ANNA.id });
      },
      settingRole: (s) => {
        busyOn(s);
        expect(fakes.setRole.lastInput).toEqual({ userId: ANNA.id, role: 'admin' });
      },
      unbanning: (s) => {
        busyOn(s);
        expect(fakes.unbanUser.lastInput).toEqual({ userId: VERA.id });
      },
      failed: (s) => {
        expect(view().failed).toBe(true);
        expect(view().busyUserId).toBeNull();
        expect(view().failureCode).toBe(s.context.failure!.code);
      },
      'banning.choosing': (s) => {
        expect(view().ban).toMatchObject({
          saving: false,
          duration: s.context.duration,
          hoursInvalid: s.context.hoursInvalid,
          canSubmit: banHoursOf(s.context) !== null,
        });
        expect(view().failureCode).toBe(s.context.failure?.code ?? null);
      },
      'banning.saving': (s) => {
        busyOn(s);
        expect(view().ban?.saving).toBe(true);
        expect(fakes.banUser.lastInput).toEqual({ userId: ANNA.id, hours: banHoursOf(s.context) });
      },
      'deleting.confirming': (s) => {
        expect(view().deletion).toMatchObject({ saving: false, typed: s.context.typed });
        expect(view().failureCode).toBe(s.context.failure?.code ?? null);
      },
      'deleting.saving': (s) => {
        busyOn(s);
        expect(view().deletion?.saving).toBe(true);
        expect(fakes.deleteUser.lastInput).toEqual({ userId: ANNA.id });
      },
    },
    events: {
      ...sentTo(
        actor,
        'user.confirm',
        'user.role',
        'user.ban',
        'user.unban',
        'user.delete',
        'ban.duration',
        'ban.hours',
        'field.change',
        'form.submit',
        'dialog.close',
        'error.dismiss',
      ),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut, fakes, changed, deleted, view };
}

describe('admin user actions machine (model-based)', () => {
  machineStartsTests(
    userActionMachine,
    USER_ACTION_MODELS.map(([name, model]) => [name, model, setup] as const),
  );
});

describe('admin user actions machine (rules)', () => {
  it('hands the answer to the table and deletes only once the address is typed', async () => {
    const { actor, fakes, changed, deleted } = setup();
    actor.send({ type: 'user.ban', user: ANNA });
    actor.send({ type: 'ban.duration', duration: '168' });
    actor.send({ type: 'form.submit' });
    expect(fakes.banUser.lastInput).toEqual({ userId: ANNA.id, hours: 168 });
    await fakes.banUser.resolve(ANNA_BANNED);
    expect(changed).toEqual([ANNA_BANNED]);

    actor.send({ type: 'user.delete', user: ANNA });
    actor.send({ type: 'field.change', value: 'anna@vstrechi' });
    actor.send({ type: 'form.submit' });
    expect(fakes.deleteUser.calls).toHaveLength(0);
    actor.send({ type: 'field.change', value: ` ${ANNA.email} ` });
    actor.send({ type: 'form.submit' });
    await fakes.deleteUser.resolve(undefined);
    expect(deleted).toEqual([ANNA.id]);
  });

  it('takes custom hours only as whole hours from 1 to 87600', () => {
    const of = (hours: string) => banHoursOf({ duration: 'custom', hours });
    expect([of('1'), of('87600'), of(' 36 ')]).toEqual([1, 87600, 36]);
    expect([of('0'), of('87601'), of('1.5'), of(''), of('-3')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
