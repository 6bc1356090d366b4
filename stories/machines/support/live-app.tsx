import type { ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import { AppProviders } from '../../../src/app/providers';
import { AppShell } from '../../../src/app/shell';
import { liveInspector } from './machine-channel';
import { liveLanguageLogic, liveSessionLogic, liveThemeLogic } from './live-fakes';
import { liveParameters } from './live-story';

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

/**
 * A live story's meta (but its title) for the providers' machine `id`, on a desktop, where the
 * header shows its controls in the bar: the app at `route`, with `page` in its frame.
 */
export function liveAppMeta(id: string, route = '/', page?: () => ReactNode) {
  const inspect = liveInspector(id);
  return {
    parameters: liveParameters(id, route),
    globals: { viewport: { value: 'desktop', isRotated: false } },
    render: () => <LiveApp inspect={inspect}>{page?.()}</LiveApp>,
  };
}
