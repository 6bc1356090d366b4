// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  SEARCH_DELAY_MS,
  USERS_PAGE_SIZE,
  adminUsersMachine,
} from '../../../machines/admin/users.machine';
import { selectAdminUsersView } from '../../../machines/admin/users.selectors';
import { flush, logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineStartsTests } from '../../support/model-tests';
import { ANNA, ANNA_CONFIRMED, BORIS, PAGE, VERA } from './users.fixtures';
import { ADMIN_USERS_MODELS, SEARCH_AFTER, adminUsersFakes } from './users.model';

type Sut = SystemUnderTest<typeof adminUsersMachine>;

function setup() {
  const clock = new SimulatedClock();
  const fakes = adminUsersFakes();
  const actor = createActor(adminUsersMachine.provide({ actors: logicOf(fakes) }), {
    clock,
  }).start();
  const view = () => selectAdminUsersView(actor.getSnapshot());
  const listed = (s: { context: { items: { id: string }[] } }) =>
    expect(view().rows.map((r) => r.id)).toEqual(s.context.items.map((u) => u.id));
  const sut: Sut = {
    states: {
      loading: (s) => {
        expect(view().status).toBe('loading');
        expect(view().busy).toBe(true);
        expect(fakes.listUsers.lastInput).toEqual({
          filters: s.context.filters,
          page: s.context.page,
          pageSize: USERS_PAGE_SIZE,
        });
      },
      typing: (s) => {
        expect(view().status).toBe('typing');
        expect(view().typed).toBe(s.context.typed);
        listed(s);
      },
      loaded: (s) => {
        expect(view().status).toBe('loaded');
        listed(s);
        expect(view().total).toBe(s.context.total);
        expect(view().page).toBe(s.context.page);
      },
      empty: () => {
        expect(view().status).toBe('empty');
        expect(view().rows).toEqual([]);
      },
      failed: () => {
        expect(view().status).toBe('failed');
        expect(view().errorCode).toBe('network');
      },
    },
    events: {
      ...sentTo(
        actor,
        'query.change',
        'query.submit',
        'filter.change',
        'page.change',
        'retry',
        'user.changed',
        'user.created',
        'user.deleted',
      ),
      [SEARCH_AFTER]: async () => {
        clock.increment(SEARCH_DELAY_MS);
        await flush();
      },
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut, fakes, clock, view };
}

describe('admin users machine (model-based)', () => {
  machineStartsTests(
    adminUsersMachine,
    ADMIN_USERS_MODELS.map(([name, model]) => [name, model, setup] as const),
  );
});

describe('admin users machine (rules)', () => {
  it('asks the server once typing pauses, from the first page, with the trimmed query', async () => {
    const { actor, fakes, clock } = setup();
    await fakes.listUsers.resolve(PAGE);
    actor.send({ type: 'page.change', page: 1 });
    await fakes.listUsers.resolve(PAGE);
    actor.send({ type: 'query.change', value: ' ан' });
    clock.increment(SEARCH_DELAY_MS - 1);
    actor.send({ type: 'query.change', value: ' анна ' });
    clock.increment(SEARCH_DELAY_MS - 1);
    await flush();
    expect(fakes.listUsers.calls).toHaveLength(2);
    clock.increment(1);
    await flush();
    expect(fakes.listUsers.calls).toHaveLength(3);
    expect(fakes.listUsers.lastInput).toMatchObject({ filters: { query: 'анна' }, page: 0 });
  });

  it('replaces the changed row in place and asks nothing', async () => {
    const { actor, fakes, view } = setup();
    await fakes.listUsers.resolve(PAGE);
    actor.send({ type: 'user.changed', user: ANNA_CONFIRMED });
    expect(view().rows.map((r) => [r.id, r.confirmed])).toEqual([
      [ANNA.id, true],
      [BORIS.id, true],
      [VERA.id, true],
    ]);
    expect(view().rows[2]!.banned).toBe(true);
    expect(fakes.listUsers.calls).toHaveLength(1);
  });
});
