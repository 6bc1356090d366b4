import { Bell, CalendarPlus, MessageCircle } from 'lucide-react';
import { type ReactNode, Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { LinkButton } from '../../components/ui/link-button';
import { Skeleton } from '../../components/ui/skeleton';
import { layoutMessages as m } from './layout.messages';
import { isCurrent, LOGIN_PATH, personalNav } from './nav-items';
import { ProfileAvatar } from './profile-avatar';
import type { HeaderSession } from './session';
import { UnreadBadge } from './unread-badge';

// Ark's menu machine only matters to a signed-in person; visitors never download it.
const AccountMenu = lazy(() => import('./account-menu'));

// Text that names an icon button, shown beside the icon only where there is room: at 1280 px the
// German navigation and an admin's controls leave none (2xl and up).
const labelFrom2xl = css({ '2xlDown': { srOnly: true } });
const square = css({ px: '0', aspectRatio: 'square' });
// Square with the icon alone below 2xl, where the label is for screen readers only.
const createButton = css({ '2xlDown': { px: '0', w: '9' } });
const accountPlaceholder = css({ w: '44', h: '9' });
// The bell needs room a 320 px bar has not: below sm its count is on the phone menu's link.
const fromSm = css({ display: { base: 'none', sm: 'flex' } });

export interface AccountBarProps {
  session: HeaderSession;
  path: string;
  /** The sign-in page that returns to this one. */
  loginHref?: string;
  /**
   * What only wide screens show (the phone menu lists it): the whole bar for a visitor or while a
   * session is restored; a member's notifications and new event, their messages and avatar stay.
   */
  className: string;
  listClassName: string;
  /** The bar's pressed look for a button whose popup is open. */
  toggledClassName: string;
  accountOpen: boolean;
  onAccountOpenChange: (open: boolean) => void;
  onSignOut?: () => void;
  signingOut?: boolean;
  /** Unread messages, on the messages link. */
  unreadCount?: number;
  /**
   * A member's notifications bell (the app's, loaded after the first frame); the plain link to
   * /notifications until it comes, and without it.
   */
  bell?: ReactNode;
}

/**
 * The account controls: a placeholder while a stored session is restored, a visitor's way in, or a
 * member's messages, notifications, new event and avatar menu. On a phone only a member's messages
 * (with the unread count) and avatar stay; the rest is in the phone menu.
 */
export function AccountBar({
  session,
  path,
  loginHref = LOGIN_PATH,
  className,
  listClassName,
  toggledClassName,
  accountOpen,
  onAccountOpenChange,
  onSignOut,
  signingOut,
  unreadCount = 0,
  bell,
}: AccountBarProps) {
  const t = useIntl().formatMessage;
  const current = (href: string) => (isCurrent(href, path) ? 'page' : undefined);
  const signedIn = session.status === 'signedIn' ? session : null;
  const pending = session.status === 'pending';
  const notificationsLink = (
    <LinkButton
      href="/notifications"
      variant="ghost"
      className={square}
      aria-current={current('/notifications')}
      title={t(m.notifications)}
    >
      <span className={css({ srOnly: true })}>{t(m.notifications)}</span>
      <Bell aria-hidden />
    </LinkButton>
  );
  return (
    <nav aria-label={t(m.accountNav)} className={signedIn ? undefined : className}>
      <ul className={cx(listClassName, css({ alignItems: 'center', gap: '1' }))}>
        {pending ? (
          <li>
            {/* The width of the visitor's two buttons, so nothing moves when they come. */}
            <Skeleton data-testid="header-account-pending" className={accountPlaceholder} />
          </li>
        ) : signedIn ? (
          <>
            <li>
              <LinkButton
                href="/messages"
                variant="ghost"
                className={cx(square, css({ position: 'relative' }))}
                aria-current={current('/messages')}
                title={t(m.messages)}
              >
                <span className={css({ srOnly: true })}>{t(m.messages)}</span>
                <MessageCircle aria-hidden />
                {unreadCount > 0 && (
                  <UnreadBadge
                    count={unreadCount}
                    className={css({ position: 'absolute', top: '-1', right: '-1' })}
                  />
                )}
              </LinkButton>
            </li>
            <li className={bell ? fromSm : className}>
              {bell ? <Suspense fallback={notificationsLink}>{bell}</Suspense> : notificationsLink}
            </li>
            <li className={className}>
              <LinkButton
                href="/events/create"
                size="sm"
                className={createButton}
                aria-current={current('/events/create')}
                title={t(m.createEvent)}
              >
                <CalendarPlus aria-hidden />
                <span className={labelFrom2xl}>{t(m.createEvent)}</span>
              </LinkButton>
            </li>
            <li>
              <Suspense
                fallback={
                  // Until the menu arrives the avatar is a plain link to the profile.
                  <LinkButton
                    href="/profile"
                    variant="ghost"
                    className={square}
                    title={t(m.profile)}
                  >
                    <span className={css({ srOnly: true })}>{t(m.profile)}</span>
                    <ProfileAvatar
                      avatarUrl={signedIn.avatarUrl}
                      fullName={signedIn.fullName}
                      email={signedIn.email}
                    />
                  </LinkButton>
                }
              >
                <AccountMenu
                  session={signedIn}
                  links={personalNav(session)}
                  open={accountOpen}
                  onOpenChange={onAccountOpenChange}
                  onSignOut={onSignOut}
                  signingOut={signingOut}
                  triggerClassName={cx(
                    button({ variant: 'ghost', iconOnly: true }),
                    toggledClassName,
                    css({ rounded: 'full' }),
                  )}
                />
              </Suspense>
            </li>
          </>
        ) : (
          <>
            <li>
              <LinkButton href={loginHref} variant="outline" size="sm">
                {t(m.login)}
              </LinkButton>
            </li>
            <li>
              <LinkButton href="/auth/register" size="sm">
                {t(m.register)}
              </LinkButton>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
