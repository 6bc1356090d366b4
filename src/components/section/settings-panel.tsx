import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export const settingsPanel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '4', md: '6' },
  borderWidth: '1px',
  borderColor: 'border.default',
  rounded: 'xl',
  bg: 'bg.surface',
});
export const settingsPanelTitle = css({ fontSize: 'xl', fontWeight: 'semibold' });
const muted = css({ color: 'fg.muted' });

/**
 * One section of /settings, whichever area it belongs to (settings, notifications): a card named
 * by its heading (`id` ties the two), with a line saying what it is for when there is one.
 */
export function SettingsPanel({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={settingsPanel}>
      <h2 id={id} className={settingsPanelTitle}>
        {title}
      </h2>
      {intro && <p className={muted}>{intro}</p>}
      {children}
    </section>
  );
}
