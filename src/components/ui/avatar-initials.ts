export interface InitialsSource {
  fullName?: string | null;
  email?: string | null;
}

/**
 * Initials for an avatar without a picture: the first letters of the first two words of the full
 * name, else the first two characters of the email, else «U». Works on code points, so a name that
 * starts with an emoji or an astral-plane letter is not cut in half.
 */
export function initialsFor({ fullName, email }: InitialsSource): string {
  const words = (fullName ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((word) => Array.from(word)[0] ?? '')
      .join('')
      .toLocaleUpperCase();
  }
  const address = (email ?? '').trim();
  if (address) return Array.from(address).slice(0, 2).join('').toLocaleUpperCase();
  return 'U';
}
