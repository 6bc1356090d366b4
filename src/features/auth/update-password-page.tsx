import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { InspectionEvent } from 'xstate';
import { useLocation } from 'wouter';
import type { updatePasswordMachine } from '../../../machines/auth/update-password.machine';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { PageMeta } from '../../components/meta/page-meta';
import { passwordUpdatedToast } from './auth-toasts';
import { authMessages as m } from './auth.messages';
import { type RecoveryStatus, UpdatePasswordView } from './update-password-view';

export interface UpdatePasswordPageProps {
  logic: typeof updatePasswordMachine;
  recovery: RecoveryStatus;
  /** The token hash of an invitation's link (`?token_hash=…&type=invite`), verified first. */
  inviteToken?: string | null;
  notify: (toast: ToastRequest) => void;
  /** XState inspection of the page's actor (Storybook's machine panel follows it live). */
  inspect?: (event: InspectionEvent) => void;
}

export function UpdatePasswordPage({
  logic,
  recovery,
  inviteToken,
  notify,
  inspect,
}: UpdatePasswordPageProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const actor = useActorRef(
    logic.provide({
      actions: {
        notifyPasswordUpdated: () => {
          notify(passwordUpdatedToast);
          navigate('/', { replace: true });
        },
        forgetInviteLink: () => navigate('/auth/update-password', { replace: true }),
      },
    }),
    { inspect, input: { inviteToken } },
  );
  const context = useSelector(actor, (s) => s.context);
  const submitting = useSelector(actor, (s) => s.matches('submitting') || s.matches('done'));
  const invite = useSelector(actor, (s) =>
    s.matches('verifyingInvite') ? 'checking' : s.matches('inviteRefused') ? 'inviteRefused' : null,
  );
  return (
    <>
      <PageMeta
        title={intl.formatMessage(m.updateTitle)}
        description={intl.formatMessage(m.updateText)}
        noIndex
      />
      <UpdatePasswordView
        recovery={invite ?? recovery}
        invited={context.invited}
        password={context.password}
        confirmPassword={context.confirmPassword}
        validation={context.validation}
        failure={context.failure}
        submitting={submitting}
        onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
        onDismissError={() => actor.send({ type: 'error.dismiss' })}
      />
    </>
  );
}

export default UpdatePasswordPage;
