// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  escapeText,
  foldLine,
  icsFileName,
  plainText,
} from '../../../machines/events/ics';
import { details } from './fixtures';

const octets = (s: string) => new TextEncoder().encode(s).length;

/** Unfolds and splits a file the way a calendar client reads it (RFC 5545 3.1). */
function parse(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  return Object.fromEntries(
    lines.map((l) => {
      const i = l.indexOf(':');
      return [l.slice(0, i), l.slice(i + 1)];
    }),
  );
}

describe('.ics export', () => {
  const now = new Date('2030-06-01T09:30:00Z');
  const url = 'https://vstrechi.example/events/11111111-1111-4111-8111-111111111111';

  it('writes a VEVENT with UID, DTSTAMP and UTC start and end', () => {
    const fields = parse(buildIcs(details(), { url, now }));
    expect(fields).toMatchObject({
      BEGIN: 'VEVENT',
      VERSION: '2.0',
      UID: '11111111-1111-4111-8111-111111111111@vstrechi',
      DTSTAMP: '20300601T093000Z',
      DTSTART: '20301205T160000Z',
      DTEND: '20301205T190000Z',
      SUMMARY: 'Митап по React и TypeScript',
      LOCATION: 'Технопарк «Сколково»\\, Большой бульвар\\, 42\\, Москва',
      URL: url,
      STATUS: 'CONFIRMED',
    });
    expect(fields.DESCRIPTION).toBe(
      `Поговорим о серверных компонентах и типизации.\\nВход свободный.\\n\\n${url}`,
    );
  });

  it('puts the join link, or the page when it is hidden, as the location of an online event', () => {
    const online = details({ isOnline: true, venueName: null, city: null, address: null });
    expect(parse(buildIcs(online, { url, now })).LOCATION).toBe(url);
    expect(parse(buildIcs(online, { url, now, joinUrl: 'https://meet.example/x' })).LOCATION).toBe(
      'https://meet.example/x',
    );
  });

  it('marks a cancelled event so calendars strike it out', () => {
    expect(parse(buildIcs(details({ status: 'cancelled' }), { url, now })).STATUS).toBe(
      'CANCELLED',
    );
  });

  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a Cyrillic letter', () => {
    const line = `SUMMARY:${'Встреча любителей настольных игр, '.repeat(6)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const p of physical) expect(octets(p)).toBeLessThanOrEqual(75);
    for (const p of physical.slice(1)) expect(p.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(physical.join('')).not.toContain('\uFFFD');
  });

  it('leaves lines of 75 octets alone', () => {
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76)).split('\r\n')).toEqual(['X'.repeat(75), ' X']);
  });

  it('names the file after the title', () => {
    expect(icsFileName('Митап: React & TS!')).toBe('Митап-React-TS.ics');
    expect(icsFileName('***')).toBe('event.ics');
  });
});

describe('file names from plain text (issue 21 item 14)', () => {
  it('drops markup from the title, never turning tags into words', () => {
    expect(icsFileName('Лекция <i>курсив</i>')).toBe('Лекция-курсив.ics');
    expect(icsFileName('<b>Йога</b> &amp; чай')).toBe('Йога-чай.ics');
    expect(icsFileName('<script>alert(1)</script>')).toBe('alert-1.ics');
    expect(plainText('Tom &amp; Jerry &#8212; &lt;3 &unknown;')).toBe('Tom & Jerry — <3 &unknown;');
  });
});
