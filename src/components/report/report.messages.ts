import { defineMessage, defineMessages } from 'react-intl';
import type {
  ReportErrorCode,
  ReportReason,
  ReportTargetType,
} from '../../../machines/reports/report.types';

export const reportMessages = defineMessages({
  report: { id: 'report.button', defaultMessage: 'Пожаловаться' },
  title: { id: 'report.title', defaultMessage: 'Пожаловаться' },
  reasonLegend: { id: 'report.reason.legend', defaultMessage: 'Что не так?' },
  details: { id: 'report.details', defaultMessage: 'Подробности (необязательно)' },
  tooLong: {
    id: 'report.details.tooLong',
    defaultMessage: 'Слишком длинно: не больше 1000 символов',
  },
  submit: { id: 'report.submit', defaultMessage: 'Отправить жалобу' },
  sending: { id: 'report.sending', defaultMessage: 'Отправляем…' },
  cancel: { id: 'report.cancel', defaultMessage: 'Отмена' },
  done: { id: 'report.done', defaultMessage: 'Готово' },
  sent: { id: 'report.sent', defaultMessage: 'Спасибо, модераторы посмотрят' },
  alreadyReported: {
    id: 'report.alreadyReported',
    defaultMessage: 'Вы уже пожаловались на это. Модераторы посмотрят вашу жалобу.',
  },
  failedTitle: { id: 'report.failed.title', defaultMessage: 'Жалоба не отправлена' },
  retry: { id: 'report.retry', defaultMessage: 'Повторить' },
  signInPrompt: {
    id: 'report.signIn.prompt',
    defaultMessage: 'Пожаловаться могут только участники. Войдите, чтобы отправить жалобу.',
  },
  signIn: { id: 'report.signIn', defaultMessage: 'Войти' },
});

export const detailsCount = defineMessage<{ count: number; max: number }>({
  id: 'report.details.count',
  defaultMessage: '{count} / {max}',
});

/** The button's name says what it reports, as the dialog's title does. */
export const reportTargetMessages: Record<
  ReportTargetType,
  ReturnType<typeof defineMessage>
> = defineMessages({
  event: { id: 'report.target.event', defaultMessage: 'Пожаловаться на событие' },
  group: { id: 'report.target.group', defaultMessage: 'Пожаловаться на группу' },
  message: { id: 'report.target.message', defaultMessage: 'Пожаловаться на сообщение' },
  comment: { id: 'report.target.comment', defaultMessage: 'Пожаловаться на комментарий' },
  person: { id: 'report.target.person', defaultMessage: 'Пожаловаться на пользователя' },
});

export const reportReasonMessages: Record<
  ReportReason,
  ReturnType<typeof defineMessage>
> = defineMessages({
  spam: { id: 'report.reason.spam', defaultMessage: 'Спам или реклама' },
  abuse: { id: 'report.reason.abuse', defaultMessage: 'Оскорбления или травля' },
  inappropriate: {
    id: 'report.reason.inappropriate',
    defaultMessage: 'Неприемлемое содержание',
  },
  fake: { id: 'report.reason.fake', defaultMessage: 'Обман или выдача себя за другого' },
  other: { id: 'report.reason.other', defaultMessage: 'Другое' },
});

export const reportFailureMessages: Record<
  ReportErrorCode,
  ReturnType<typeof defineMessage>
> = defineMessages({
  already_reported: {
    id: 'report.error.alreadyReported',
    defaultMessage: 'Вы уже пожаловались на это.',
  },
  own: { id: 'report.error.own', defaultMessage: 'Нельзя пожаловаться на себя или своё.' },
  not_signed_in: {
    id: 'report.error.notSignedIn',
    defaultMessage: 'Сеанс закончился. Войдите снова.',
  },
  not_found: { id: 'report.error.notFound', defaultMessage: 'Этого больше нет.' },
  invalid: { id: 'report.error.invalid', defaultMessage: 'Жалобу не приняли: проверьте текст.' },
  network: {
    id: 'report.error.network',
    defaultMessage: 'Нет связи с сервером. Проверьте подключение.',
  },
  unknown: {
    id: 'report.error.unknown',
    defaultMessage: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
});
