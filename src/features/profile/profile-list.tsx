import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { LinkButton } from '../../components/ui/link-button';
import { EmptyNote } from './empty-note';
import { LoadFailedAlert } from './load-failed-alert';

/** What a profile list says while it loads, when it could not load and when it is empty. */
export type ProfileListTexts = Record<
  'loading' | 'loadFailedTitle' | 'loadFailedText' | 'emptyTitle' | 'emptyText',
  MessageDescriptor
>;

/**
 * One of the profile page's lists (my events, my groups): its heading, the count beside it once
 * there is one, then what the list holds in its state: placeholders while it loads, why it failed
 * with a way to ask again, what an empty one means with the links that fill it, or the list.
 */
export function ProfileList({
  titleId,
  title,
  count,
  status,
  texts,
  onRetry,
  placeholders,
  loadingClassName,
  emptyLinks,
  children,
}: {
  /** The heading's id, which names the section; the list's own parts may refer to it too. */
  titleId: string;
  title: string;
  count?: string;
  status: 'loading' | 'failed' | 'empty' | 'loaded';
  texts: ProfileListTexts;
  onRetry: () => void;
  /** What stands in for the list while it loads (hidden from screen readers). */
  placeholders: ReactNode;
  loadingClassName?: string;
  /** Where an empty list is filled from, the first the main way. */
  emptyLinks: { href: string; icon: LucideIcon; label: string }[];
  /** The loaded list. */
  children: ReactNode;
}) {
  const t = useIntl().formatMessage;
  return (
    <section
      aria-labelledby={titleId}
      className={css({ mt: '10', display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <h2
          id={titleId}
          className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}
        >
          {title}
        </h2>
        {count && <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{count}</p>}
      </div>
      {status === 'loading' ? (
        <ListLoading text={t(texts.loading)} className={loadingClassName}>
          {placeholders}
        </ListLoading>
      ) : status === 'failed' ? (
        <LoadFailedAlert title={t(texts.loadFailedTitle)} onRetry={onRetry}>
          {t(texts.loadFailedText)}
        </LoadFailedAlert>
      ) : status === 'empty' ? (
        <EmptyNote title={t(texts.emptyTitle)} text={t(texts.emptyText)}>
          {emptyLinks.map(({ href, icon: Icon, label }, i) => (
            <LinkButton key={href} href={href} variant={i === 0 ? 'solid' : 'outline'}>
              <Icon aria-hidden />
              {label}
            </LinkButton>
          ))}
        </EmptyNote>
      ) : (
        children
      )}
    </section>
  );
}

/** A list on its way: placeholders (`children`) hidden from screen readers, which hear `text`. */
function ListLoading({
  text,
  className,
  children,
}: {
  text: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <span role="status" className={css({ srOnly: true })}>
        {text}
      </span>
      {children}
    </div>
  );
}
