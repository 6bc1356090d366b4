import { useIntl, type MessageDescriptor } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { LinkButton } from '../ui/link-button';

export interface StatusPageProps {
  /** A large figure above the heading (404), decorative: the heading says it in words. */
  code?: MessageDescriptor;
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** The way out: a link to the home page. */
  home: MessageDescriptor;
}

const heading = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' });

/** A page that has nothing to show but why (no such page, not allowed) and a way home. */
export function StatusPage({ code, title, text, home }: StatusPageProps) {
  const t = useIntl().formatMessage;
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
      {code && (
        <p
          aria-hidden
          className={css({
            fontSize: { base: '6xl', md: '8xl' },
            fontWeight: 'extrabold',
            color: 'accent.text',
            lineHeight: 'none',
          })}
        >
          {t(code)}
        </p>
      )}
      <h1 className={cx(heading, code && css({ mt: '4' }))}>{t(title)}</h1>
      <p className={css({ mt: '3', color: 'fg.muted' })}>{t(text)}</p>
      <LinkButton href="/" size="lg" className={css({ mt: '8' })}>
        {t(home)}
      </LinkButton>
    </div>
  );
}
