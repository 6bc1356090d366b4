import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { blockedListMachine } from '../../../machines/messages/blocked-list.machine';
import { selectBlockedListView } from '../../../machines/messages/blocked-list.selectors';
import { BlockedView } from './blocked-view';

export interface BlockedSectionProps {
  logic: typeof blockedListMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** Runs the blocked people's machine for its section of /settings. */
export function BlockedSection({ logic, inspect }: BlockedSectionProps) {
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectBlockedListView);
  return (
    <BlockedView
      {...view}
      onRetry={() => actor.send({ type: 'retry' })}
      onUnblock={(userId) => actor.send({ type: 'unblock', userId })}
      onDismissError={() => actor.send({ type: 'error.dismiss' })}
    />
  );
}
