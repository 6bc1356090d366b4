// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { sessionsMachine } from '../../../machines/settings/sessions.machine';
import { selectSessionsView } from '../../../machines/settings/sessions.selectors';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { sessionsFakes, sessionsModel } from './sessions.model';

type Sut = SystemUnderTest<typeof sessionsMachine>;

function setup() {
  const fakes = sessionsFakes();
  const actor = createActor(sessionsMachine.provide({ actors: logicOf(fakes) })).start();
  const view = () => selectSessionsView(actor.getSnapshot());
  const listed = (s: any) => {
    expect(view().status).toBe('loaded');
    expect(view().sessions.map((x) => x.id)).toEqual(s.context.sessions.map((x: any) => x.id));
    expect(view().hasOthers).toBe(s.context.sessions.length > 1);
  };
  const sut: Sut = {
    states: {
      loading: () => expect(view().status).toBe('loading'),
      failed: () => expect(view()).toMatchObject({ status: 'failed', errorCode: null }),
      'loaded.idle': (s) => {
        listed(s);
        expect(view().signingOut).toBe(false);
        expect(view().errorCode).toBe(s.context.error?.code ?? null);
      },
      'loaded.signingOut': (s) => {
        listed(s);
        expect(view()).toMatchObject({ signingOut: true, errorCode: null });
      },
    },
    events: {
      ...sentTo(actor, 'retry', 'others.signOut', 'error.dismiss'),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut };
}

describe('signed-in devices machine (model-based)', () => {
  machineModelTests(sessionsModel, setup);
});
