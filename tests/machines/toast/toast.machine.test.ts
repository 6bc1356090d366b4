// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { DEFAULT_TOAST_MS, toastMachine } from '../../../machines/toast/toast.machine';
import { selectCurrentToast, selectQueuedCount } from '../../../machines/toast/toast.selectors';
import { flush, sentTo } from '../../support/controllable';
import { type SystemUnderTest } from '../../support/model';
import { toastModel, signedIn, failed } from './toast.model';
import { machineModelTests } from '../../support/model-tests';

function setup() {
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock }).start();
  const sut: SystemUnderTest<typeof toastMachine> = {
    states: {
      idle: () => {
        expect(selectCurrentToast(actor.getSnapshot())).toBeNull();
        expect(selectQueuedCount(actor.getSnapshot())).toBe(0);
      },
      'visible.running': (expected) => {
        expect(selectCurrentToast(actor.getSnapshot())?.variant).toBe(
          expected.context.current?.variant,
        );
      },
      'visible.paused': (expected) => {
        expect(selectCurrentToast(actor.getSnapshot())?.variant).toBe(
          expected.context.current?.variant,
        );
      },
    },
    events: {
      ...sentTo(actor, 'toast.show', 'toast.dismiss', 'toast.pause', 'toast.resume'),
      'xstate.after.toastDuration.toast.visible.running': async () => {
        clock.increment(DEFAULT_TOAST_MS);
        await flush();
      },
    } as SystemUnderTest<typeof toastMachine>['events'],
  };
  return { actor, sut, clock };
}

describe('toast machine (model-based)', () => {
  machineModelTests(toastModel, setup);
});

describe('toast machine (rules)', () => {
  it('shows one toast at a time, in the order asked, each for 5 s', async () => {
    const { actor, clock } = setup();
    actor.send({ type: 'toast.show', toast: signedIn });
    actor.send({ type: 'toast.show', toast: failed });
    expect(selectCurrentToast(actor.getSnapshot())?.title.id).toBe('auth.toast.signedIn.title');
    expect(selectQueuedCount(actor.getSnapshot())).toBe(1);
    clock.increment(DEFAULT_TOAST_MS - 1);
    await flush();
    expect(selectCurrentToast(actor.getSnapshot())?.id).toBe(1);
    clock.increment(1);
    await flush();
    expect(selectCurrentToast(actor.getSnapshot())?.id).toBe(2);
    clock.increment(DEFAULT_TOAST_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('holds a paused toast however long the pointer stays', async () => {
    const { actor, clock } = setup();
    actor.send({ type: 'toast.show', toast: signedIn });
    actor.send({ type: 'toast.pause' });
    clock.increment(DEFAULT_TOAST_MS * 10);
    await flush();
    expect(selectCurrentToast(actor.getSnapshot())?.id).toBe(1);
    actor.send({ type: 'toast.resume' });
    clock.increment(DEFAULT_TOAST_MS);
    await flush();
    expect(selectCurrentToast(actor.getSnapshot())).toBeNull();
  });

  it('honours a toast’s own duration', async () => {
    const { actor, clock } = setup();
    actor.send({ type: 'toast.show', toast: { ...signedIn, durationMs: 1000 } });
    clock.increment(1000);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
