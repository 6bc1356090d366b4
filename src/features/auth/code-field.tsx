import { useIntl } from 'react-intl';
import type { CodeRuleCode } from '../../../machines/auth/code-rule';
import { Field, Input } from '../../components/ui/field';
import { authMessages as m } from './auth.messages';

export interface CodeFieldProps {
  value: string;
  error: CodeRuleCode | null | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  /** What the code is for, under the box. */
  helperText?: string;
}

/**
 * The authenticator app's six digits, at sign-in and when an app is added: a numeric keyboard on
 * phones, and the one-time-code autofill some password managers offer.
 */
export function CodeField({ value, error, disabled, onChange, helperText }: CodeFieldProps) {
  const t = useIntl().formatMessage;
  return (
    <Field
      label={t(m.code)}
      required
      invalid={Boolean(error)}
      errorText={error === 'invalid' ? t(m.codeInvalid) : t(m.codeRequired)}
      helperText={helperText}
    >
      <Input
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
