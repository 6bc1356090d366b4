import { type MessageDescriptor, defineMessages } from 'react-intl';
import type { MessagesErrorCode } from '../../../machines/messages/chat.types';

/**
 * Why messaging refused, by code: one set for the list, the direct page and the chat, whose
 * services answer the same codes (src/services/messages-errors.ts).
 */
const errors = defineMessages({
  not_signed_in: {
    id: 'messages.error.notSignedIn',
    defaultMessage: 'Войдите, чтобы читать и писать сообщения.',
  },
  not_found: {
    id: 'messages.error.notFound',
    defaultMessage: 'Не найдено: возможно, его удалили или ссылка устарела.',
  },
  forbidden: { id: 'messages.error.forbidden', defaultMessage: 'У вас нет на это права.' },
  blocked: {
    id: 'messages.error.blocked',
    defaultMessage: 'Переписка недоступна: один из вас заблокировал другого.',
  },
  peer_deleted: {
    id: 'messages.error.peerDeleted',
    defaultMessage: 'Этот пользователь удалил аккаунт',
  },
  group_closed: {
    id: 'messages.error.groupClosed',
    defaultMessage: 'Группа закрыта модераторами: новые сообщения не принимаются.',
  },
  rate_limited: {
    id: 'messages.error.rateLimited',
    defaultMessage: 'Слишком много сообщений подряд: подождите несколько секунд.',
  },
  self: {
    id: 'messages.error.self',
    defaultMessage: 'Это ваша страница: написать самому себе нельзя.',
  },
  invalid: { id: 'messages.error.invalid', defaultMessage: 'Сообщение не подходит.' },
  network: {
    id: 'messages.error.network',
    defaultMessage: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  },
  unknown: {
    id: 'messages.error.unknown',
    defaultMessage: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
} satisfies Partial<Record<MessagesErrorCode, MessageDescriptor>>);

/** What went wrong, in words; codes a screen never meets read as «something went wrong». */
export const messagingErrorOf = (code: MessagesErrorCode | string | null): MessageDescriptor =>
  (code && (errors as Record<string, MessageDescriptor>)[code]) || errors.unknown;
