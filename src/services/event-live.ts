/**
 * The event page's live channel over Supabase Realtime. Loaded on its own, after the page is
 * shown (src/app/events/rsvp.logic.ts): its client is @supabase/realtime-js alone, not
 * supabase-js, so a visitor's page follows changes without the rest of supabase-js, and no other
 * page carries it.
 *
 * Postgres changes reach a subscriber only where RLS lets them read the row: a visitor hears of
 * RSVPs through the event's row (its going and waitlist counts change with each), a member also
 * of their own RSVP's row (promoted from the waitlist). Which row changed does not matter: the
 * page is read again (the machine decides when), so payloads are not looked at.
 */
import { RealtimeClient } from '@supabase/realtime-js';
import { SUPABASE_ANON_KEY, SUPABASE_URL, mayHaveSession } from './config';

export type ChannelStatus = 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';

export interface EventWatch {
  eventId: string;
  /** A member's id: their own RSVP's row is listened for too. */
  userId: string | null;
  onStatus: (status: ChannelStatus) => void;
  onChange: () => void;
}

/**
 * The signed-in person's token, asked for by realtime-js on every join and heartbeat, so a
 * refreshed session reaches the socket. supabase-js is loaded only where a session may exist,
 * where the page has loaded it already.
 */
async function sessionToken(): Promise<string | null> {
  if (!mayHaveSession()) return null;
  const { supabase } = await import('./supabase');
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
}

let client: RealtimeClient | undefined;

function realtime(): RealtimeClient {
  client ??= new RealtimeClient(`${SUPABASE_URL.replace(/^http/, 'ws')}/realtime/v1`, {
    params: { apikey: SUPABASE_ANON_KEY },
    accessToken: sessionToken,
  });
  return client;
}

/** realtime-js hands back the channel it already has for a topic, even one still leaving. */
let opened = 0;

/** Subscribes; the returned function unsubscribes (and is safe to call before it is joined). */
export function watchEvent({ eventId, userId, onStatus, onChange }: EventWatch): () => void {
  const rt = realtime();
  const channel = rt.channel(`event:${eventId}:${++opened}`);
  channel.on(
    'postgres_changes',
    { event: 'UPDATE', schema: 'public', table: 'events', filter: `id=eq.${eventId}` },
    onChange,
  );
  if (userId !== null) {
    // RLS lets a member read only their own RSVPs here (organisers and admins every one).
    channel.on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'rsvps', filter: `event_id=eq.${eventId}` },
      onChange,
    );
  }
  let left = false;
  // The join carries the token it has; ask for the member's first so RLS sees them from the start.
  void rt
    .setAuth()
    .catch(() => {})
    .then(() => {
      if (!left) channel.subscribe((status) => onStatus(status as ChannelStatus));
    });
  return () => {
    left = true;
    void rt.removeChannel(channel);
  };
}
