import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { InspectionEvent } from 'xstate';
import { MY_EVENTS_PAGE, type myEventsMachine } from '../../../machines/profile/my-events.machine';
import { selectMyEventsView } from '../../../machines/profile/my-events.selectors';
import { MyEventsView } from './my-events-view';

export interface MyEventsProps {
  logic: typeof myEventsMachine;
  userId: string;
  /** Where "now" comes from: stories and tests fix it so past events stay past. */
  now?: number;
  /** XState inspection of the actor (the app's `?inspect`, Storybook's machine panel). */
  inspect?: (event: InspectionEvent) => void;
}

/** The profile page's events section: runs its machine and renders the view. */
export function MyEvents({ logic, userId, now, inspect }: MyEventsProps) {
  const [openedAt] = useState(() => now ?? Date.now());
  const actor = useActorRef(
    logic.provide({
      actions: {
        logFailure: (_, failure) => console.error('My events:', failure.code, failure.message),
      },
    }),
    { input: { userId, now: openedAt }, inspect },
  );
  const view = useSelector(actor, selectMyEventsView);
  return (
    <MyEventsView
      {...view}
      pageSize={MY_EVENTS_PAGE}
      onTabSelect={(tab) => actor.send({ type: 'tab.select', tab })}
      onPastToggle={() => actor.send({ type: 'past.toggle' })}
      onMore={(list) => actor.send({ type: 'list.more', list })}
      onRetry={() => actor.send({ type: 'retry' })}
    />
  );
}
