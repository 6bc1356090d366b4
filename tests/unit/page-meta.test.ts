import { describe, expect, it } from 'vitest';
import { formatPageTitle, truncateTitle } from '../../src/components/meta/page-title';
import { absoluteUrl, siteOrigin } from '../../src/components/meta/site-url';

describe('page title', () => {
  it('appends the app name', () => {
    expect(formatPageTitle('О нас', 'Встречи')).toBe('О нас — Встречи');
  });

  it('is the app name alone for an empty or app-named page', () => {
    expect(formatPageTitle('  ', 'Встречи')).toBe('Встречи');
    expect(formatPageTitle('Встречи', 'Встречи')).toBe('Встречи');
  });

  it('keeps a title of exactly 60 characters', () => {
    const sixty = 'а'.repeat(60);
    expect(truncateTitle(sixty)).toBe(sixty);
  });

  it('cuts a title over 60 characters to its first 57 plus "..."', () => {
    const sixtyOne = 'б'.repeat(61);
    expect(truncateTitle(sixtyOne)).toBe(`${'б'.repeat(57)}...`);
    expect(truncateTitle(sixtyOne)).toHaveLength(60);
    const long = formatPageTitle(
      'Открытая лекция о будущем городских сообществ в Москве',
      'Встречи',
    );
    expect(long).toBe('Открытая лекция о будущем городских сообществ в Москве — ...');
  });

  it('never splits a character made of two UTF-16 units', () => {
    const title = `${'x'.repeat(56)}🎉🎉🎉🎉🎉`;
    expect(truncateTitle(title)).toBe(`${'x'.repeat(56)}🎉...`);
  });
});

describe('site URL', () => {
  it('prefers the configured site URL, without a trailing slash', () => {
    expect(siteOrigin('https://vstrechi.example/')).toBe('https://vstrechi.example');
  });

  it('falls back to the page origin', () => {
    expect(siteOrigin(undefined)).toBe(window.location.origin);
    expect(siteOrigin('  ')).toBe(window.location.origin);
  });

  it('makes site paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl('/about', 'https://a.example')).toBe('https://a.example/about');
    expect(absoluteUrl('og.png', 'https://a.example')).toBe('https://a.example/og.png');
    expect(absoluteUrl('https://cdn.example/x.png', 'https://a.example')).toBe(
      'https://cdn.example/x.png',
    );
  });
});
