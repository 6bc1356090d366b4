/**
 * The return-to rule of the members-only guard (src/app/accounts/return-path.ts): after signing in
 * a person goes back only to a path on this site, never to an address someone else wrote into the
 * link (an open redirect).
 */
import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, signInPathFor } from '../../machines/auth/return-path';

describe('safeReturnPath', () => {
  it.each([
    '/',
    '/profile',
    '/events/create',
    '/events/e1000000-0000-4000-8000-000000000037/edit',
    '/events?q=%D0%BB%D0%B5%D0%BA%D1%86%D0%B8%D1%8F&category=music',
    '/about#contact',
    '/auth/update-password',
  ])('accepts the same-site path %s as it is', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['an absent value', null],
    ['an empty value', ''],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/profile'],
    ['an absolute https address', 'https://evil.example/'],
    ['an absolute http address', 'http://evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash after the slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash anywhere', '/events\\..\\..\\evil'],
    ['a relative path', 'profile'],
    ['a tab browsers drop, making //', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['the sign-in page (it would send the person on again)', '/auth/login'],
    ['the sign-in page with a query', '/auth/login?next=/profile'],
    ['the registration page', '/auth/register'],
  ])('refuses %s', (_, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('returnPathFrom', () => {
  it('reads the next parameter of a sign-in address', () => {
    expect(returnPathFrom('?next=%2Fevents%2Fcreate')).toBe('/events/create');
    expect(returnPathFrom('next=%2Fprofile%3Ftab%3Devents')).toBe('/profile?tab=events');
  });

  it('falls back to home when there is none, or it is refused', () => {
    expect(returnPathFrom('')).toBe('/');
    expect(returnPathFrom('?mode=reset')).toBe('/');
    expect(returnPathFrom('?next=%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBe('/');
  });
});

describe('signInPathFor', () => {
  it('names the page and its query to come back to', () => {
    expect(signInPathFor('/events/create')).toBe('/auth/login?next=%2Fevents%2Fcreate');
    expect(signInPathFor('/events?q=jazz&city=Moscow')).toBe(
      '/auth/login?next=%2Fevents%3Fq%3Djazz%26city%3DMoscow',
    );
  });

  it('is the plain sign-in page for home, or for a path it would refuse', () => {
    expect(signInPathFor('/')).toBe('/auth/login');
    expect(signInPathFor('//evil.example')).toBe('/auth/login');
  });

  it('round-trips through returnPathFrom', () => {
    const path = '/events?q=%D0%B4%D0%B6%D0%B0%D0%B7&page=2';
    const signIn = signInPathFor(path);
    expect(returnPathFrom(signIn.slice(signIn.indexOf('?')))).toBe(path);
  });
});
