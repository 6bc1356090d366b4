// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { conversationsMachine } from '../../../machines/messages/conversations.machine';
import { selectConversationsView } from '../../../machines/messages/conversations.selectors';
import type {
  ConversationsPage,
  ConversationsQuery,
} from '../../../machines/messages/conversations.types';
import { controllable } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { FIRST_PAGE, FIRST_PAGE_ITEMS, LAST_PAGE, REFRESHED } from './conversations.fixtures';
import { conversationsModel } from './conversations.model';

type Sut = SystemUnderTest<typeof conversationsMachine>;

function setup() {
  const load = controllable<ConversationsPage, ConversationsQuery>();
  const actor = createActor(
    conversationsMachine.provide({ actors: { loadConversations: load.logic } }),
  ).start();
  const view = () => selectConversationsView(actor.getSnapshot());
  const firstAsked = () => expect(load.lastInput).toEqual({ after: null });
  const listed = (s: any) =>
    expect(view().conversations.map((c) => c.id)).toEqual(s.context.items.map((c: any) => c.id));
  const sut: Sut = {
    states: {
      loading: () => {
        expect(view().status).toBe('loading');
        firstAsked();
      },
      failed: () => {
        expect(view().status).toBe('failed');
        expect(view().errorCode).toBe('network');
      },
      'empty.idle': () => {
        expect(view().status).toBe('empty');
        expect(view().conversations).toEqual([]);
      },
      'empty.refreshing': () => {
        expect(view().status).toBe('empty');
        firstAsked();
      },
      'loaded.idle': (s) => {
        expect(view().status).toBe('loaded');
        expect(view().listEnd).toBe(s.context.next ? 'more' : 'allShown');
        listed(s);
      },
      'loaded.loadingMore': (s) => {
        expect(view().status).toBe('loadingMore');
        expect(load.lastInput).toEqual({ after: s.context.next });
        listed(s);
      },
      'loaded.moreFailed': (s) => {
        expect(view().status).toBe('moreFailed');
        expect(view().errorCode).toBe('network');
        listed(s);
      },
      'loaded.refreshing': (s) => {
        // Quietly: the list stays as it was while the first page is read again.
        expect(view().status).toBe('loaded');
        firstAsked();
        listed(s);
      },
    },
    events: {
      retry: (e) => actor.send(e),
      'more.load': (e) => actor.send(e),
      refresh: (e) => actor.send(e),
      'xstate.done.actor.loadConversations': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadConversations': (e: any) => load.reject(e.error),
      'xstate.done.actor.loadMore': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadMore': (e: any) => load.reject(e.error),
      'xstate.done.actor.refreshList': (e: any) => load.resolve(e.output),
      'xstate.error.actor.refreshList': (e: any) => load.reject(e.error),
      'xstate.done.actor.refreshEmpty': (e: any) => load.resolve(e.output),
      'xstate.error.actor.refreshEmpty': (e: any) => load.reject(e.error),
    } as Sut['events'],
  };
  return { actor, sut, load };
}

describe('conversations machine (model-based)', () => {
  machineModelTests(conversationsModel, setup);

  it('keeps the pages already shown when the first page is read again, the moved one on top', async () => {
    const { actor, load } = setup();
    await load.resolve(FIRST_PAGE);
    actor.send({ type: 'more.load' });
    await load.resolve(LAST_PAGE);
    actor.send({ type: 'refresh' });
    await load.resolve(REFRESHED);
    const view = selectConversationsView(actor.getSnapshot());
    const [direct, group, event] = FIRST_PAGE_ITEMS.map((c) => c.id);
    expect(view.conversations.map((c) => c.id)).toEqual([
      event,
      direct,
      group,
      LAST_PAGE.items[0]!.id,
    ]);
    expect(view.conversations[0]!.preview).toEqual({ kind: 'text', text: 'Начинаем!' });
    expect(view.listEnd).toBe('allShown');
  });

  it('says what each line ends on and where it leads', async () => {
    const { actor, load } = setup();
    await load.resolve(FIRST_PAGE);
    actor.send({ type: 'more.load' });
    await load.resolve(LAST_PAGE);
    const lines = selectConversationsView(actor.getSnapshot()).conversations;
    expect(lines.map((l) => l.preview.kind)).toEqual(['text', 'deleted', 'photo', 'none']);
    expect(lines.map((l) => l.href)).toEqual([
      `/messages/${FIRST_PAGE_ITEMS[0]!.peerId}`,
      `/groups/${FIRST_PAGE_ITEMS[1]!.groupId}/chat`,
      `/events/${FIRST_PAGE_ITEMS[2]!.eventId}/chat`,
      `/messages/${LAST_PAGE.items[0]!.peerId}`,
    ]);
  });
});
