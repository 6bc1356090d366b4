import { Field, Input } from '../../components/ui/field';

export interface EmailFieldProps {
  label: string;
  name: string;
  value: string;
  /** The translated error, when the field has one. */
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The email box of every account form: the keyboard, autofill and required mark they all want. */
export function EmailField({ label, name, value, error, disabled, onChange }: EmailFieldProps) {
  return (
    <Field label={label} required invalid={Boolean(error)} errorText={error}>
      <Input
        name={name}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
