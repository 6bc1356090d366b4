import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type {
  PasswordChangeErrorCode,
  PasswordChangeField,
} from '../../../machines/settings/password-change.machine';
import type { PasswordChangeView } from '../../../machines/settings/password-change.selectors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { failureText } from './settings-failure';
import { failureMessages, passwordMessages as m } from './settings.messages';
import { formActions, section, sectionTitle } from './settings-view';

export interface PasswordViewProps extends PasswordChangeView {
  onRequestCode: () => void;
  onFieldChange: (field: PasswordChangeField, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onDismissError: () => void;
}

const FIELD_OF: Record<PasswordChangeErrorCode, PasswordChangeField> = {
  code_required: 'code',
  code_malformed: 'code',
  password_required: 'password',
  password_too_short: 'password',
  password_needs_letters_digits: 'password',
  passwords_mismatch: 'confirmPassword',
};

/** Settings' «Пароль»: a code from the inbox first, then the new password twice. */
export function PasswordView(props: PasswordViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const form = useRef<HTMLFormElement>(null);
  const showForm = props.step === 'form';
  const errors: Record<PasswordChangeErrorCode, string> = {
    code_required: t(m.codeRequired),
    code_malformed: t(m.codeMalformed),
    password_required: t(m.passwordRequired),
    password_too_short: t(m.passwordTooShort),
    password_needs_letters_digits: t(m.passwordNeedsLettersDigits),
    passwords_mismatch: t(m.passwordsMismatch),
  };
  const errorOn = (field: PasswordChangeField) =>
    props.validation && FIELD_OF[props.validation] === field ? errors[props.validation] : undefined;

  const focus = (name: PasswordChangeField) =>
    form.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus();
  // The code box takes focus when the form appears, and the box at fault after a refused submit.
  useEffect(() => {
    if (showForm) focus('code');
  }, [showForm]);
  useEffect(() => {
    if (props.validation) focus(FIELD_OF[props.validation]);
  }, [props.validation]);

  const failure = props.failureCode && (
    <Alert
      variant="destructive"
      title={t(m.failedTitle)}
      dismiss={{ label: t(failureMessages.dismiss), onDismiss: props.onDismissError }}
    >
      {failureText(intl, props.failureCode)}
    </Alert>
  );

  return (
    <section aria-labelledby="settings-password" className={section}>
      <h2 id="settings-password" className={sectionTitle}>
        {t(m.title)}
      </h2>
      <p className={css({ color: 'fg.muted' })}>{t(m.intro)}</p>
      {props.changed && <p role="status">{t(m.changed)}</p>}
      {failure}
      {showForm ? (
        <form
          ref={form}
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
          onSubmit={(e) => {
            e.preventDefault();
            props.onSubmit();
          }}
        >
          <p role="status" className={css({ fontSize: 'sm' })}>
            {t(m.codeSent)}
          </p>
          <Field
            label={t(m.code)}
            required
            invalid={Boolean(errorOn('code'))}
            errorText={errorOn('code')}
          >
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={props.code}
              disabled={props.saving}
              onChange={(e) => props.onFieldChange('code', e.target.value)}
            />
          </Field>
          <Field
            label={t(m.newPassword)}
            required
            helperText={t(m.rule)}
            invalid={Boolean(errorOn('password'))}
            errorText={errorOn('password')}
          >
            <PasswordInput
              name="password"
              autoComplete="new-password"
              value={props.password}
              disabled={props.saving}
              onChange={(e) => props.onFieldChange('password', e.target.value)}
            />
          </Field>
          <Field
            label={t(m.confirmPassword)}
            required
            invalid={Boolean(errorOn('confirmPassword'))}
            errorText={errorOn('confirmPassword')}
          >
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              value={props.confirmPassword}
              disabled={props.saving}
              onChange={(e) => props.onFieldChange('confirmPassword', e.target.value)}
            />
          </Field>
          <div className={formActions}>
            <Button type="submit" loading={props.saving} loadingText={t(m.saving)}>
              {t(m.submit)}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={props.saving}
              onClick={props.onRequestCode}
            >
              {t(m.resend)}
            </Button>
            <Button type="button" variant="ghost" disabled={props.saving} onClick={props.onCancel}>
              {t(m.cancel)}
            </Button>
          </div>
        </form>
      ) : (
        <div className={formActions}>
          <Button
            variant="outline"
            loading={props.sendingCode}
            loadingText={t(m.sending)}
            onClick={props.onRequestCode}
          >
            {t(m.start)}
          </Button>
        </div>
      )}
    </section>
  );
}
