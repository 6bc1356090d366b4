export const TITLE_MAX = 60;

/**
 * "<page> — <app>", or the app name alone for an empty page title. Longer than 60 characters
 * (where search results cut titles off) becomes the first 57 characters plus '...'.
 */
export function formatPageTitle(pageTitle: string, appName: string): string {
  const page = pageTitle.trim();
  const full = !page || page === appName ? appName : `${page} — ${appName}`;
  return truncateTitle(full);
}

export function truncateTitle(title: string): string {
  // Count code points, not UTF-16 units, so an emoji is never cut in half.
  const chars = Array.from(title);
  return chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX - 3).join('')}...` : title;
}
