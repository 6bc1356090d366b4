// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { BELL_LATEST, bellMachine } from '../../../machines/notifications/bell.machine';
import {
  selectBellCount,
  selectBellOpen,
  selectBellPopover,
} from '../../../machines/notifications/bell.selectors';
import { logicOf, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { bellFakes, channelFake } from './notifications.fakes';
import { NETWORK } from './notifications.fixtures';
import { LATEST, REFRESHED, bellModel } from './bell.model';

type Sut = SystemUnderTest<typeof bellMachine>;

function setup() {
  const fakes = bellFakes();
  const channel = channelFake();
  const actor = createActor(
    bellMachine.provide({ actors: { ...logicOf(fakes), watchCount: channel.logic } }),
  ).start();
  const popover = () => selectBellPopover(actor.getSnapshot());
  const count = (s: any) => expect(selectBellCount(actor.getSnapshot())).toBe(s.context.count ?? 0);
  const listed = (s: any) =>
    expect(popover().notifications.map((n) => [n.id, n.unread])).toEqual(
      s.context.latest.map((n: any) => [n.id, !n.readAt]),
    );
  const sut: Sut = {
    states: {
      // What the bell showed stays while the count is read again.
      'count.loading': (s) => {
        expect(fakes.loadCount.calls.length).toBeGreaterThan(0);
        count(s);
      },
      'count.known': count,
      'popover.closed': () => expect(selectBellOpen(actor.getSnapshot())).toBe(false),
      'popover.loading': () => {
        expect(popover().status).toBe('loading');
        expect(fakes.loadLatest.lastInput).toEqual({
          before: null,
          unreadOnly: false,
          limit: BELL_LATEST,
        });
      },
      'popover.failed': () => {
        expect(popover().status).toBe('failed');
        expect(popover().errorCode).toBe('network');
      },
      'popover.open': (s) => {
        expect(popover().status).toBe('open');
        listed(s);
      },
      // The list shown stays while the newest are read again.
      'popover.refreshing': (s) => {
        expect(popover().status).toBe('refreshing');
        expect(fakes.loadLatest.lastInput).toEqual({
          before: null,
          unreadOnly: false,
          limit: BELL_LATEST,
        });
        listed(s);
      },
      'popover.marking': (s) => {
        expect(popover().status).toBe('marking');
        expect(popover().canMarkAll).toBe(false);
        expect(fakes.markAllRead.lastInput).toEqual({ ids: null });
        listed(s);
      },
      'popover.markFailed': (s) => {
        expect(popover().status).toBe('markFailed');
        expect(popover().errorCode).toBe('network');
        expect(popover().canMarkAll).toBe(true);
        listed(s);
      },
    },
    events: {
      'count.changed': (e) => channel.send(e),
      refresh: (e) => actor.send(e),
      'popover.open': (e) => actor.send(e),
      'popover.close': (e) => actor.send(e),
      'popover.retry': (e) => actor.send(e),
      'all.read': (e) => actor.send(e),
      ...settlers({ ...fakes, refreshLatest: fakes.loadLatest }),
    } as Sut['events'],
  };
  return { actor, sut, fakes, channel };
}

describe('notifications bell machine (model-based)', () => {
  machineModelTests(bellModel, setup);

  it('follows the live channel, and reads everything as read once all are marked', async () => {
    const { actor, fakes, channel } = setup();
    expect(channel.joined).toBe(true);
    await fakes.loadCount.resolve(3);
    channel.send({ type: 'count.changed', count: 7 });
    expect(selectBellCount(actor.getSnapshot())).toBe(7);
    actor.send({ type: 'popover.open' });
    await fakes.loadLatest.resolve(LATEST);
    actor.send({ type: 'all.read' });
    await fakes.markAllRead.resolve(7);
    expect(selectBellCount(actor.getSnapshot())).toBe(0);
    expect(selectBellPopover(actor.getSnapshot()).notifications.every((n) => !n.unread)).toBe(true);
  });

  it('reads the open list again when the count changes, and keeps it when that fails', async () => {
    const { actor, fakes, channel } = setup();
    await fakes.loadCount.resolve(3);
    actor.send({ type: 'popover.open' });
    await fakes.loadLatest.resolve(LATEST);
    channel.send({ type: 'count.changed', count: 4 });
    expect(selectBellCount(actor.getSnapshot())).toBe(4);
    expect(fakes.loadLatest.calls).toHaveLength(2);
    await fakes.loadLatest.resolve(REFRESHED);
    const ids = () => selectBellPopover(actor.getSnapshot()).notifications.map((n) => n.id);
    expect(ids()).toEqual(REFRESHED.items.map((n) => n.id));
    channel.send({ type: 'count.changed', count: 5 });
    await fakes.loadLatest.reject(NETWORK);
    expect(selectBellPopover(actor.getSnapshot()).status).toBe('open');
    expect(ids()).toEqual(REFRESHED.items.map((n) => n.id));
  });
});
