import { MessageCircle } from 'lucide-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../ui/link-button';

const messages = {
  ...defineMessages({
    write: { id: 'writeLink.write', defaultMessage: 'Написать' },
  }),
  writeTo: defineMessage<{ name: string }>({
    id: 'writeLink.writeTo',
    defaultMessage: 'Написать: {name}',
  }),
};

/**
 * «Написать»: a link to the direct conversation with a person (/messages/<id>), for lists of
 * people (a group's members, an event's attendees), named by whom it writes to. `compact` shows
 * the icon alone (the name is still read out). Nobody writes to a deleted account: nothing shows.
 */
export function WriteLink({
  userId,
  name,
  compact = false,
  deleted = false,
}: {
  userId: string;
  name: string;
  compact?: boolean;
  deleted?: boolean;
}) {
  const t = useIntl().formatMessage;
  if (deleted) return null;
  return (
    <LinkButton
      href={`/messages/${userId}`}
      variant="ghost"
      size="sm"
      aria-label={t(messages.writeTo, { name })}
      title={compact ? t(messages.writeTo, { name }) : undefined}
    >
      <MessageCircle aria-hidden />
      {!compact && t(messages.write)}
    </LinkButton>
  );
}

export { messages as writeLinkMessages };
