import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  DEFAULT_TOAST_MS,
  SWIPE_THRESHOLD_PX,
  toastMachine,
} from '../../machines/toast/toast.machine';
import { uiMessages } from '../../src/components/ui/ui.messages';
import { authToastMessages as t } from '../../src/features/auth/auth-toasts.messages';
import { MachineToastRegion } from '../../src/features/toast/machine-toast-region';
import { toastPageModel as model } from '../machines/toast/toast.model';
import { flush } from '../support/controllable';
import { anyTextPattern, text } from '../support/messages';
import { type SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof toastMachine>;

const TITLES = {
  default: text(t.toastSignedInTitle),
  destructive: text(t.toastErrorTitle),
} as const;

function setup() {
  const user = setupUser();
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock }).start();
  renderPage(<MachineToastRegion toast={actor} />);
  const sut: Sut = {
    states: {
      idle: async () => {
        await waitFor(() => {
          expect(screen.queryByText(TITLES.default)).toBeNull();
          expect(screen.queryByText(TITLES.destructive)).toBeNull();
        });
      },
      'visible.running': async (expected) => {
        const variant = expected.context.current!.variant;
        expect(await screen.findByText(TITLES[variant])).toBeVisible();
        if (variant === 'destructive') expect(screen.getByText('Failed to fetch')).toBeVisible();
      },
      'visible.paused': async (expected) => {
        expect(await screen.findByText(TITLES[expected.context.current!.variant])).toBeVisible();
        expect(actor.getSnapshot().matches({ visible: 'paused' })).toBe(true);
      },
    },
    events: {
      'toast.show': async (e) => {
        act(() => actor.send(e));
        await flush();
      },
      'toast.dismiss': async () => {
        await user.click(await screen.findByRole('button', { name: text(uiMessages.close) }));
        await flush();
      },
      'toast.pause': async () => {
        const title = await screen.findByText(
          anyTextPattern(t.toastSignedInTitle, t.toastErrorTitle),
        );
        await user.hover(title);
      },
      'toast.resume': async () => {
        const title = await screen.findByText(
          anyTextPattern(t.toastSignedInTitle, t.toastErrorTitle),
        );
        await user.unhover(title);
      },
      'xstate.after.toastDuration.toast.visible.running': async () => {
        act(() => clock.increment(DEFAULT_TOAST_MS));
        await flush();
      },
    } as Sut['events'],
  };
  return { sut, actor, user };
}

describe('toast region (model-based)', () => {
  modelTests(model, {
    setup,
    teardown: ({ actor }) => actor.stop(),
  });
});

describe('toast region', () => {
  it(`dismisses on a swipe of at least ${SWIPE_THRESHOLD_PX} px, not on a shorter one`, async () => {
    const { actor } = setup();
    act(() =>
      actor.send({
        type: 'toast.show',
        toast: { variant: 'default', title: { id: 'auth.toast.signedIn.title' } },
      }),
    );
    const title = await screen.findByText(TITLES.default);
    fireEvent.pointerDown(title, { clientX: 100 });
    fireEvent.pointerUp(title, { clientX: 100 + SWIPE_THRESHOLD_PX - 1 });
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    fireEvent.pointerDown(title, { clientX: 100 });
    fireEvent.pointerUp(title, { clientX: 100 + SWIPE_THRESHOLD_PX });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('replaces and removes toasts without React warning of a flushSync inside an effect', async () => {
    const errors = vi.spyOn(console, 'error');
    const { actor } = setup();
    const show = (id: string) =>
      act(() => actor.send({ type: 'toast.show', toast: { variant: 'default', title: { id } } }));
    show('auth.toast.signedIn.title');
    expect(await screen.findByText(TITLES.default)).toBeVisible();
    act(() =>
      actor.send({
        type: 'toast.show',
        toast: { variant: 'destructive', title: { id: 'auth.toast.error.title' } },
      }),
    );
    await flush();
    act(() => actor.send({ type: 'toast.dismiss' }));
    await flush();
    await waitFor(() => expect(screen.queryByText(TITLES.default)).toBeNull());
    const flushSyncWarnings = errors.mock.calls.filter((args) =>
      String(args[0]).includes('flushSync'),
    );
    errors.mockRestore();
    expect(flushSyncWarnings).toEqual([]);
  });
});
