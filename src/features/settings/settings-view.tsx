import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { PageMeta } from '../../components/meta/page-meta';
import { settingsMessages as m } from './settings.messages';

/** The panel and its heading, for the email section, which draws them itself. */
export {
  settingsPanel as section,
  settingsPanelTitle as sectionTitle,
} from '../../components/section/settings-panel';

/**
 * A section's buttons: side by side, wrapping on a phone, where a long label («Выйти на других
 * устройствах», longer still in German) wraps inside its button rather than widening the page.
 */
export const formActions = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  '& > button': { whiteSpace: 'normal', h: 'auto', minH: '11', py: '2', maxW: 'full' },
});

/**
 * /settings: a page of sections, each its own part with its own machine (language and theme,
 * password, email, devices, data, the blocked people, deleting the account).
 */
export function SettingsView({ children }: { children: ReactNode }) {
  const t = useIntl().formatMessage;
  return (
    <div
      className={css({
        maxW: '3xl',
        mx: 'auto',
        px: { base: '4', md: '6' },
        py: { base: '6', md: '10' },
        display: 'flex',
        flexDirection: 'column',
        gap: '6',
      })}
    >
      <PageMeta title={t(m.title)} description={t(m.description)} path="/settings" noIndex />
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
        {t(m.title)}
      </h1>
      {children}
    </div>
  );
}
