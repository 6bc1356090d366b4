import { useIntl } from 'react-intl';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { authMessages as m } from './auth.messages';

export type NewPasswordField = 'password' | 'confirmPassword';

export interface NewPasswordFieldsProps {
  /** «Пароль» on sign-up, «Новый пароль» when resetting. */
  passwordLabel: string;
  password: string;
  confirmPassword: string;
  passwordError?: string;
  confirmError?: string;
  disabled: boolean;
  onChange: (field: NewPasswordField, value: string) => void;
}

/**
 * A new password and its confirmation, as registration and the reset both ask for them: the
 * password rule under the first, `new-password` for password managers, errors on the box at fault.
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const t = useIntl().formatMessage;
  return (
    <>
      <Field
        label={props.passwordLabel}
        required
        helperText={t(m.passwordRule)}
        invalid={Boolean(props.passwordError)}
        errorText={props.passwordError}
      >
        <PasswordInput
          name="password"
          autoComplete="new-password"
          value={props.password}
          disabled={props.disabled}
          onChange={(e) => props.onChange('password', e.target.value)}
        />
      </Field>
      <Field
        label={t(m.confirmPassword)}
        required
        invalid={Boolean(props.confirmError)}
        errorText={props.confirmError}
      >
        <PasswordInput
          name="confirmPassword"
          autoComplete="new-password"
          value={props.confirmPassword}
          disabled={props.disabled}
          onChange={(e) => props.onChange('confirmPassword', e.target.value)}
        />
      </Field>
    </>
  );
}
