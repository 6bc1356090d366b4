import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { GroupsFailure } from '../../../machines/groups/groups.types';
import { MY_GROUPS_PAGE, myGroupsMachine } from '../../../machines/profile/my-groups.machine';
import { selectMyGroupsView } from '../../../machines/profile/my-groups.selectors';
import type { MyGroups } from '../../../machines/profile/my-groups.types';
import { controllable, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import {
  MY_GROUPS_USER,
  everything,
  myGroupsInput,
  myGroupsModel,
  nothing,
} from './my-groups.model';

type Sut = SystemUnderTest<typeof myGroupsMachine>;

function setup() {
  const load = controllable<MyGroups, { userId: string }>();
  const logged: GroupsFailure[] = [];
  const actor = createActor(
    myGroupsMachine.provide({
      actors: { loadMyGroups: load.logic },
      actions: { logFailure: (_, failure) => void logged.push(failure) },
    }),
    { input: myGroupsInput },
  ).start();
  const view = () => selectMyGroupsView(actor.getSnapshot());
  const sut: Sut = {
    states: {
      loading: () => {
        expect(view().status).toBe('loading');
        expect(load.lastInput).toEqual({ userId: MY_GROUPS_USER });
      },
      failed: () => {
        expect(view().status).toBe('failed');
        expect(view().failure?.code).toBe('network');
        expect(logged.at(-1)?.code).toBe('network');
      },
      empty: () => {
        expect(view()).toMatchObject({ status: 'empty', total: 0, requests: [] });
      },
      loaded: (expected) => {
        const v = view();
        const { groups, requests } = expected.context.data;
        expect(v.status).toBe('loaded');
        expect(v.failure).toBeNull();
        expect(v.groups).toEqual(groups.slice(0, expected.context.shown));
        expect(v.total).toBe(groups.length);
        expect(v.remaining).toBe(groups.length - v.groups.length);
        expect(v.requests).toEqual(requests);
      },
    },
    events: {
      ...settlers({ loadMyGroups: load }),
      ...sentTo(actor, 'retry', 'list.more'),
    } as Sut['events'],
  };
  return { actor, sut, load };
}

describe('my groups machine (model-based)', () => {
  machineModelTests(myGroupsModel, setup);
});

describe('my groups machine (rules)', () => {
  it('shows a page at a time and stops when every group is shown', async () => {
    const { actor, load } = setup();
    await load.resolve(everything);
    const view = () => selectMyGroupsView(actor.getSnapshot());
    expect(view().groups).toHaveLength(MY_GROUPS_PAGE);
    expect(view().remaining).toBe(2);
    actor.send({ type: 'list.more' });
    expect(view().groups).toHaveLength(8);
    expect(view().remaining).toBe(0);
    const before = actor.getSnapshot();
    actor.send({ type: 'list.more' });
    expect(actor.getSnapshot().context).toBe(before.context);
  });

  it('starts from the first page again after a failed reload', async () => {
    const { actor, load } = setup();
    await load.reject({ code: 'network', message: 'offline' });
    actor.send({ type: 'retry' });
    await load.resolve(nothing);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(selectMyGroupsView(actor.getSnapshot()).failure).toBeNull();
  });

  it('turns an unexpected error into the unknown code', async () => {
    const { actor, load } = setup();
    await load.reject(new Error('boom'));
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'unknown', message: 'boom' });
  });
});
