/**
 * Wall-clock times in a named zone, with Intl only: an event's times are entered and shown in the
 * event's zone (Europe/Moscow by default), whatever zone the organiser's device is in.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: string, instant: Date) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  const get = (type: string) =>
    Number(f.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
  return {
    y: get('year'),
    mo: get('month'),
    d: get('day'),
    h: get('hour'),
    mi: get('minute'),
    s: get('second'),
  };
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Offset of `zone` from UTC at `instant`, in milliseconds. */
function offsetAt(zone: string, instant: Date): number {
  const p = partsIn(zone, instant);
  const asUtc = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `2026-12-05T19:00` in Europe/Moscow → the instant; null for text that is not such a time. */
export function wallTimeToInstant(wall: string, zone: string): Date | null {
  const m = WALL.exec(wall);
  if (!m || !isValidTimeZone(zone)) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(guess)) return null;
  // Two passes settle the offset across a DST change in the zone.
  let instant = guess - offsetAt(zone, new Date(guess));
  instant = guess - offsetAt(zone, new Date(instant));
  return new Date(instant);
}

/** The instant as `yyyy-MM-ddTHH:mm` in `zone`, for a datetime-local input. */
export function instantToWallTime(iso: string | Date, zone: string): string {
  const p = partsIn(zone, typeof iso === 'string' ? new Date(iso) : iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.y}-${two(p.mo)}-${two(p.d)}T${two(p.h)}:${two(p.mi)}`;
}
