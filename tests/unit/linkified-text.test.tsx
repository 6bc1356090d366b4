/**
 * src/components/linkified-text: people's text with its http(s) addresses as safe links, and
 * nothing else ever markup (issue 21 item 14).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText, linkifyParts } from '../../src/components/linkified-text/linkified-text';

describe('linkifyParts', () => {
  it('cuts the text into runs and links that join back into the text', () => {
    const text = 'Программа: https://example.com/a?b=1#c. Чат — http://t.me/vstrechi!';
    const parts = linkifyParts(text);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.filter((p) => 'href' in p)).toEqual([
      { text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { text: 'http://t.me/vstrechi', href: 'http://t.me/vstrechi' },
    ]);
  });

  it('leaves sentence punctuation outside, keeps a parenthesis the address opened', () => {
    expect(linkifyParts('(см. https://ru.wikipedia.org/wiki/Сочи_(город))')).toEqual([
      { text: '(см. ' },
      {
        text: 'https://ru.wikipedia.org/wiki/Сочи_(город)',
        href: 'https://ru.wikipedia.org/wiki/%D0%A1%D0%BE%D1%87%D0%B8_(%D0%B3%D0%BE%D1%80%D0%BE%D0%B4)',
      },
      { text: ')' },
    ]);
    expect(linkifyParts('«https://a.ru/x»,')[1]).toEqual({
      text: 'https://a.ru/x',
      href: 'https://a.ru/x',
    });
  });

  it('links nothing but http and https', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example.com',
      'www.example.com',
      'mailto:a@b.ru',
    ]) {
      expect(linkifyParts(text)).toEqual([{ text }]);
    }
  });
});

describe('<LinkifiedText>', () => {
  it('renders links that open apart from the page, and markup as the text it is', () => {
    const { container } = render(
      <LinkifiedText text={'<img src=x onerror=alert(1)> <b>жирный</b>\nhttps://example.com'} />,
    );
    const link = screen.getByRole('link', { name: 'https://example.com' });
    expect(link).toHaveAttribute('href', 'https://example.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(container.querySelector('img, b, script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)> <b>жирный</b>');
  });
});
