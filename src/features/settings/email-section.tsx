import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { emailChangeMachine } from '../../../machines/settings/email-change.machine';
import { selectEmailChangeView } from '../../../machines/settings/email-change.selectors';
import { EmailView } from './email-view';

export interface EmailSectionProps {
  logic: typeof emailChangeMachine;
  /** The account's address now. */
  currentEmail: string;
  inspect?: (event: InspectionEvent) => void;
}

/** Runs the email change's machine for its section of /settings. */
export function EmailSection({ logic, currentEmail, inspect }: EmailSectionProps) {
  const actor = useActorRef(logic, { inspect, input: { currentEmail } });
  const view = useSelector(actor, selectEmailChangeView);
  return (
    <EmailView
      {...view}
      onFieldChange={(value) => actor.send({ type: 'field.change', value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onReset={() => actor.send({ type: 'form.reset' })}
      onDismissError={() => actor.send({ type: 'error.dismiss' })}
    />
  );
}
