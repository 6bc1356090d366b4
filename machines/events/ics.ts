/**
 * An iCalendar (RFC 5545) file for one event, so it can be added to any calendar app.
 * Times are written in UTC: the file then needs no VTIMEZONE block and every client agrees.
 */
import type { EventDetails } from './events.types';

const encoder = new TextEncoder();

/** TEXT values: backslash, semicolon, comma and newlines are escaped (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Lines longer than 75 octets are folded: CRLF plus one space, never inside a UTF-8 character
 * (Cyrillic letters are two octets each, so counting characters would overshoot).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // the leading space of a continuation line counts toward its 75
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** 2030-12-05T16:00:00.000Z → 20301205T160000Z */
export function icsDateTime(value: string | Date): string {
  return new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface IcsOptions {
  /** The event's page, e.g. https://vstrechi.ru/events/<id>. */
  url: string;
  now?: Date;
  /** Where an online event happens; only attendees have it. */
  joinUrl?: string | null;
}

export function buildIcs(event: EventDetails, { url, now = new Date(), joinUrl }: IcsOptions) {
  const location = event.isOnline
    ? (joinUrl ?? url)
    : [event.venueName, event.address, event.city].filter(Boolean).join(', ');
  const description = [event.description.trim(), url].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vstrechi//Events//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@vstrechi`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(location)}`,
    `URL:${url}`,
    `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * What a title reads as, without markup someone typed or pasted into it: tags dropped, character
 * references decoded («Лекция <i>курсив</i> &amp; чай» → «Лекция курсив & чай»).
 */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}

/** A file name any system accepts: the title's letters and digits as read, Cyrillic kept. */
export function icsFileName(title: string): string {
  const base = plainText(title)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'event'}.ics`;
}
