import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { twoFactorMachine } from '../../../machines/auth/two-factor.machine';
import { selectTwoFactorView } from '../../../machines/auth/two-factor.selectors';
import { TwoFactorView } from './two-factor-view';

export interface TwoFactorSectionProps {
  logic: typeof twoFactorMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** Runs the two-factor machine for its section of /settings. */
export function TwoFactorSection({ logic, inspect }: TwoFactorSectionProps) {
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectTwoFactorView);
  return (
    <TwoFactorView
      {...view}
      onRetry={() => actor.send({ type: 'retry' })}
      onStart={() => actor.send({ type: 'enrol.start' })}
      onCancel={() => actor.send({ type: 'enrol.cancel' })}
      onCodeChange={(value) => actor.send({ type: 'code.change', value })}
      onConfirm={() => actor.send({ type: 'code.submit' })}
      onRemove={(factorId) => actor.send({ type: 'factor.remove', factorId })}
      onConfirmRemove={() => actor.send({ type: 'remove.confirm' })}
      onKeep={() => actor.send({ type: 'remove.cancel' })}
      onDismissError={() => actor.send({ type: 'error.dismiss' })}
    />
  );
}
