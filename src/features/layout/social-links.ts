/** Networks the footer knows how to name; anything else in the configuration is ignored. */
export const SOCIAL_NETWORKS = ['telegram', 'vk', 'ok', 'youtube', 'rutube', 'dzen'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

function isSafeUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Reads `VITE_SOCIAL_LINKS` (JSON like {"telegram":"https://t.me/…","vk":"https://vk.com/…"}).
 * A missing or broken value hides the links instead of breaking the page: the footer is not worth
 * a crash, and placeholders that lead nowhere are worse than no links.
 */
export function parseSocialLinks(raw: string | undefined | null): SocialLink[] {
  if (!raw?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  const entries = parsed as Record<string, unknown>;
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = entries[network];
    return isSafeUrl(href) ? [{ network, href }] : [];
  });
}
