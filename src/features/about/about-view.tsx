import {
  Accessibility,
  BadgeCheck,
  Clock,
  Mail,
  MapPin,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { aboutMessages as m, contactWeekdays } from './about.messages';

/** The contact section's id: `/about#contact` lands here. */
export const CONTACT_ID = 'contact';
export const CONTACT_EMAIL = 'hello@vstrechi.ru';

interface Value {
  key: string;
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}
const values: Value[] = [
  { key: 'community', icon: Users, title: m.communityTitle, text: m.communityText },
  {
    key: 'accessibility',
    icon: Accessibility,
    title: m.accessibilityTitle,
    text: m.accessibilityText,
  },
  { key: 'quality', icon: BadgeCheck, title: m.qualityTitle, text: m.qualityText },
];

const team = [
  { key: 'member1', name: m.member1Name, role: m.member1Role, bio: m.member1Bio },
  { key: 'member2', name: m.member2Name, role: m.member2Role, bio: m.member2Bio },
  { key: 'member3', name: m.member3Name, role: m.member3Role, bio: m.member3Bio },
];

/** First letters of the first two words, as avatars show them. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

const container = css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' } });
const h2 = css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' });
const card = css({
  p: '6',
  rounded: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.canvas',
});
const grid3 = css({
  listStyle: 'none',
  p: 0,
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
});

export function AboutView() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div className={cx(container, css({ py: { base: '10', md: '16' } }))}>
      <h1
        className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'extrabold', mb: '8' })}
      >
        {t(m.title)}
      </h1>

      <section aria-labelledby="about-mission" className={css({ mb: '12' })}>
        <h2 id="about-mission" className={h2}>
          {t(m.missionTitle)}
        </h2>
        <p className={css({ fontSize: 'lg', color: 'fg.muted', maxW: '3xl' })}>
          {t(m.missionText)}
        </p>
      </section>

      <section aria-labelledby="about-values" className={css({ mb: '12' })}>
        <h2 id="about-values" className={h2}>
          {t(m.valuesTitle)}
        </h2>
        <ul className={grid3}>
          {values.map(({ key, icon: Icon, title, text }) => (
            <li key={key} className={card}>
              <Icon aria-hidden size={28} className={css({ color: 'accent.default', mb: '3' })} />
              <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' })}>
                {t(title)}
              </h3>
              <p className={css({ color: 'fg.muted' })}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team" className={css({ mb: '12' })}>
        <h2 id="about-team" className={h2}>
          {t(m.teamTitle)}
        </h2>
        <ul className={grid3}>
          {team.map(({ key, name, role, bio }) => (
            <li key={key} className={card}>
              <span
                aria-hidden
                className={css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  w: '14',
                  h: '14',
                  mb: '3',
                  rounded: 'full',
                  bg: 'accent.subtle',
                  color: 'accent.subtleFg',
                  fontWeight: 'bold',
                  fontSize: 'lg',
                })}
              >
                {initials(t(name))}
              </span>
              <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{t(name)}</h3>
              <p className={css({ color: 'accent.text', fontWeight: 'medium', mb: '2' })}>
                {t(role)}
              </p>
              <p className={css({ color: 'fg.muted' })}>{t(bio)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        id={CONTACT_ID}
        tabIndex={-1}
        aria-labelledby="about-contact"
        className={css({ scrollMarginTop: '20', _focus: { outline: 'none' } })}
      >
        <h2 id="about-contact" className={h2}>
          {t(m.contactTitle)}
        </h2>
        <dl className={cx(card, css({ display: 'grid', gap: '5', maxW: '2xl' }))}>
          <ContactRow icon={Mail} term={t(m.contactEmail)}>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className={css({ color: 'accent.text', textDecoration: 'underline' })}
            >
              {CONTACT_EMAIL}
            </a>
          </ContactRow>
          <ContactRow icon={MapPin} term={t(m.contactAddress)}>
            <address className={css({ fontStyle: 'normal' })}>{t(m.contactAddressValue)}</address>
          </ContactRow>
          <ContactRow icon={Clock} term={t(m.contactHours)}>
            <p>{t(contactWeekdays, { from: '9:00', to: '18:00' })}</p>
            <p>{t(m.contactWeekend)}</p>
          </ContactRow>
        </dl>
      </section>
    </div>
  );
}

function ContactRow({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  // A <div> may group a <dt> with its <dd>; anything else between them breaks the list's semantics.
  return (
    <div>
      <dt
        className={css({ display: 'flex', alignItems: 'center', gap: '3', fontWeight: 'semibold' })}
      >
        <Icon aria-hidden size={22} className={css({ color: 'accent.default', flexShrink: 0 })} />
        {term}
      </dt>
      <dd className={css({ color: 'fg.muted', ml: '9', mt: '1' })}>{children}</dd>
    </div>
  );
}
