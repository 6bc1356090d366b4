/** /settings (members only): a page of sections, each running its own machine. */
import { selectChosenLocale } from '../../../machines/i18n/language.selectors';
import { TwoFactorSection } from '../../features/auth/two-factor-section';
import { AppearanceSection } from '../../features/settings/appearance-section';
import { NotificationPreferencesSection } from '../../features/notifications/preferences-section';
import { BlockedSection } from '../../features/settings/blocked-section';
import { DeletionSection } from '../../features/settings/deletion-section';
import { EmailSection } from '../../features/settings/email-section';
import { ExportSection } from '../../features/settings/export-section';
import { PasswordSection } from '../../features/settings/password-section';
import { SessionsSection } from '../../features/settings/sessions-section';
import { SettingsView } from '../../features/settings/settings-view';
import { MembersOnly } from '../accounts/guards';
import { twoFactorLogic } from '../accounts/two-factor.logic';
import { useInspect } from '../contexts/inspect';
import { notificationPreferencesLogic } from '../notifications/preferences.logic';
import { LanguageContext } from '../contexts/language';
import { ThemeSwitcher } from '../theme/switcher';
import {
  accountDeletionLogic,
  dataExportLogic,
  emailChangeLogic,
  languagePreferenceLogic,
  passwordChangeLogic,
  sessionsLogic,
} from './account.logic';
import { blockedListLogic } from './blocked.logic';

export function SettingsRoute() {
  const inspect = useInspect();
  const locale = LanguageContext.useSelector(selectChosenLocale);
  const language = LanguageContext.useActorRef();
  return (
    <MembersOnly>
      {(user) => (
        <SettingsView>
          <AppearanceSection
            logic={languagePreferenceLogic}
            locale={locale}
            onLanguageSelect={(next) => language.send({ type: 'language.select', locale: next })}
            themeControl={<ThemeSwitcher name="settings-theme" />}
            inspect={inspect}
          />
          <NotificationPreferencesSection logic={notificationPreferencesLogic} inspect={inspect} />
          <PasswordSection logic={passwordChangeLogic} inspect={inspect} />
          <EmailSection logic={emailChangeLogic} currentEmail={user.email} inspect={inspect} />
          <TwoFactorSection logic={twoFactorLogic} inspect={inspect} />
          <SessionsSection logic={sessionsLogic} inspect={inspect} />
          <BlockedSection logic={blockedListLogic} inspect={inspect} />
          <ExportSection logic={dataExportLogic} inspect={inspect} />
          <DeletionSection logic={accountDeletionLogic} email={user.email} inspect={inspect} />
        </SettingsView>
      )}
    </MembersOnly>
  );
}
