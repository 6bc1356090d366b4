import { useEffect } from 'react';

/** How often an open page asks again while it is in view. */
export const REFRESH_EVERY_MS = 30_000;

/**
 * Calls `refresh` when the page comes back into view (the tab shown again, the window focused) and
 * every 30 s while it is in view: what something new costs is one small indexed query, where a live
 * channel per conversation would hold a socket subscription for each of them.
 */
export function useRefresh(refresh: () => void) {
  useEffect(() => {
    const visible = () => document.visibilityState === 'visible';
    const onShow = () => visible() && refresh();
    document.addEventListener('visibilitychange', onShow);
    window.addEventListener('focus', onShow);
    const poll = window.setInterval(onShow, REFRESH_EVERY_MS);
    return () => {
      document.removeEventListener('visibilitychange', onShow);
      window.removeEventListener('focus', onShow);
      window.clearInterval(poll);
    };
  }, [refresh]);
}
