/**
 * The messaging service over the app's supabase-js client, loaded with the first request that
 * needs it: no messaging screen, and not the header's unread badge, carries the client in its chunk.
 */
import type { MessagesService } from '../../services/messages';

let service: Promise<MessagesService> | null = null;

export function messagesService(): Promise<MessagesService> {
  service ??= Promise.all([
    import('../../services/messages'),
    import('../../services/supabase'),
  ]).then(
    ([messages, { supabase }]) => messages.createMessagesService(supabase),
    (error: unknown) => {
      // The next request asks again (a chunk that failed to load on a flaky connection).
      service = null;
      throw error;
    },
  );
  return service;
}
