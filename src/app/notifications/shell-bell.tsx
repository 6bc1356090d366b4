import { lazy, useEffect, useState } from 'react';
import type { InspectionEvent } from 'xstate';

// The bell, its machine and its data client are not on the first frame's path.
const NotificationsBell = lazy(() => import('./bell'));

/**
 * The header's bell for a member, asked for after the first frame (until it comes, the header
 * keeps its plain link to /notifications), and its unread count for the phone menu's link.
 */
export function useNotificationsBell(member: boolean, inspect?: (event: InspectionEvent) => void) {
  const [framed, setFramed] = useState(false);
  const [count, setCount] = useState(0);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFramed(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return member && framed
    ? { bell: <NotificationsBell inspect={inspect} onCount={setCount} />, count }
    : { bell: undefined, count: 0 };
}
