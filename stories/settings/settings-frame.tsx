import type { ComponentType, ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { SettingsView } from '../../src/features/settings/settings-view';
import { MEMBER_SESSION, PageFrame } from '../pages/page-frame';

/** /settings as a member sees it, in the app's layout: what every settings section's story renders in. */
export function SettingsFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame session={MEMBER_SESSION}>
      <SettingsView>{children}</SettingsView>
    </PageFrame>
  );
}

/** At phone width the page's own content never scrolls sideways (the header is the layout's). */
export async function fitsPhone(canvasElement: HTMLElement) {
  const main = canvasElement.querySelector('main')!;
  await waitFor(() => expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth));
}

/**
 * A section's meta renders it alone in the page; each story file still names its machine in its
 * own meta (the coverage gate reads `parameters.machine` there).
 */
export const inSettings =
  <P extends object>(Section: ComponentType<P>) =>
  (args: P) => (
    <SettingsFrame>
      <Section {...args} />
    </SettingsFrame>
  );

export const SETTINGS_PAGE = { layout: 'fullscreen', route: '/settings' } as const;

export const PHONE = { viewport: { value: 'mobile1', isRotated: false } };
