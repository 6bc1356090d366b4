/**
 * A home section's head: its heading and a line under it, and a link to the whole list. Light on
 * purpose: the home page's first chunk draws it while the section's cards are on their way.
 */
import { ArrowRight } from 'lucide-react';
import { css } from 'styled-system/css';
import { LinkButton } from '../ui/link-button';

export interface SectionHeadProps {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  title: string;
  subtitle: string;
  href: string;
  viewAll: string;
}

export function SectionHead({ id, title, subtitle, href, viewAll }: SectionHeadProps) {
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
