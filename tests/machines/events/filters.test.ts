// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  dateWindow,
  parseFilters,
  sameFilters,
  serializeFilters,
} from '../../../machines/events/filters';
import { instantToWallTime, wallTimeToInstant } from '../../../machines/events/zoned-time';

describe('catalogue filters in the URL', () => {
  it('reads every filter from a link', () => {
    expect(
      parseFilters(
        '?q=%D0%B9%D0%BE%D0%B3%D0%B0&category=health&date=range&from=2026-12-01&to=2026-12-07&format=offline&price=free&city=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C&sort=price',
      ),
    ).toEqual({
      q: 'йога',
      category: 'health',
      date: 'range',
      from: '2026-12-01',
      to: '2026-12-07',
      format: 'offline',
      price: 'free',
      city: 'Казань',
      sort: 'price',
    });
  });

  it('falls back to defaults for anything unknown instead of failing', () => {
    expect(
      parseFilters('category=cooking&date=someday&format=vr&price=cheap&sort=random&from=x'),
    ).toEqual(DEFAULT_FILTERS);
  });

  it('drops a range end before its start, keeps a range still being chosen', () => {
    expect(parseFilters('date=range&from=2026-12-07&to=2026-12-01')).toMatchObject({
      date: 'range',
      from: '2026-12-07',
      to: null,
    });
    expect(parseFilters('date=range')).toMatchObject({ date: 'range', from: null, to: null });
    // from/to mean nothing without date=range
    expect(parseFilters('date=today&from=2026-12-07').from).toBeNull();
  });

  it('writes only what differs from the defaults, in a fixed order', () => {
    expect(serializeFilters(DEFAULT_FILTERS)).toBe('');
    expect(
      serializeFilters({ ...DEFAULT_FILTERS, sort: 'newest', category: 'art', q: ' jazz ' }),
    ).toBe('?q=jazz&category=art&sort=newest');
  });

  it('round-trips: a link reproduces the same view', () => {
    for (const search of [
      '?category=technology',
      '?q=react+meetup&format=online&price=paid',
      '?date=range&from=2026-01-01&to=2026-01-31&city=Москва&sort=price',
      '?date=weekend',
    ]) {
      const parsed = parseFilters(search);
      expect(parseFilters(serializeFilters(parsed))).toEqual(parsed);
      expect(sameFilters(parsed, parseFilters(serializeFilters(parsed)))).toBe(true);
    }
  });

  it('counts the filters a phone user has set', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_FILTERS,
        q: 'x',
        category: 'art',
        city: 'Омск',
        sort: 'price',
      }),
    ).toBe(2);
  });
});

describe('date presets (device zone)', () => {
  // Wednesday 2 December 2026, 15:30 local time
  const wednesday = new Date(2026, 11, 2, 15, 30);

  it('today: from now to the end of the day', () => {
    const w = dateWindow({ date: 'today', from: null, to: null }, wednesday);
    expect(w.from).toEqual(wednesday);
    expect(w.to).toEqual(new Date(2026, 11, 2, 23, 59, 59, 999));
  });

  it('this weekend: the coming Saturday and Sunday on a weekday', () => {
    const w = dateWindow({ date: 'weekend', from: null, to: null }, wednesday);
    expect(w.from).toEqual(new Date(2026, 11, 5));
    expect(w.to).toEqual(new Date(2026, 11, 6, 23, 59, 59, 999));
  });

  it('this weekend: the one under way on Saturday and on Sunday', () => {
    const sunday = new Date(2026, 11, 6, 10);
    const w = dateWindow({ date: 'weekend', from: null, to: null }, sunday);
    expect(w.from).toEqual(sunday);
    expect(w.to).toEqual(new Date(2026, 11, 6, 23, 59, 59, 999));
    const saturday = new Date(2026, 11, 5, 9);
    expect(dateWindow({ date: 'weekend', from: null, to: null }, saturday).to).toEqual(
      new Date(2026, 11, 6, 23, 59, 59, 999),
    );
  });

  it('this week: until Sunday night with Monday weeks, Saturday night with Sunday weeks', () => {
    expect(dateWindow({ date: 'week', from: null, to: null }, wednesday).to).toEqual(
      new Date(2026, 11, 6, 23, 59, 59, 999),
    );
    expect(dateWindow({ date: 'week', from: null, to: null }, wednesday, 0).to).toEqual(
      new Date(2026, 11, 5, 23, 59, 59, 999),
    );
  });

  it('a chosen range covers both whole days', () => {
    const w = dateWindow({ date: 'range', from: '2026-12-10', to: '2026-12-12' }, wednesday);
    expect(w.from).toEqual(new Date(2026, 11, 10));
    expect(w.to).toEqual(new Date(2026, 11, 12, 23, 59, 59, 999));
  });

  it('no date filter: everything not yet over', () => {
    expect(dateWindow({ date: null, from: null, to: null }, wednesday)).toEqual({
      from: wednesday,
      to: null,
    });
  });
});

describe('wall-clock times in the event zone', () => {
  it('reads Moscow time as UTC+3 whatever the device zone', () => {
    expect(wallTimeToInstant('2026-12-05T19:00', 'Europe/Moscow')?.toISOString()).toBe(
      '2026-12-05T16:00:00.000Z',
    );
    expect(instantToWallTime('2026-12-05T16:00:00.000Z', 'Europe/Moscow')).toBe('2026-12-05T19:00');
  });

  it('follows daylight saving time in zones that have it', () => {
    expect(wallTimeToInstant('2026-07-01T12:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
    expect(wallTimeToInstant('2026-01-01T12:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-01-01T11:00:00.000Z',
    );
  });

  it('refuses text that is not a time, and unknown zones', () => {
    expect(wallTimeToInstant('tomorrow', 'Europe/Moscow')).toBeNull();
    expect(wallTimeToInstant('2026-12-05T19:00', 'Mars/Olympus')).toBeNull();
  });
});
