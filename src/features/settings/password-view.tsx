import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type {
  PasswordChangeErrorCode,
  PasswordChangeField,
} from '../../../machines/settings/password-change.machine';
import type { PasswordChangeView } from '../../../machines/settings/password-change.selectors';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { SettingsPanel } from '../../components/section/settings-panel';
import { FailureAlert, SectionForm } from './section-form';
import { passwordMessages as m } from './settings.messages';
import { formActions } from './settings-view';

export interface PasswordViewProps extends PasswordChangeView {
  onRequestCode: () => void;
  onFieldChange: (field: PasswordChangeField, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onDismissError: () => void;
}

/** The form's boxes in order: the emailed code, then the new password twice. */
const FIELDS = [
  { name: 'code', label: m.code, rule: false },
  { name: 'password', label: m.newPassword, rule: true },
  { name: 'confirmPassword', label: m.confirmPassword, rule: false },
] as const;

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
  const t = useIntl().formatMessage;
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

  return (
    <SettingsPanel id="settings-password" title={t(m.title)} intro={t(m.intro)}>
      {props.changed && <p role="status">{t(m.changed)}</p>}
      <FailureAlert
        title={t(m.failedTitle)}
        code={props.failureCode}
        onDismiss={props.onDismissError}
      />
      {showForm ? (
        <SectionForm formRef={form} onSubmit={props.onSubmit}>
          <p role="status" className={css({ fontSize: 'sm' })}>
            {t(m.codeSent)}
          </p>
          {FIELDS.map(({ name, label, rule }) => (
            <Field
              key={name}
              label={t(label)}
              required
              helperText={rule ? t(m.rule) : undefined}
              invalid={Boolean(errorOn(name))}
              errorText={errorOn(name)}
            >
              {name === 'code' ? (
                <Input
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={props.code}
                  disabled={props.saving}
                  onChange={(e) => props.onFieldChange('code', e.target.value)}
                />
              ) : (
                <PasswordInput
                  name={name}
                  autoComplete="new-password"
                  value={props[name]}
                  disabled={props.saving}
                  onChange={(e) => props.onFieldChange(name, e.target.value)}
                />
              )}
            </Field>
          ))}
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
        </SectionForm>
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
    </SettingsPanel>
  );
}
