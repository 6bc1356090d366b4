import { Suspense, lazy } from 'react';
import { selectThemePreference } from '../../../machines/theme/theme.selectors';
import { ThemeContext } from '../contexts/theme';

// Shown only once someone opens the theme popup or the phone menu: not part of the first load.
const ThemeSwitcherView = lazy(() =>
  import('../../features/layout/theme-switcher-view').then((module) => ({
    default: module.ThemeSwitcherView,
  })),
);

export function ThemeSwitcher({ name }: { name: string }) {
  const preference = ThemeContext.useSelector(selectThemePreference);
  const theme = ThemeContext.useActorRef();
  return (
    <Suspense fallback={null}>
      <ThemeSwitcherView
        name={name}
        preference={preference}
        onSelect={(value) => theme.send({ type: 'theme.select', preference: value })}
      />
    </Suspense>
  );
}
