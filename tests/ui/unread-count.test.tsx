import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const watch = vi.hoisted(() => ({
  started: 0,
  refreshed: 0,
  stopped: 0,
  tell: (_count: number) => {},
}));

// The badge's lazily loaded part: what the hook starts, refreshes and stops.
vi.mock('../../src/app/messages/unread.logic', () => ({
  watchUnread: (onCount: (count: number) => void) => {
    watch.started += 1;
    watch.tell = onCount;
    return {
      refresh: () => void (watch.refreshed += 1),
      stop: () => void (watch.stopped += 1),
    };
  },
}));

const { useUnreadCount } = await import('../../src/app/messages/unread');

beforeEach(() => Object.assign(watch, { started: 0, refreshed: 0, stopped: 0 }));

describe('useUnreadCount (the header badge for a member)', () => {
  it('loads nothing for a visitor', async () => {
    const { result } = renderHook(() => useUnreadCount(false, '/'));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(result.current).toBe(0);
    expect(watch.started).toBe(0);
  });

  it("counts a member's unread, reads again on another page, and stops at sign-out", async () => {
    const { result, rerender } = renderHook(
      ({ signedIn, path }) => useUnreadCount(signedIn, path),
      { initialProps: { signedIn: true, path: '/' } },
    );
    await waitFor(() => expect(watch.started).toBe(1));
    act(() => watch.tell(4));
    expect(result.current).toBe(4);
    rerender({ signedIn: true, path: '/messages' });
    expect(watch.refreshed).toBe(1);
    rerender({ signedIn: false, path: '/messages' });
    expect(watch.stopped).toBe(1);
    expect(result.current).toBe(0);
  });
});
