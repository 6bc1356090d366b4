import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import { MY_GROUPS_PAGE, type myGroupsMachine } from '../../../machines/profile/my-groups.machine';
import { selectMyGroupsView } from '../../../machines/profile/my-groups.selectors';
import { MyGroupsView } from './my-groups-view';

export interface MyGroupsProps {
  logic: typeof myGroupsMachine;
  userId: string;
  /** XState inspection of the actor (the app's `?inspect`, Storybook's machine panel). */
  inspect?: (event: InspectionEvent) => void;
}

/** The profile page's groups section: runs its machine and renders the view. */
export function MyGroups({ logic, userId, inspect }: MyGroupsProps) {
  const actor = useActorRef(
    logic.provide({
      actions: {
        logFailure: (_, failure) => console.error('My groups:', failure.code, failure.message),
      },
    }),
    { input: { userId }, inspect },
  );
  const view = useSelector(actor, selectMyGroupsView);
  return (
    <MyGroupsView
      {...view}
      pageSize={MY_GROUPS_PAGE}
      onMore={() => actor.send({ type: 'list.more' })}
      onRetry={() => actor.send({ type: 'retry' })}
    />
  );
}
