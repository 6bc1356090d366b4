import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { AuthFailure } from '../../../machines/auth/auth.types';
import type { LoginField, LoginFieldError } from '../../../machines/auth/login.machine';
import type { LoginMode } from '../../../machines/auth/login.selectors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { LinkButton } from '../../components/ui/link-button';
import { PasswordInput } from '../../components/ui/password-input';
import { AuthLayout, AuthSubmit, formStack, inlineLink, muted } from './auth-layout';
import { CodeField } from './code-field';
import { EmailField } from './email-field';
import { failureText } from './auth-text';
import { authMessages as m, linkSentText, resetSentText } from './auth.messages';
import { useSubmitFocus } from './use-submit-focus';

export interface LoginViewProps {
  mode: LoginMode;
  email: string;
  password: string;
  resetEmail: string;
  /** The authenticator app's code (second factor). */
  code: string;
  fieldErrors: Partial<Record<LoginField, LoginFieldError>>;
  failure: AuthFailure | null;
  sentTo: string | null;
  busy: boolean;
  /** A sign-in link is on its way (the link button is the busy one, not the submit). */
  sendingLink: boolean;
  onFieldChange: (field: LoginField, value: string) => void;
  onSubmit: () => void;
  onRequestLink: () => void;
  onResendLink: () => void;
  onModeChange: (mode: 'login' | 'signUp' | 'reset') => void;
  onDismissError: () => void;
}

const FIELD_ORDER: LoginField[] = ['email', 'password', 'resetEmail', 'code'];

export function LoginView(props: LoginViewProps) {
  const { mode, fieldErrors, failure, busy } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const heading = useRef<HTMLHeadingElement>(null);
  const { form, onSubmit } = useSubmitFocus(
    fieldErrors,
    (errors) => FIELD_ORDER.find((f) => errors[f]),
    props.onSubmit,
  );
  const firstRender = useRef(true);

  // A new mode replaces the whole card: focus its heading so keyboard and screen reader users
  // start reading from the top of what changed.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [mode]);

  const emailErrorText = (error: LoginFieldError | undefined) =>
    error === 'invalid' ? t(m.emailInvalid) : error === 'required' ? t(m.emailRequired) : undefined;

  const failureAlert = failure && (
    <Alert
      variant="destructive"
      title={t(
        mode === 'reset'
          ? m.resetTitle
          : mode === 'linkSent'
            ? m.linkFailedTitle
            : m.loginFailedTitle,
      )}
      dismiss={{ label: t(m.dismiss), onDismiss: props.onDismissError }}
    >
      {failureText(intl, failure)}
    </Alert>
  );

  if (mode === 'signUpPrompt') {
    return (
      <AuthLayout title={t(m.signUpTitle)} headingRef={heading}>
        <p className={muted}>{t(m.signUpText)}</p>
        <LinkButton href="/auth/register" size="lg" fullWidth>
          {t(m.signUpGo)}
        </LinkButton>
        <p className={muted}>
          {t(m.haveAccount)}{' '}
          <button type="button" className={inlineLink} onClick={() => props.onModeChange('login')}>
            {t(m.loginSubmit)}
          </button>
        </p>
      </AuthLayout>
    );
  }

  if (mode === 'resetSent') {
    return (
      <AuthLayout title={t(m.resetSentTitle)} headingRef={heading}>
        <p>{t(resetSentText, { email: props.sentTo ?? '' })}</p>
        <p className={muted}>{t(m.resetSpam)}</p>
        <Button size="lg" fullWidth onClick={() => props.onModeChange('login')}>
          {t(m.backToLogin)}
        </Button>
      </AuthLayout>
    );
  }

  if (mode === 'secondFactor') {
    return (
      <AuthLayout
        title={t(m.secondFactorTitle)}
        subtitle={t(m.secondFactorText)}
        headingRef={heading}
      >
        {failureAlert}
        <form ref={form} noValidate className={formStack} onSubmit={onSubmit}>
          <CodeField
            value={props.code}
            error={fieldErrors.code}
            disabled={busy}
            onChange={(value) => props.onFieldChange('code', value)}
          />
          <AuthSubmit busy={busy} busyText={t(m.secondFactorSubmitting)}>
            {t(m.secondFactorSubmit)}
          </AuthSubmit>
        </form>
        <Button variant="ghost" disabled={busy} onClick={() => props.onModeChange('login')}>
          {t(m.backToLogin)}
        </Button>
      </AuthLayout>
    );
  }

  if (mode === 'linkSent') {
    return (
      <AuthLayout title={t(m.resetSentTitle)} headingRef={heading}>
        {failureAlert}
        <p>{t(linkSentText, { email: props.sentTo ?? '' })}</p>
        <p className={muted}>{t(m.linkSentHint)}</p>
        <p className={muted}>{t(m.resetSpam)}</p>
        <Button
          size="lg"
          fullWidth
          variant="outline"
          loading={busy}
          loadingText={t(m.linkSending)}
          onClick={props.onResendLink}
        >
          {t(m.linkResend)}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => props.onModeChange('login')}>
          {t(m.backToLogin)}
        </Button>
      </AuthLayout>
    );
  }

  if (mode === 'reset') {
    return (
      <AuthLayout title={t(m.resetTitle)} subtitle={t(m.resetText)} headingRef={heading}>
        {failureAlert}
        <form ref={form} noValidate className={formStack} onSubmit={onSubmit}>
          <EmailField
            label={t(m.email)}
            name="resetEmail"
            value={props.resetEmail}
            error={emailErrorText(fieldErrors.resetEmail)}
            disabled={busy}
            onChange={(value) => props.onFieldChange('resetEmail', value)}
          />
          <AuthSubmit busy={busy} busyText={t(m.resetSending)}>
            {t(m.resetSubmit)}
          </AuthSubmit>
        </form>
        <Button variant="ghost" onClick={() => props.onModeChange('login')}>
          {t(m.backToLogin)}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t(m.loginTitle)} subtitle={t(m.loginSubtitle)} headingRef={heading}>
      {failureAlert}
      <form ref={form} noValidate className={formStack} onSubmit={onSubmit}>
        <EmailField
          label={t(m.email)}
          name="email"
          value={props.email}
          error={emailErrorText(fieldErrors.email)}
          disabled={busy}
          onChange={(value) => props.onFieldChange('email', value)}
        />
        <Field
          label={t(m.password)}
          required
          invalid={Boolean(fieldErrors.password)}
          errorText={t(m.passwordRequired)}
        >
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={props.password}
            disabled={busy}
            onChange={(e) => props.onFieldChange('password', e.target.value)}
          />
        </Field>
        <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
          <button type="button" className={inlineLink} onClick={() => props.onModeChange('reset')}>
            {t(m.forgotPassword)}
          </button>
        </div>
        <AuthSubmit busy={busy && !props.sendingLink} busyText={t(m.loginSubmitting)}>
          {t(m.loginSubmit)}
        </AuthSubmit>
        <Button
          variant="outline"
          size="lg"
          fullWidth
          disabled={busy && !props.sendingLink}
          loading={props.sendingLink}
          loadingText={t(m.linkSending)}
          onClick={props.onRequestLink}
        >
          {t(m.linkRequest)}
        </Button>
      </form>
      <p className={muted}>
        {t(m.noAccount)}{' '}
        <button type="button" className={inlineLink} onClick={() => props.onModeChange('signUp')}>
          {t(m.toSignUp)}
        </button>
      </p>
    </AuthLayout>
  );
}
