import type { MessageDescriptor } from 'react-intl';
import { layoutMessages as m } from './layout.messages';

export interface NavItem {
  href: string;
  label: MessageDescriptor;
}

export const PRIMARY_NAV: readonly NavItem[] = [
  { href: '/', label: m.navHome },
  { href: '/events', label: m.navEvents },
  { href: '/groups', label: m.navGroups },
  { href: '/about', label: m.navAbout },
  { href: '/about#contact', label: m.navContact },
];

/** A link is current when it names the page being shown; a fragment link never is. */
export function isCurrent(href: string, path: string): boolean {
  if (href.includes('#')) return false;
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
