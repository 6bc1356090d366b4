import { Field as ArkField } from '@ark-ui/react/field';
import { ChevronDown } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes/input';
import { Field } from '../../components/ui/field';

// A native select: a few fixed options need no listbox widget, and the platform's picker is the
// one phone users know. The input recipe gives it the same box as the other controls.
const select = css({ appearance: 'none', pr: '10', cursor: 'pointer', w: 'full' });
const chevron = css({
  position: 'absolute',
  right: '3',
  top: '50%',
  transform: 'translateY(-50%)',
  w: '4',
  h: '4',
  color: 'fg.muted',
  pointerEvents: 'none',
});

export interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  invalid?: boolean;
  errorText?: string;
  required?: boolean;
  name?: string;
  className?: string;
}

/** A labelled native select with its options. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  invalid,
  errorText,
  required,
  name,
  className,
}: SelectFieldProps<T>) {
  return (
    <Field
      label={label}
      invalid={invalid}
      errorText={errorText}
      required={required}
      className={className}
    >
      <div className={css({ position: 'relative' })}>
        <ArkField.Select
          className={cx(input(), select)}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </ArkField.Select>
        <ChevronDown aria-hidden className={chevron} />
      </div>
    </Field>
  );
}
