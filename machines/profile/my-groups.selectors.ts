import type { SnapshotFrom } from 'xstate';
import { stateStatus } from '../shared/status';
import type { myGroupsMachine } from './my-groups.machine';

type MyGroupsSnapshot = SnapshotFrom<typeof myGroupsMachine>;

export type MyGroupsStatus = 'loading' | 'failed' | 'empty' | 'loaded';

export const selectMyGroupsStatus = (s: MyGroupsSnapshot): MyGroupsStatus =>
  stateStatus(s, ['loading', 'failed', 'empty'], 'loaded');

export const selectMyGroupsView = (s: MyGroupsSnapshot) => {
  const { groups, requests } = s.context.data;
  const shown = groups.slice(0, s.context.shown);
  return {
    status: selectMyGroupsStatus(s),
    groups: shown,
    total: groups.length,
    remaining: groups.length - shown.length,
    requests,
    failure: s.context.failure,
  };
};

export type MyGroupsView = ReturnType<typeof selectMyGroupsView>;
