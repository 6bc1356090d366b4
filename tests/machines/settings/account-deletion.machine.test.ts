// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { accountDeletionMachine } from '../../../machines/settings/account-deletion.machine';
import { selectAccountDeletionView } from '../../../machines/settings/account-deletion.selectors';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { accountDeletionFakes, accountDeletionModel } from './account-deletion.model';
import { ACCOUNT_EMAIL } from './settings.fixtures';

type Sut = SystemUnderTest<typeof accountDeletionMachine>;

function setup() {
  const fakes = accountDeletionFakes();
  const accountDeleted = vi.fn();
  const actor = createActor(
    accountDeletionMachine.provide({ actors: logicOf(fakes), actions: { accountDeleted } }),
    { input: { email: ACCOUNT_EMAIL } },
  ).start();
  const view = () => selectAccountDeletionView(actor.getSnapshot());
  const sut: Sut = {
    states: {
      idle: () => {
        expect(view()).toMatchObject({ confirming: false, deleted: false, typed: '' });
        expect(accountDeleted).not.toHaveBeenCalled();
      },
      confirming: (s) =>
        expect(view()).toMatchObject({
          confirming: true,
          deleting: false,
          // Only the account's own address, however it was typed, lets the button go.
          canSubmit: s.context.typed.trim().toLowerCase() === ACCOUNT_EMAIL,
          failureCode: s.context.failure?.code ?? null,
        }),
      deleting: () => {
        expect(view()).toMatchObject({ confirming: true, deleting: true, failureCode: null });
        expect(fakes.deleteAccount.lastInput).toEqual({ email: ACCOUNT_EMAIL.toUpperCase() });
      },
      deleted: () => {
        expect(view().deleted).toBe(true);
        expect(accountDeleted).toHaveBeenCalledTimes(1);
      },
    },
    events: {
      ...sentTo(
        actor,
        'deletion.open',
        'field.change',
        'form.submit',
        'form.cancel',
        'error.dismiss',
      ),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut };
}

describe('account deletion machine (model-based)', () => {
  machineModelTests(accountDeletionModel, setup);
});
