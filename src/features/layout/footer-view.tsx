import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { footerCopyright, layoutMessages as m } from './layout.messages';
import { stackList as list } from './layout-styles';
import type { SocialLink, SocialNetwork } from './social-links';

const socialNames: Record<SocialNetwork, (typeof m)[keyof typeof m]> = {
  telegram: m.socialTelegram,
  vk: m.socialVk,
  ok: m.socialOk,
  youtube: m.socialYoutube,
  rutube: m.socialRutube,
  dzen: m.socialDzen,
};

export interface FooterViewProps {
  year: number;
  socialLinks: SocialLink[];
}

const footer = css({
  mt: 'auto',
  bg: 'bg.subtle',
  borderTopWidth: '1px',
  borderColor: 'border.default',
});
const inner = css({
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: '8',
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr' },
});
const heading = css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2' });
const link = css({
  color: 'fg.muted',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const srOnly = css({ srOnly: true });

export function FooterView({ year, socialLinks }: FooterViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const appName = t(m.appName);
  return (
    <footer className={footer}>
      <div className={inner}>
        <div>
          <p className={css({ fontWeight: 'bold' })}>{appName}</p>
          <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>
            {t(m.footerTagline)}
          </p>
          <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '4' })}>
            {t(footerCopyright, { year, appName })}
          </p>
        </div>
        <nav aria-label={t(m.footerLinks)}>
          <h2 className={heading}>{t(m.footerLinks)}</h2>
          <ul className={list}>
            <li>
              <Link href="/about" className={link}>
                {t(m.navAbout)}
              </Link>
            </li>
            <li>
              <Link href="/about#contact" className={link}>
                {t(m.navContact)}
              </Link>
            </li>
          </ul>
        </nav>
        {socialLinks.length > 0 && (
          <nav aria-label={t(m.footerSocial)}>
            <h2 className={heading}>{t(m.footerSocial)}</h2>
            <ul className={list}>
              {socialLinks.map(({ network, href }) => (
                <li key={network}>
                  <a href={href} className={link} target="_blank" rel="noopener noreferrer me">
                    {t(socialNames[network])}
                    <span className={srOnly}> {t(m.socialNewTab)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}
