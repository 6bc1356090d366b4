/** /settings (members only): a page of sections, each running its own machine. */
import { TwoFactorSection } from '../../features/auth/two-factor-section';
import { BlockedSection } from '../../features/settings/blocked-section';
import { SettingsView } from '../../features/settings/settings-view';
import { MembersOnly } from '../accounts/guards';
import { twoFactorLogic } from '../accounts/two-factor.logic';
import { useInspect } from '../contexts/inspect';
import { blockedListLogic } from './blocked.logic';

export function SettingsRoute() {
  const inspect = useInspect();
  return (
    <MembersOnly>
      {() => (
        <SettingsView>
          <TwoFactorSection logic={twoFactorLogic} inspect={inspect} />
          <BlockedSection logic={blockedListLogic} inspect={inspect} />
        </SettingsView>
      )}
    </MembersOnly>
  );
}
