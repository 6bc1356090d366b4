import { useEffect, useRef, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import type { UnreadWatch } from './unread.logic';

/**
 * The header's unread total for a member: 0 for a visitor, and until it is known. Its code and
 * supabase-js load only once the session is a member's, so a visitor's first page carries neither.
 * Each move to another page reads it again (a chat just read, a new message seen elsewhere).
 */
export function useUnreadCount(
  signedIn: boolean,
  path: string,
  inspect?: (event: InspectionEvent) => void,
): number {
  const [count, setCount] = useState(0);
  const watch = useRef<UnreadWatch | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    void import('./unread.logic').then(({ watchUnread }) => {
      if (!cancelled) watch.current = watchUnread(setCount, inspect);
    });
    return () => {
      cancelled = true;
      watch.current?.stop();
      watch.current = null;
      setCount(0);
    };
  }, [signedIn, inspect]);
  useEffect(() => {
    watch.current?.refresh();
  }, [path]);
  return signedIn ? count : 0;
}
