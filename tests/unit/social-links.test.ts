import { describe, expect, it } from 'vitest';
import { parseSocialLinks } from '../../src/features/layout/social-links';

describe('social links configuration', () => {
  it('is empty when unset or blank', () => {
    expect(parseSocialLinks(undefined)).toEqual([]);
    expect(parseSocialLinks('')).toEqual([]);
    expect(parseSocialLinks('   ')).toEqual([]);
  });

  it('reads known networks in a fixed order', () => {
    expect(
      parseSocialLinks('{"vk":"https://vk.com/vstrechi","telegram":"https://t.me/vstrechi"}'),
    ).toEqual([
      { network: 'telegram', href: 'https://t.me/vstrechi' },
      { network: 'vk', href: 'https://vk.com/vstrechi' },
    ]);
  });

  it('drops unknown networks, non-http links and broken JSON instead of failing', () => {
    expect(
      parseSocialLinks(
        '{"myspace":"https://myspace.com/x","telegram":"javascript:alert(1)","vk":42,"ok":"not a url"}',
      ),
    ).toEqual([]);
    expect(parseSocialLinks('{"telegram":')).toEqual([]);
    expect(parseSocialLinks('["https://t.me/x"]')).toEqual([]);
  });
});
