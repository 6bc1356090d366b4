import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const totals = vi.hoisted(() => ({ next: [3, 1], asked: 0 }));

// The badge's service: each read answers the next total.
vi.mock('../../src/app/messages/service', () => ({
  messagesService: async () => ({
    unreadTotal: async () => totals.next[Math.min(totals.asked++, totals.next.length - 1)],
  }),
}));

const { watchUnread } = await import('../../src/app/messages/unread.logic');
const { announceRead } = await import('../../src/app/messages/read-event');

let stop = () => {};
afterEach(() => stop());

describe('the header badge’s watch', () => {
  it('reads the total again as soon as a chat marks messages read, not at its next poll', async () => {
    const seen: number[] = [];
    ({ stop } = watchUnread((count) => seen.push(count)));
    await waitFor(() => expect(seen.at(-1)).toBe(3));
    announceRead();
    await waitFor(() => expect(seen.at(-1)).toBe(1));
    expect(totals.asked).toBe(2);
  });
});
