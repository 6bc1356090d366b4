import { LogOut } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { Avatar } from '../../components/ui/avatar';
import { Menu } from '../../components/ui/menu';
import { layoutMessages as m } from './layout.messages';
import type { NavItem } from './nav-items';
import type { HeaderSession } from './session';

export interface AccountMenuProps {
  session: Extract<HeaderSession, { status: 'signedIn' }>;
  links: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Signs the member out; the item shows only when given. */
  onSignOut?: () => void;
  signingOut?: boolean;
  /** Classes of the avatar button, shared with the link that stands in while this loads. */
  triggerClassName: string;
}

const SIGN_OUT = 'sign-out';

const who = css({ px: '3', py: '2', display: 'flex', flexDirection: 'column', minW: 0 });
const whoName = css({ fontWeight: 'semibold', truncate: true });
const whoEmail = css({ fontSize: 'sm', color: 'fg.muted', truncate: true });

/**
 * The avatar's menu: profile, settings, administration (admins) and sign-out. Ark's menu machine
 * is heavy for a first visit, so the header loads this module only for a signed-in person.
 */
export default function AccountMenu({
  session,
  links,
  open,
  onOpenChange,
  onSignOut,
  signingOut,
  triggerClassName,
}: AccountMenuProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      onSelect={({ value }) => {
        if (value === SIGN_OUT) onSignOut?.();
      }}
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      // Closed, the menu is not in the page at all: its items would otherwise be found twice
      // (they repeat the phone menu's links and the profile's email).
      lazyMount
      unmountOnExit
    >
      <Menu.Trigger className={triggerClassName} title={t(m.accountMenu)}>
        {/* Named by hidden text, not aria-label: the avatar's initials are visible text that a
            label would contradict. */}
        <span className={css({ srOnly: true })}>{t(m.accountMenu)}</span>
        <Avatar
          size="sm"
          src={session.avatarUrl}
          fullName={session.fullName}
          email={session.email}
        />
      </Menu.Trigger>
      {/* In place, not portalled: it stays inside the header's landmark and stacking. */}
      <Menu.Content inline>
        {(session.fullName || session.email) && (
          <div className={who}>
            {session.fullName && <span className={whoName}>{session.fullName}</span>}
            {session.email && <span className={whoEmail}>{session.email}</span>}
          </div>
        )}
        <Menu.Separator />
        {links.map((link) => (
          <Menu.Item key={link.href} value={link.href} asChild>
            <Link href={link.href} className={css({ textDecoration: 'none', color: 'inherit' })}>
              {link.icon && <link.icon aria-hidden />}
              {t(link.label)}
            </Link>
          </Menu.Item>
        ))}
        {onSignOut && (
          <>
            <Menu.Separator />
            <Menu.Item value={SIGN_OUT} disabled={signingOut}>
              <LogOut aria-hidden />
              {t(m.signOut)}
            </Menu.Item>
          </>
        )}
      </Menu.Content>
    </Menu.Root>
  );
}
