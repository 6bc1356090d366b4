import { selectThemePreference } from '../../machines/theme/theme.selectors';
import { ThemeSwitcherView } from '../features/layout/theme-switcher-view';
import { ThemeContext } from './theme-context';

export function ThemeSwitcher({ name }: { name: string }) {
  const preference = ThemeContext.useSelector(selectThemePreference);
  const theme = ThemeContext.useActorRef();
  return (
    <ThemeSwitcherView
      name={name}
      preference={preference}
      onSelect={(value) => theme.send({ type: 'theme.select', preference: value })}
    />
  );
}
