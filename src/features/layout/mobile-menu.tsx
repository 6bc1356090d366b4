import { LogOut } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { Drawer } from '../../components/ui/drawer';
import { layoutMessages as m } from './layout.messages';
import { NavLinks } from './nav-links';
import { stackList } from './layout-styles';
import { PRIMARY_NAV, accountNav } from './nav-items';
import type { HeaderSession } from './session';

export interface MobileMenuProps {
  /** The content's id, named by the menu button's aria-controls. */
  id: string;
  session: HeaderSession;
  path: string;
  /** The sign-in page that returns to this one. */
  loginHref?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back on close. */
  finalFocusEl: () => HTMLElement | null;
  /** The language choice, in the menu only below sm (the bar has it from there on). */
  languageSwitcher?: ReactNode;
  /** The theme choice, with a radio group name of its own (the bar's popup has another). */
  themeSwitcher?: ReactNode;
  onSignOut?: () => void;
  signingOut?: boolean;
  /** A member's unread messages, beside the messages link. */
  unreadCount?: number;
  /** A member's unread notifications, beside the notifications link. */
  notificationsCount?: number;
}

const menuLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '3',
  rounded: 'md',
  color: 'fg.muted',
  bg: 'transparent',
  fontSize: 'md',
  fontWeight: 'medium',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { color: 'fg.default', bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'accent.text' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  '& svg': { w: '5', h: '5', flexShrink: 0 },
});
const divider = css({ my: '2', borderTopWidth: '1px', borderColor: 'border.default' });

/**
 * The small-screen menu: a sheet from the inline end, Ark's Drawer (focus trap and return, Escape,
 * outside click). In a chunk of its own: the shell only needs it once the menu button is pressed.
 */
export default function MobileMenu({
  id,
  session,
  path,
  loginHref,
  open,
  onOpenChange,
  finalFocusEl,
  languageSwitcher,
  themeSwitcher,
  onSignOut,
  signingOut,
  unreadCount,
  notificationsCount,
}: MobileMenuProps) {
  const t = useIntl().formatMessage;
  const account = accountNav(session, loginHref, unreadCount, notificationsCount);
  const close = () => onOpenChange(false);
  return (
    <Drawer
      id={id}
      title={t(m.menuLabel)}
      side="end"
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
    >
      <nav aria-label={t(m.menuLabel)}>
        {[PRIMARY_NAV, account].map((items, i) => (
          <Fragment key={i}>
            {i > 0 && items.length > 0 && <div className={divider} />}
            <NavLinks
              items={items}
              path={path}
              className={stackList}
              linkClassName={menuLink}
              onFollow={close}
            />
          </Fragment>
        ))}
        {session.status === 'signedIn' && onSignOut && (
          <button
            type="button"
            className={cx(menuLink, css({ mt: '1' }))}
            disabled={signingOut}
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            <LogOut aria-hidden />
            {t(m.signOut)}
          </button>
        )}
      </nav>
      {languageSwitcher && (
        <div className={css({ sm: { display: 'none' } })}>
          <div className={divider} />
          <div className={css({ px: '1', py: '2' })}>{languageSwitcher}</div>
        </div>
      )}
      {themeSwitcher && (
        <>
          <div className={divider} />
          <div className={css({ px: '3', py: '2' })}>{themeSwitcher}</div>
        </>
      )}
    </Drawer>
  );
}
