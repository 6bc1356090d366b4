import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { sessionsMachine } from '../../../machines/settings/sessions.machine';
import { selectSessionsView } from '../../../machines/settings/sessions.selectors';
import { SessionsView } from './sessions-view';

export interface SessionsSectionProps {
  logic: typeof sessionsMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** Runs the signed-in devices' machine for its section of /settings. */
export function SessionsSection({ logic, inspect }: SessionsSectionProps) {
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectSessionsView);
  return (
    <SessionsView
      {...view}
      onRetry={() => actor.send({ type: 'retry' })}
      onSignOutOthers={() => actor.send({ type: 'others.signOut' })}
      onDismissError={() => actor.send({ type: 'error.dismiss' })}
    />
  );
}
