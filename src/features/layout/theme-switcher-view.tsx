import { Monitor, Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { THEME_PREFERENCES, type ThemePreference } from '../../../machines/theme/preferences';
import { layoutMessages as m } from './layout.messages';

const choices: Record<ThemePreference, { label: (typeof m)[keyof typeof m]; icon: ReactNode }> = {
  light: { label: m.themeLight, icon: <Sun aria-hidden size={16} /> },
  dark: { label: m.themeDark, icon: <Moon aria-hidden size={16} /> },
  system: { label: m.themeSystem, icon: <Monitor aria-hidden size={16} /> },
};

export interface ThemeSwitcherViewProps {
  /** The radio group's name: the header renders one in its bar and one in the phone menu. */
  name: string;
  preference: ThemePreference;
  onSelect: (preference: string) => void;
}

const group = css({ border: 'none', m: 0, p: 0, minW: 0 });
const legend = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', mb: '2', p: 0 });
const options = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '1',
  p: '1',
  rounded: 'lg',
  bg: 'bg.muted',
});
const option = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  minH: '14',
  px: '2',
  py: '1.5',
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  textAlign: 'center',
  lineHeight: '1.2',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg.default' },
  '&:has(input:checked)': { bg: 'bg.surface', color: 'fg.default', boxShadow: 'card' },
  '&:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
});
// The native radio keeps keyboard (arrows), forms and screen readers right; only its dot is hidden.
const radio = css({
  position: 'absolute',
  inset: 0,
  w: 'full',
  h: 'full',
  m: 0,
  opacity: 0,
  cursor: 'pointer',
});

/** Light, dark or as the device: native radios, so arrows move the choice and it applies at once. */
export function ThemeSwitcherView({ name, preference, onSelect }: ThemeSwitcherViewProps) {
  const intl = useIntl();
  return (
    <fieldset className={group}>
      <legend className={legend}>{intl.formatMessage(m.themeLabel)}</legend>
      <div className={options}>
        {THEME_PREFERENCES.map((value) => (
          <label key={value} className={option}>
            <input
              type="radio"
              className={radio}
              name={name}
              value={value}
              checked={preference === value}
              onChange={() => onSelect(value)}
            />
            {choices[value].icon}
            {intl.formatMessage(choices[value].label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
