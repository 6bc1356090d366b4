/**
 * Text people typed (an event's or a group's description), shown as text with its web addresses
 * as links. Never markup: React escapes every character, and only http(s) addresses become links,
 * so `javascript:`, `data:` and tags stay the words they are. Links open in a new tab without
 * handing over this page (noopener noreferrer) and tell search engines they are the users', not
 * ours (nofollow ugc).
 */
import { css } from 'styled-system/css';

/** An address starts at http:// or https:// and runs to whitespace or a character URLs escape. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`{}|\\^]+/gi;
/** Punctuation that ends a sentence rather than the address («см. https://x.ru/a.»). */
const TRAILING = '.,;:!?…»"\')]';

/** The address without the sentence's punctuation after it; a ")" the address opened stays. */
function trimTrailing(candidate: string): string {
  let end = candidate.length;
  while (end > 0 && TRAILING.includes(candidate[end - 1]!)) {
    const head = candidate.slice(0, end);
    if (head.endsWith(')') && countOf(head, '(') >= countOf(head, ')')) break;
    end--;
  }
  return candidate.slice(0, end);
}

export type TextPart = { text: string } | { text: string; href: string };

/** The text cut into plain runs and links, in order; joined, the parts give the text back. */
export function linkifyParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const candidate = trimTrailing(match[0]);
    const href = safeHref(candidate);
    if (!href) continue;
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

function countOf(text: string, char: string) {
  return text.split(char).length - 1;
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

const link = css({
  color: 'accent.text',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'anywhere',
  _hover: { textDecorationThickness: '2px' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

export interface LinkifiedTextProps {
  text: string;
  className?: string;
  /** The element that holds the text; a paragraph unless said otherwise. */
  as?: 'p' | 'div' | 'span';
}

export function LinkifiedText({ text, className, as: Tag = 'p' }: LinkifiedTextProps) {
  return (
    <Tag className={className}>
      {linkifyParts(text).map((part, i) =>
        'href' in part ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={link}
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </Tag>
  );
}
