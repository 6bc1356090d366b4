import { defineMessages } from 'react-intl';

export const metaMessages = defineMessages({
  appName: { id: 'app.name', defaultMessage: 'Встречи' },
});
