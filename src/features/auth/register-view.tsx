import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { AuthFailure } from '../../../machines/auth/auth.types';
import {
  REGISTRATION_FIELD_ORDER,
  type RegistrationErrorCode,
  type RegistrationField,
  type RegistrationFieldErrors,
  type RegistrationValues,
} from '../../../machines/auth/registration.machine';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/field';
import { AuthLayout, AuthSubmit, formStack, inlineLink, muted } from './auth-layout';
import { registrationFailureText } from './auth-text';
import { authMessages as m, emailRequiredFor } from './auth.messages';
import { NewPasswordFields } from './new-password-fields';
import { useSubmitFocus } from './use-submit-focus';
import { Link } from 'wouter';
import { EmailField } from './email-field';

export interface RegisterViewProps {
  values: RegistrationValues;
  /** Every field's error at once, each shown under its own field. */
  fieldErrors: RegistrationFieldErrors;
  failure: AuthFailure | null;
  detailsOpen: boolean;
  submitting: boolean;
  /** The avatar picker, rendered by its own container. */
  avatar: ReactNode;
  onFieldChange: (field: RegistrationField, value: string) => void;
  onSubmit: () => void;
  onOpenDetails: () => void;
  onCloseDetails: () => void;
  onDismissError: () => void;
}

export function RegisterView(props: RegisterViewProps) {
  const { values, fieldErrors, failure, submitting } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  // After a refused submit the caret goes to the first invalid field in the form's order.
  const { form, onSubmit } = useSubmitFocus(
    fieldErrors,
    (errors) => REGISTRATION_FIELD_ORDER.find((field) => errors[field]),
    props.onSubmit,
  );

  const errorText: Record<RegistrationErrorCode, string> = {
    email_required: t(emailRequiredFor, { label: t(m.email) }),
    email_invalid: t(m.emailInvalid),
    password_required: t(m.passwordRequired),
    password_too_short: t(m.passwordTooShort),
    password_needs_letters_digits: t(m.passwordNeedsLettersDigits),
    passwords_mismatch: t(m.passwordsMismatch),
    full_name_required: t(m.fullNameRequired),
  };
  const errorFor = (field: RegistrationField) => {
    const code = fieldErrors[field];
    return code ? errorText[code] : undefined;
  };

  return (
    <AuthLayout title={t(m.registerTitle)} subtitle={t(m.registerSubtitle)}>
      {failure && (
        <Alert
          variant="destructive"
          title={t(m.registerFailedTitle)}
          action={
            <Button variant="outline" size="sm" onClick={props.onOpenDetails}>
              {t(m.moreDetails)}
            </Button>
          }
          dismiss={{ label: t(m.dismiss), onDismiss: props.onDismissError }}
        >
          {registrationFailureText(intl, failure)}
        </Alert>
      )}
      <form ref={form} noValidate className={formStack} onSubmit={onSubmit}>
        {props.avatar}
        <Field
          label={t(m.fullName)}
          required
          invalid={Boolean(errorFor('fullName'))}
          errorText={errorFor('fullName')}
        >
          <Input
            name="fullName"
            autoComplete="name"
            value={values.fullName}
            disabled={submitting}
            onChange={(e) => props.onFieldChange('fullName', e.target.value)}
          />
        </Field>
        <EmailField
          label={t(m.email)}
          name="email"
          value={values.email}
          error={errorFor('email')}
          disabled={submitting}
          onChange={(value) => props.onFieldChange('email', value)}
        />
        <NewPasswordFields
          passwordLabel={t(m.password)}
          password={values.password}
          confirmPassword={values.confirmPassword}
          passwordError={errorFor('password')}
          confirmError={errorFor('confirmPassword')}
          disabled={submitting}
          onChange={props.onFieldChange}
        />
        <AuthSubmit busy={submitting} busyText={t(m.registerSubmitting)}>
          {t(m.registerSubmit)}
        </AuthSubmit>
      </form>
      <p className={muted}>
        {t(m.haveAccount)}{' '}
        <Link href="/auth/login" className={inlineLink}>
          {t(m.toLogin)}
        </Link>
      </p>
      <Dialog
        title={t(m.detailsTitle)}
        description={t(m.detailsText)}
        open={props.detailsOpen && failure !== null}
        onOpenChange={(open) => {
          if (!open) props.onCloseDetails();
        }}
        footer={
          <DialogClose>
            <Button variant="outline">{t(m.close)}</Button>
          </DialogClose>
        }
      >
        <pre
          data-testid="failure-details"
          className={css({
            fontFamily: 'mono',
            fontSize: 'sm',
            bg: 'bg.muted',
            p: '3',
            rounded: 'md',
            overflow: 'auto',
            maxH: '60vh',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          })}
        >
          {JSON.stringify(failure?.details ?? failure, null, 2)}
        </pre>
      </Dialog>
    </AuthLayout>
  );
}
