// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { TwoFactorFactor } from '../../../machines/auth/auth.types';
import { type ShownEnrolment, twoFactorMachine } from '../../../machines/auth/two-factor.machine';
import { selectTwoFactorView } from '../../../machines/auth/two-factor.selectors';
import { controllable, logicOf, settlers } from '../../support/controllable';
import { type SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { ENROLMENT, PHONE, twoFactorModel, wrongCode } from './two-factor.model';

function setup() {
  const fakes = {
    listFactors: controllable<TwoFactorFactor[]>(),
    enrollFactor: controllable<ShownEnrolment>(),
    confirmFactor: controllable<void, { factorId: string; code: string }>(),
    removeFactor: controllable<void, { factorId: string }>(),
  };
  const actor = createActor(twoFactorMachine.provide({ actors: logicOf(fakes) })).start();
  const view = () => selectTwoFactorView(actor.getSnapshot());
  const sut: SystemUnderTest<typeof twoFactorMachine> = {
    states: {
      loading: () => {
        expect(view().status).toBe('loading');
        expect(fakes.listFactors.calls.length).toBeGreaterThan(0);
      },
      failed: (expected) => {
        expect(view().status).toBe('failed');
        expect(view().failure?.code).toBe(expected.context.failure?.code);
      },
      ready: (expected) => {
        expect(view()).toMatchObject({ status: 'ready', starting: false, enrolment: null });
        expect(view().factors).toHaveLength(expected.context.factors.length);
        expect(view().failure?.code ?? null).toBe(expected.context.failure?.code ?? null);
      },
      starting: () => {
        expect(view().starting).toBe(true);
        expect(fakes.enrollFactor.calls.length).toBeGreaterThan(0);
      },
      'enrolling.editing': (expected) => {
        expect(view().enrolment).toMatchObject({
          secret: ENROLMENT.secret,
          qrCode: ENROLMENT.qrCode,
          confirming: false,
          codeError: expected.context.codeError,
        });
      },
      'enrolling.confirming': () => {
        expect(view().enrolment?.confirming).toBe(true);
        expect(fakes.confirmFactor.lastInput).toEqual({
          factorId: ENROLMENT.factorId,
          code: '123456',
        });
      },
      confirmingRemoval: () => {
        expect(view().removal).toEqual({ factor: PHONE, removing: false });
      },
      removing: () => {
        expect(view().removal?.removing).toBe(true);
        expect(fakes.removeFactor.lastInput).toEqual({ factorId: PHONE.id });
      },
    },
    events: {
      retry: (e) => actor.send(e),
      'enrol.start': (e) => actor.send(e),
      'enrol.cancel': (e) => actor.send(e),
      'code.change': (e) => actor.send(e),
      'code.submit': (e) => actor.send(e),
      'factor.remove': (e) => actor.send(e),
      'remove.confirm': (e) => actor.send(e),
      'remove.cancel': (e) => actor.send(e),
      'error.dismiss': (e) => actor.send(e),
      ...settlers(fakes),
    } as SystemUnderTest<typeof twoFactorMachine>['events'],
  };
  return { actor, sut, fakes };
}

describe('two-factor machine (model-based)', () => {
  machineModelTests(twoFactorModel, setup);
});

describe('two-factor machine (rules)', () => {
  it('reads the list again after a factor is confirmed, and says so once', async () => {
    const { actor, fakes } = setup();
    await fakes.listFactors.resolve([]);
    actor.send({ type: 'enrol.start' });
    await fakes.enrollFactor.resolve(ENROLMENT);
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await fakes.confirmFactor.resolve();
    expect(fakes.listFactors.calls).toHaveLength(2);
    await fakes.listFactors.resolve([PHONE]);
    expect(selectTwoFactorView(actor.getSnapshot())).toMatchObject({
      factors: [PHONE],
      announcement: 'enrolled',
      enrolment: null,
    });
    actor.send({ type: 'factor.remove', factorId: PHONE.id });
    expect(actor.getSnapshot().context.announcement).toBeNull();
  });

  it('empties a refused code for the app’s next one', async () => {
    const { actor, fakes } = setup();
    await fakes.listFactors.resolve([]);
    actor.send({ type: 'enrol.start' });
    await fakes.enrollFactor.resolve(ENROLMENT);
    actor.send({ type: 'code.change', value: '654321' });
    actor.send({ type: 'code.submit' });
    await fakes.confirmFactor.reject(wrongCode);
    expect(actor.getSnapshot().context).toMatchObject({ code: '', failure: wrongCode });
  });

  it('refuses to remove a factor the list does not show', async () => {
    const { actor, fakes } = setup();
    await fakes.listFactors.resolve([PHONE]);
    actor.send({ type: 'factor.remove', factorId: 'gone' });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
