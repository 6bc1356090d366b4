import { fromCallback } from 'xstate';
import type { ChannelEvent, ChannelQuery } from '../../../machines/events/rsvp.machine';

/**
 * The event page's live channel as tests drive it: each channel the machine opens is recorded
 * (whom it listens for, whether it was closed again), and the test reports statuses and changes
 * through the one open last.
 */
export function channelFake() {
  const opened: { input: ChannelQuery; sendBack: (e: ChannelEvent) => void; closed: boolean }[] =
    [];
  const logic = fromCallback<ChannelEvent, ChannelQuery>(({ input, sendBack }) => {
    const channel = { input, sendBack, closed: false };
    opened.push(channel);
    return () => {
      channel.closed = true;
    };
  });
  const current = () => {
    const channel = opened.at(-1);
    if (!channel || channel.closed) throw new Error('No open channel');
    return channel;
  };
  return { logic, opened, current, report: (e: ChannelEvent) => current().sendBack(e) };
}

/** A channel that reports these at once, in order: a story's page held in a live state. */
export const reportingChannel = (...events: ChannelEvent['type'][]) =>
  fromCallback<ChannelEvent, ChannelQuery>(({ sendBack }) => {
    for (const type of events) sendBack({ type } as ChannelEvent);
  });
