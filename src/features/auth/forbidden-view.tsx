import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { LinkButton } from '../../components/ui/link-button';
import { PageMeta } from '../../components/meta/page-meta';
import { authMessages as m } from './auth.messages';

/** What a signed-in non-admin sees on an admin path. */
export function ForbiddenView() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div
      className={css({
        maxW: '2xl',
        mx: 'auto',
        px: '4',
        py: { base: '16', md: '24' },
        textAlign: 'center',
      })}
    >
      <PageMeta title={t(m.forbiddenTitle)} description={t(m.forbiddenText)} noIndex />
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
        {t(m.forbiddenTitle)}
      </h1>
      <p className={css({ mt: '3', color: 'fg.muted' })}>{t(m.forbiddenText)}</p>
      <LinkButton href="/" size="lg" className={css({ mt: '8' })}>
        {t(m.forbiddenHome)}
      </LinkButton>
    </div>
  );
}
