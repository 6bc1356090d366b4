import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { type NavItem, isCurrent } from './nav-items';
import { UnreadBadge } from './unread-badge';

export interface NavLinksProps {
  items: readonly NavItem[];
  /** The current path: its link is marked as the current page. */
  path: string;
  className: string;
  linkClassName: string;
  /** Following a link (the phone menu closes then, even on the page already shown). */
  onFollow?: () => void;
}

/** A list of links, the current page marked: the bar's navigation and the phone menu's alike. */
export function NavLinks({ items, path, className, linkClassName, onFollow }: NavLinksProps) {
  const t = useIntl().formatMessage;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            className={linkClassName}
            aria-current={isCurrent(item.href, path) ? 'page' : undefined}
            onClick={onFollow}
          >
            {item.icon && <item.icon aria-hidden />}
            {t(item.label)}
            {!!item.count && <UnreadBadge count={item.count} />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
