import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { CATEGORY_IDS } from '../../../machines/events/events.types';
import { categoryIcons } from '../../components/category/category-icons';
import { LinkButton } from '../../components/ui/link-button';
import { categoryMessages } from '../../components/category/category.messages';
import { categoryHref } from './categories';
import { homeMessages as m } from './home.messages';

export interface HomeViewProps {
  /**
   * Where the recommended (featured) events go. The events feature fills it; until then it stays
   * empty rather than showing invented events.
   */
  recommendedSlot?: ReactNode;
  /** Where the popular groups go, below the categories; the groups feature fills it. */
  popularGroupsSlot?: ReactNode;
}

const section = css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' } });
export function HomeView({ recommendedSlot, popularGroupsSlot }: HomeViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <section
        aria-labelledby="home-hero-title"
        className={css({
          bgGradient: 'to-b',
          gradientFrom: 'accent.subtle',
          gradientTo: 'bg.canvas',
        })}
      >
        <div className={cx(section, css({ py: { base: '12', md: '20' }, textAlign: 'center' }))}>
          <h1
            id="home-hero-title"
            className={css({
              fontSize: { base: '2xl', sm: '4xl', md: '5xl' },
              fontWeight: 'extrabold',
              lineHeight: 'tight',
              letterSpacing: 'tight',
              maxW: '3xl',
              mx: 'auto',
            })}
          >
            {t(m.heroTitle)}
          </h1>
          <p
            className={css({
              mt: '4',
              fontSize: { base: 'lg', md: 'xl' },
              color: 'fg.muted',
              maxW: '2xl',
              mx: 'auto',
            })}
          >
            {t(m.heroSubtitle)}
          </p>
          <div
            className={css({
              mt: '8',
              display: 'flex',
              flexDirection: { base: 'column', sm: 'row' },
              gap: '3',
              justifyContent: 'center',
            })}
          >
            <LinkButton href="/events" size="lg">
              {t(m.findEvents)}
              <ArrowRight aria-hidden />
            </LinkButton>
            <LinkButton href="/events/create" size="lg" variant="outline">
              {t(m.createEvent)}
            </LinkButton>
          </div>
        </div>
      </section>

      {recommendedSlot}

      <section aria-labelledby="home-categories-title" className={cx(section, css({ py: '12' }))}>
        <h2 id="home-categories-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {t(m.categoriesTitle)}
        </h2>
        <p className={css({ mt: '1', color: 'fg.muted' })}>{t(m.categoriesSubtitle)}</p>
        <ul
          className={css({
            listStyle: 'none',
            p: 0,
            mt: '6',
            display: 'grid',
            gridTemplateColumns: {
              base: 'repeat(2, 1fr)',
              md: 'repeat(3, 1fr)',
              lg: 'repeat(6, 1fr)',
            },
            gap: '4',
          })}
        >
          {CATEGORY_IDS.map((id) => {
            const Icon = categoryIcons[id];
            return (
              <li key={id}>
                <Link
                  href={categoryHref(id)}
                  className={css({
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: '3',
                    p: '5',
                    h: 'full',
                    rounded: 'xl',
                    borderWidth: '1px',
                    borderColor: 'border.default',
                    bg: 'bg.canvas',
                    color: 'fg.default',
                    fontWeight: 'semibold',
                    textDecoration: 'none',
                    textAlign: 'center',
                    transition: 'border-color 0.15s, box-shadow 0.15s',
                    _hover: { borderColor: 'accent.default', shadow: 'card' },
                    _focusVisible: {
                      outline: '2px solid',
                      outlineColor: 'focusRing',
                      outlineOffset: '2px',
                    },
                  })}
                >
                  <span
                    className={css({
                      display: 'inline-flex',
                      p: '3',
                      rounded: 'full',
                      bg: 'accent.subtle',
                      color: 'accent.text',
                    })}
                  >
                    <Icon aria-hidden size={28} />
                  </span>
                  {t(categoryMessages[id])}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      {popularGroupsSlot}

      <section aria-labelledby="home-cta-title" className={cx(section, css({ pb: '16' }))}>
        <div
          className={css({
            rounded: '2xl',
            bg: 'accent.emphasized',
            color: 'accent.fg',
            px: { base: '6', md: '12' },
            py: { base: '10', md: '14' },
            textAlign: 'center',
          })}
        >
          <h2
            id="home-cta-title"
            className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}
          >
            {t(m.ctaTitle)}
          </h2>
          <p className={css({ mt: '3', opacity: 0.9, maxW: 'xl', mx: 'auto' })}>{t(m.ctaText)}</p>
          <LinkButton
            href="/events"
            size="lg"
            variant="outline"
            className={css({ mt: '6', borderColor: 'transparent' })}
          >
            {t(m.ctaButton)}
          </LinkButton>
        </div>
      </section>
    </>
  );
}
