import { useIntl } from 'react-intl';
import { PageMeta } from '../../components/meta/page-meta';
import { StatusPage } from '../../components/status-page/status-page';
import { authMessages as m } from './auth.messages';

/** What a signed-in non-admin sees on an admin path. */
export function ForbiddenView() {
  const t = useIntl().formatMessage;
  return (
    <>
      <PageMeta title={t(m.forbiddenTitle)} description={t(m.forbiddenText)} noIndex />
      <StatusPage title={m.forbiddenTitle} text={m.forbiddenText} home={m.forbiddenHome} />
    </>
  );
}
