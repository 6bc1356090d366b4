import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { LinkButton } from '../../components/ui/link-button';
import { notFoundMessages as m } from './not-found.messages';

export function NotFoundView() {
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
      <p
        aria-hidden
        className={css({
          fontSize: { base: '6xl', md: '8xl' },
          fontWeight: 'extrabold',
          color: 'accent.text',
          lineHeight: 'none',
        })}
      >
        {t(m.code)}
      </p>
      <h1 className={css({ mt: '4', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
        {t(m.title)}
      </h1>
      <p className={css({ mt: '3', color: 'fg.muted' })}>{t(m.text)}</p>
      <LinkButton href="/" size="lg" className={css({ mt: '8' })}>
        {t(m.home)}
      </LinkButton>
    </div>
  );
}
