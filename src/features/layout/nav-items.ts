import {
  Bell,
  CalendarPlus,
  LogIn,
  type LucideIcon,
  MessageCircle,
  Settings,
  ShieldCheck,
  UserPlus,
  UserRound,
} from 'lucide-react';
import type { MessageDescriptor } from 'react-intl';
import { layoutMessages as m } from './layout.messages';
import type { HeaderSession } from './session';

export interface NavItem {
  href: string;
  label: MessageDescriptor;
  icon?: LucideIcon;
  /** A number shown beside the label (unread messages, notifications). */
  count?: number;
}

export const PRIMARY_NAV: readonly NavItem[] = [
  { href: '/', label: m.navHome },
  { href: '/events', label: m.navEvents },
  { href: '/groups', label: m.navGroups },
  { href: '/about', label: m.navAbout },
  { href: '/about#contact', label: m.navContact },
];

/** What the avatar menu holds on wide screens; the phone menu lists them with the others. */
export function personalNav(session: HeaderSession): NavItem[] {
  if (session.status !== 'signedIn') return [];
  return [
    { href: '/profile', label: m.profile, icon: UserRound },
    { href: '/settings', label: m.settings, icon: Settings },
    ...(session.isAdmin ? [{ href: '/admin', label: m.admin, icon: ShieldCheck }] : []),
  ];
}

export const LOGIN_PATH = '/auth/login';

/**
 * The phone menu's account links: a member's pages, a visitor's way in, and nothing while a stored
 * session is being restored (neither kind is known yet).
 */
export function accountNav(
  session: HeaderSession,
  loginHref = LOGIN_PATH,
  unread = 0,
  notifications = 0,
): NavItem[] {
  if (session.status === 'pending') return [];
  if (session.status === 'visitor') {
    return [
      { href: loginHref, label: m.login, icon: LogIn },
      { href: '/auth/register', label: m.register, icon: UserPlus },
    ];
  }
  return [
    { href: '/messages', label: m.messages, icon: MessageCircle, count: unread },
    { href: '/notifications', label: m.notifications, icon: Bell, count: notifications },
    { href: '/events/create', label: m.createEvent, icon: CalendarPlus },
    ...personalNav(session),
  ];
}

/** A link is current when it names the page being shown; a fragment link never is. */
export function isCurrent(href: string, path: string): boolean {
  if (href.includes('#')) return false;
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
