import { useIntl } from 'react-intl';
import type { ReplyPreview } from '../../../machines/messages/chat.selectors';
import { conversationsMessages } from './conversations.messages';

/**
 * What a reply quotes of the message it answers: the start of its words, or «Фото» for a picture
 * with none (as the conversations list says it); empty when there is neither.
 */
export function useReplyGist() {
  const t = useIntl().formatMessage;
  return (reply: Pick<ReplyPreview, 'body' | 'image'>) =>
    reply.body ? reply.body.slice(0, 80) : reply.image ? t(conversationsMessages.photo) : '';
}
