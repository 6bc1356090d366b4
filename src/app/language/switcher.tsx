import { selectChosenLocale, selectIsSwitching } from '../../../machines/i18n/language.selectors';
import { LanguageContext } from '../contexts/language';
import { LanguageSwitcherView } from '../../features/layout/language-switcher-view';

export function LanguageSwitcher() {
  const chosen = LanguageContext.useSelector(selectChosenLocale);
  const switching = LanguageContext.useSelector(selectIsSwitching);
  const language = LanguageContext.useActorRef();
  return (
    <LanguageSwitcherView
      chosen={chosen}
      switching={switching}
      onSelect={(locale) => language.send({ type: 'language.select', locale })}
    />
  );
}
