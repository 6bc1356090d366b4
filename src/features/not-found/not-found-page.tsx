import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { PageMeta } from '../../components/meta/page-meta';
import { notFoundMessages as m } from './not-found.messages';
import { NotFoundView } from './not-found-view';

export function NotFoundPage() {
  const intl = useIntl();
  const [path] = useLocation();
  useEffect(() => {
    // Broken links are worth noticing in the console (and in whatever collects console output).
    console.warn(`404: no page at ${path}`);
  }, [path]);
  return (
    <>
      <PageMeta
        title={intl.formatMessage(m.metaTitle)}
        description={intl.formatMessage(m.metaDescription)}
        noIndex
      />
      <NotFoundView />
    </>
  );
}
