import { useId } from 'react';
import { css } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';

export interface ChipOption<T extends string> {
  value: T | null;
  label: string;
}

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  px: '3.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.control',
  bg: 'bg.canvas',
  color: 'fg.default',
  fontSize: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
  userSelect: 'none',
  _hover: { borderColor: 'accent.default' },
  '&:has(input:checked)': {
    bg: 'accent.default',
    borderColor: 'accent.default',
    color: 'accent.fg',
  },
  '&:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
});

/**
 * One choice out of a few, as native radio buttons dressed as chips: arrow keys, forms and screen
 * readers work as everywhere, and each chip is a 40 px target on a phone.
 */
export function FilterChips<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: ChipOption<T>[];
  value: T | null;
  onChange: (value: T | null) => void;
}) {
  const id = useId();
  return (
    <fieldset className={css({ border: 'none', p: 0, m: 0, minW: 0 })}>
      <legend className={css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2', p: 0 })}>
        {legend}
      </legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {options.map((o) => (
          <label key={o.value ?? 'any'} className={chip}>
            <input
              type="radio"
              className={visuallyHidden()}
              name={`${name}-${id}`}
              value={o.value ?? ''}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
