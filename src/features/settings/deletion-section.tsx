import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { accountDeletionMachine } from '../../../machines/settings/account-deletion.machine';
import { selectAccountDeletionView } from '../../../machines/settings/account-deletion.selectors';
import { DeletionView } from './deletion-view';

export interface DeletionSectionProps {
  logic: typeof accountDeletionMachine;
  /** The account's address, which the person types to confirm. */
  email: string;
  inspect?: (event: InspectionEvent) => void;
}

/** Runs the account deletion's machine for its section of /settings. */
export function DeletionSection({ logic, email, inspect }: DeletionSectionProps) {
  const actor = useActorRef(logic, { inspect, input: { email } });
  const view = useSelector(actor, selectAccountDeletionView);
  return (
    <DeletionView
      {...view}
      onOpen={() => actor.send({ type: 'deletion.open' })}
      onFieldChange={(value) => actor.send({ type: 'field.change', value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onCancel={() => actor.send({ type: 'form.cancel' })}
      onDismissError={() => actor.send({ type: 'error.dismiss' })}
    />
  );
}
