import { describe, expect, it } from 'vitest';
import { initialsFor } from '../../src/components/ui/avatar-initials';

describe('initialsFor', () => {
  it('takes the first letters of the first two words of the full name, uppercased', () => {
    expect(initialsFor({ fullName: 'анна петрова', email: 'anna@example.ru' })).toBe('АП');
  });

  it('uses at most two words', () => {
    expect(initialsFor({ fullName: 'Анна Сергеевна Петрова' })).toBe('АС');
  });

  it('uses one letter for a one-word name', () => {
    expect(initialsFor({ fullName: 'Анна' })).toBe('А');
  });

  it('ignores extra whitespace around and between words', () => {
    expect(initialsFor({ fullName: '  Jean \t  Dupont ' })).toBe('JD');
  });

  it('keeps astral-plane characters whole', () => {
    expect(initialsFor({ fullName: '𝒜lice Bob' })).toBe('𝒜B');
  });

  it('falls back to the first two characters of the email when the name is blank', () => {
    expect(initialsFor({ fullName: '   ', email: 'olga@example.ru' })).toBe('OL');
    expect(initialsFor({ fullName: null, email: 'x@y.ru' })).toBe('X@');
  });

  it("falls back to 'U' when there is neither a name nor an email", () => {
    expect(initialsFor({})).toBe('U');
    expect(initialsFor({ fullName: '', email: '' })).toBe('U');
    expect(initialsFor({ fullName: null, email: null })).toBe('U');
  });
});
