import type { SnapshotFrom } from 'xstate';
import type { unreadMachine } from './unread.machine';

/** The badge's number: 0 (no badge) until known. */
export const selectUnreadCount = (s: SnapshotFrom<typeof unreadMachine>) => s.context.count ?? 0;
