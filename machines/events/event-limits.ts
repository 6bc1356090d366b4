/**
 * The database's limits on an event (supabase/migrations/20261122000000_events.sql), in one place:
 * the form's validation, its inputs' maxLength and its error texts' values all read them, and a
 * server test (tests/server/events-limits.test.ts) writes each one at and past its edge against
 * the real schema, so this file and the migrations cannot drift apart.
 */

/** Lengths are counted as PostgreSQL's char_length counts them: code points, not UTF-16 units. */
export const EVENT_LIMITS = {
  /** char_length(btrim(title)) between 3 and 140 */
  title: { min: 3, max: 140 },
  /** char_length(description) <= 10000 */
  description: { max: 10_000 },
  /** char_length(venue_name) <= 200 */
  venueName: { max: 200 },
  /** char_length(address) <= 300 */
  address: { max: 300 },
  /** char_length(city) <= 100 */
  city: { max: 100 },
  /** event_private.online_url: char_length <= 2048 */
  onlineUrl: { max: 2048 },
  /** max_attendees int check (> 0): PostgreSQL's int is 32-bit. */
  maxAttendees: { min: 1, max: 2_147_483_647 },
  /** price numeric(10, 2) check (>= 0): ten digits, two of them after the point. */
  price: { min: 0, max: 99_999_999.99 },
} as const;

/** Length as char_length counts it. */
export const charLength = (text: string) => [...text].length;

/**
 * A uuid as PostgreSQL reads one: anything else can never be an event's id, and asking the
 * database about it only earns a 400 (22P02).
 */
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
export const isEventId = (id: string) => UUID.test(id);
