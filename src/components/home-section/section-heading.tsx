/**
 * The heading of a home page section (recommended events, popular groups): its title, a line
 * under it and the way to the whole list. Light on purpose: the home page's first chunk draws it.
 */
import { ArrowRight } from 'lucide-react';
import { css } from 'styled-system/css';
import { LinkButton } from '../ui/link-button';

export interface SectionHeadingProps {
  /** The heading's id, which the section is labelled by. */
  id: string;
  title: string;
  subtitle: string;
  href: string;
  viewAll: string;
}

export function SectionHeading({ id, title, subtitle, href, viewAll }: SectionHeadingProps) {
  return (
    <div
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'flex-end',
        gap: '3',
        mb: '6',
      })}
    >
      <div>
        <h2 id={id} className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {title}
        </h2>
        <p className={css({ mt: '1', color: 'fg.muted' })}>{subtitle}</p>
      </div>
      <LinkButton href={href} variant="ghost">
        {viewAll}
        <ArrowRight aria-hidden />
      </LinkButton>
    </div>
  );
}
