import { Field as ArkField } from '@ark-ui/react/field';
import { ChevronDown } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes/input';
import { Field } from './field';

export interface NativeSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
}

const select = css({ appearance: 'none', pr: '10', cursor: 'pointer', w: 'full' });
const chevron = css({
  position: 'absolute',
  right: '3',
  bottom: '3.5',
  w: '4',
  h: '4',
  color: 'fg.muted',
  pointerEvents: 'none',
});

/**
 * A labelled native select for a few fixed options (a sort order, a filter): no listbox widget to
 * load, and on a phone the platform's own picker. The input recipe gives it the box of Ark's
 * Select trigger.
 */
export function NativeSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: NativeSelectProps<T>) {
  return (
    <Field label={label} className={cx(css({ position: 'relative', minW: 0 }), className)}>
      <ArkField.Select
        className={cx(input(), select)}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </ArkField.Select>
      <ChevronDown aria-hidden className={chevron} />
    </Field>
  );
}
