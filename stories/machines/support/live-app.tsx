import type { ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import { AppProviders } from '../../../src/app/providers';
import { AppShell } from '../../../src/app/shell';
import { liveLanguageLogic, liveSessionLogic, liveThemeLogic } from './live-fakes';

/**
 * The app as it starts, on fake services (live-fakes.ts): its providers' machines (theme,
 * language, session, toast queue) and the frame with the header around `children`. The app's
 * machines that live as long as it does are shown only here, so their live stories share it.
 */
export function LiveApp({
  inspect,
  children,
}: {
  inspect: (event: InspectionEvent) => void;
  children?: ReactNode;
}) {
  return (
    <AppProviders
      inspect={inspect}
      sessionLogic={liveSessionLogic}
      languageLogic={liveLanguageLogic}
      themeLogic={liveThemeLogic}
    >
      <AppShell>{children}</AppShell>
    </AppProviders>
  );
}
