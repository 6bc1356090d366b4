import { useIntl } from 'react-intl';
import type { AuthFailure } from '../../../machines/auth/auth.types';
import type { UpdatePasswordErrorCode } from '../../../machines/auth/update-password.machine';
import { Alert } from '../../components/ui/alert';
import { LinkButton } from '../../components/ui/link-button';
import { Spinner } from '../../components/ui/spinner';
import { AuthLayout, AuthSubmit, formStack, muted } from './auth-layout';
import { failureText } from './auth-text';
import { authMessages as m } from './auth.messages';
import { NewPasswordFields, type NewPasswordField } from './new-password-fields';
import { useSubmitFocus } from './use-submit-focus';

/**
 * Whether the reset link gave this browser a session: only then can the password be changed.
 * `inviteRefused`: an invitation's link that could not sign the person in.
 */
export type RecoveryStatus = 'checking' | 'ready' | 'noSession' | 'inviteRefused';

export interface UpdatePasswordViewProps {
  recovery: RecoveryStatus;
  /** Signed in by an invitation: a first password, not a new one. */
  invited?: boolean;
  password: string;
  confirmPassword: string;
  validation: UpdatePasswordErrorCode | null;
  failure: AuthFailure | null;
  submitting: boolean;
  onFieldChange: (field: NewPasswordField, value: string) => void;
  onSubmit: () => void;
  onDismissError: () => void;
}

export function UpdatePasswordView(props: UpdatePasswordViewProps) {
  const { recovery, validation, failure, submitting } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const { form, onSubmit } = useSubmitFocus(
    validation,
    (code) => code && (code === 'passwords_mismatch' ? 'confirmPassword' : 'password'),
    props.onSubmit,
  );

  if (recovery === 'checking') {
    return (
      <AuthLayout title={t(m.updateTitle)}>
        <p role="status" className={muted}>
          <Spinner decorative size="sm" /> {t(m.checkingLink)}
        </p>
      </AuthLayout>
    );
  }

  if (recovery === 'noSession' || recovery === 'inviteRefused') {
    return (
      <AuthLayout title={t(m.noSessionTitle)}>
        <p className={muted}>
          {t(recovery === 'inviteRefused' ? m.inviteRefusedText : m.noSessionText)}
        </p>
        <LinkButton href="/auth/login?mode=reset" size="lg" fullWidth>
          {t(m.noSessionAction)}
        </LinkButton>
      </AuthLayout>
    );
  }

  const errorText: Record<UpdatePasswordErrorCode, string> = {
    password_required: t(m.passwordRequired),
    password_too_short: t(m.passwordTooShort),
    password_needs_letters_digits: t(m.passwordNeedsLettersDigits),
    passwords_mismatch: t(m.passwordsMismatch),
  };
  const passwordError = validation && validation !== 'passwords_mismatch' ? validation : null;

  return (
    <AuthLayout
      title={t(props.invited ? m.inviteTitle : m.updateTitle)}
      subtitle={t(props.invited ? m.inviteText : m.updateText)}
    >
      {failure && (
        <Alert
          variant="destructive"
          title={t(m.updateFailedTitle)}
          dismiss={{ label: t(m.dismiss), onDismiss: props.onDismissError }}
        >
          {failureText(intl, failure)}
        </Alert>
      )}
      <form ref={form} noValidate className={formStack} onSubmit={onSubmit}>
        <NewPasswordFields
          passwordLabel={t(m.newPassword)}
          password={props.password}
          confirmPassword={props.confirmPassword}
          passwordError={passwordError ? errorText[passwordError] : undefined}
          confirmError={
            validation === 'passwords_mismatch' ? errorText.passwords_mismatch : undefined
          }
          disabled={submitting}
          onChange={props.onFieldChange}
        />
        <AuthSubmit busy={submitting} busyText={t(m.updateSubmitting)}>
          {t(m.updateSubmit)}
        </AuthSubmit>
      </form>
    </AuthLayout>
  );
}
