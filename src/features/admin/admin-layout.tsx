import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { PageMeta } from '../../components/meta/page-meta';
import { adminMessages as m } from './admin.messages';

export type AdminTab = 'dashboard' | 'users' | 'content' | 'reports' | 'audit';

export const ADMIN_TABS: readonly { tab: AdminTab; href: string; label: MessageDescriptor }[] = [
  { tab: 'dashboard', href: '/admin', label: m.tabDashboard },
  { tab: 'users', href: '/admin/users', label: m.tabUsers },
  { tab: 'content', href: '/admin/content', label: m.tabContent },
  { tab: 'reports', href: '/admin/reports', label: m.tabReports },
  { tab: 'audit', href: '/admin/audit', label: m.tabAudit },
];

/** The tab a path under /admin belongs to (a deeper path, /admin/users/…, to its section's). */
export function adminTabOf(path: string): AdminTab | null {
  const found = ADMIN_TABS.find(
    ({ tab, href }) => path === href || (tab !== 'dashboard' && path.startsWith(`${href}/`)),
  );
  return found?.tab ?? null;
}

const page = css({
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  minW: 0,
});
// On a phone the five tabs scroll sideways in one row rather than wrapping into a block.
const tabList = css({
  display: 'flex',
  gap: '1',
  overflowX: 'auto',
  listStyle: 'none',
  m: 0,
  p: 0,
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});
const tabLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  whiteSpace: 'nowrap',
  color: 'fg.muted',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  textDecoration: 'none',
  _hover: { color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' },
  '&[aria-current=page]': {
    color: 'accent.text',
    borderColor: 'accent.default',
    fontWeight: 'semibold',
  },
});

export interface AdminLayoutProps {
  /** The section shown; null on a path no section owns (its 404 shows below the tabs). */
  current: AdminTab | null;
  children: ReactNode;
}

/**
 * The admin area's frame: its heading and the sections as links (each its own address, so
 * Back, reload and a shared link land on the same section), the current one marked for screen
 * readers by aria-current. The page's title names the section.
 */
export function AdminLayout({ current, children }: AdminLayoutProps) {
  const t = useIntl().formatMessage;
  const tab = ADMIN_TABS.find((item) => item.tab === current);
  return (
    <div className={page}>
      <PageMeta
        title={tab ? `${t(tab.label)} · ${t(m.title)}` : t(m.title)}
        description={t(m.description)}
        noIndex
      />
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
        {t(m.title)}
      </h1>
      <nav aria-label={t(m.sections)}>
        <ul className={tabList}>
          {ADMIN_TABS.map((item) => (
            <li key={item.tab}>
              <Link
                href={item.href}
                className={tabLink}
                aria-current={item.tab === current ? 'page' : undefined}
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/** A section not built yet: what the others' screens replace in src/app/admin/routes.tsx. */
export function AdminSoon() {
  const t = useIntl().formatMessage;
  return (
    <section
      className={css({
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'border.default',
        rounded: 'xl',
        p: { base: '5', md: '8' },
      })}
    >
      <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>{t(m.soonTitle)}</h2>
      <p className={css({ color: 'fg.muted', mt: '2' })}>{t(m.soonText)}</p>
    </section>
  );
}
