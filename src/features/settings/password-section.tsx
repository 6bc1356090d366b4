import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { passwordChangeMachine } from '../../../machines/settings/password-change.machine';
import { selectPasswordChangeView } from '../../../machines/settings/password-change.selectors';
import { PasswordView } from './password-view';

export interface PasswordSectionProps {
  logic: typeof passwordChangeMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** Runs the password change's machine for its section of /settings. */
export function PasswordSection({ logic, inspect }: PasswordSectionProps) {
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectPasswordChangeView);
  return (
    <PasswordView
      {...view}
      onRequestCode={() => actor.send({ type: 'code.request' })}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onCancel={() => actor.send({ type: 'form.cancel' })}
      onDismissError={() => actor.send({ type: 'error.dismiss' })}
    />
  );
}
