/**
 * The groups service over the app's supabase-js client, loaded with the first request that needs
 * it: no groups screen carries the client in its own chunk.
 */
import type { GroupsService } from '../../services/groups';

let service: Promise<GroupsService> | null = null;

export function groupsService(): Promise<GroupsService> {
  service ??= Promise.all([
    import('../../services/groups'),
    import('../../services/supabase'),
  ]).then(
    ([groups, { supabase }]) => groups.createGroupsService(supabase),
    (error: unknown) => {
      // The next request asks again (a chunk that failed to load on a flaky connection).
      service = null;
      throw error;
    },
  );
  return service;
}
