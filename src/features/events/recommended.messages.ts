import { defineMessages } from 'react-intl';

// Apart from events.messages.ts: the home page's first chunk shows the section's frame while the
// rest of it loads, and must not carry every events text.
export const recommendedMessages = defineMessages({
  title: { id: 'events.recommended.title', defaultMessage: 'Рекомендуемые события' },
  subtitle: {
    id: 'events.recommended.subtitle',
    defaultMessage: 'Подборка от команды Встреч',
  },
  viewAll: { id: 'events.recommended.viewAll', defaultMessage: 'Смотреть все' },
  loading: { id: 'events.recommended.loading', defaultMessage: 'Загружаем подборку…' },
  empty: {
    id: 'events.recommended.empty',
    defaultMessage: 'Подборка скоро появится. А пока загляните в каталог — там все события.',
  },
  failed: {
    id: 'events.recommended.failed',
    defaultMessage: 'Подборку сейчас не удалось загрузить. Остальная страница работает.',
  },
  retry: { id: 'events.recommended.retry', defaultMessage: 'Попробовать снова' },
});
