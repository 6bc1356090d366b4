import type { ReactNode } from 'react';
import { type MessageDescriptor, defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';

const messages = defineMessages({
  deleted: { id: 'person.deleted', defaultMessage: 'Удалённый пользователь' },
  noName: { id: 'person.noName', defaultMessage: 'Без имени' },
});

/** What every list of people knows of a person: their name, and whether they deleted their account. */
export interface NamedPerson {
  fullName?: string | null;
  deleted?: boolean;
}

/**
 * The name a person is shown by, the same in every area: «Удалённый пользователь» for a deleted
 * account (its profile keeps no name, and a generic «Участник» would hide that they left), else
 * their name, else the area's own word for someone without one (by default «Без имени»).
 */
export function usePersonName() {
  const t = useIntl().formatMessage;
  return (
    person: NamedPerson | null | undefined,
    fallback: MessageDescriptor = messages.noName,
  ): string => {
    if (person?.deleted) return t(messages.deleted);
    return person?.fullName?.trim() || t(fallback);
  };
}

/**
 * A person's name or picture leading to their page (/users/<id>), or standing alone for a deleted
 * account, whose page is the 404.
 */
export function PersonLink({
  id,
  deleted,
  className,
  children,
}: {
  id: string;
  deleted?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (deleted) return <span className={className}>{children}</span>;
  return (
    <Link href={`/users/${id}`} className={className}>
      {children}
    </Link>
  );
}

export { messages as personMessages };
