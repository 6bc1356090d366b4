import { useIntl } from 'react-intl';
import { PageMeta } from '../meta/page-meta';
import { homeMessages as m } from './home.messages';
import { HomeView } from './home-view';

export function HomePage() {
  const intl = useIntl();
  return (
    <>
      <PageMeta
        title={intl.formatMessage(m.metaTitle)}
        description={intl.formatMessage(m.metaDescription)}
        path="/"
      />
      <HomeView />
    </>
  );
}
