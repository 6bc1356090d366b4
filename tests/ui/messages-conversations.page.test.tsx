import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { conversationsMachine } from '../../machines/messages/conversations.machine';
import type {
  ConversationsPage as Page,
  ConversationsQuery,
} from '../../machines/messages/conversations.types';
import { ConversationsPage } from '../../src/features/messages/conversations-page';
import { conversationsMessages as m } from '../../src/features/messages/conversations.messages';
import { conversationsModel } from '../machines/messages/conversations.model';
import { controllable } from '../support/controllable';
import { text, textPattern, textShape } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';
import { messagingErrorOf } from '../../src/features/messages/messaging-errors';

type Sut = SystemUnderTest<typeof conversationsMachine>;

// jsdom's page is not visual: say it is in view, so coming back to it asks again.
beforeAll(() => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
});
afterAll(() => vi.restoreAllMocks());

/** The list on its fake service; `refresh` is the tab coming back into view. */
function setup() {
  const user = setupUser();
  const load = controllable<Page, ConversationsQuery>();
  renderPage(
    <ConversationsPage
      logic={conversationsMachine.provide({ actors: { loadConversations: load.logic } })}
    />,
    { path: '/messages' },
  );
  const settle = (fn: () => Promise<void>) => act(fn);
  const lines = () => screen.queryAllByTestId('conversation');
  const listed = (s: any) => {
    const items = s.context.items as Page['items'];
    expect(lines()).toHaveLength(items.length);
    items.forEach((c, i) => {
      const line = lines()[i]!;
      expect(line).toHaveTextContent(c.title!);
      const preview = within(line).getByTestId('preview');
      if (!c.lastMessage) expect(preview).toHaveTextContent(text(m.noMessages));
      else if (c.lastMessage.deleted) expect(preview).toHaveTextContent(text(m.deleted));
      else if (c.lastMessage.hasImage) expect(preview).toHaveTextContent(text(m.photo));
      else expect(preview).toHaveTextContent(c.lastMessage.body!);
      if (c.unreadCount > 0)
        expect(line).toHaveTextContent(text(m.unread, { count: c.unreadCount }));
      else expect(within(line).queryByText(textShape(m.unread))).toBeNull();
    });
  };
  const firstAsked = () => expect(load.lastInput).toEqual({ after: null });
  const empty = () => {
    expect(screen.getByRole('heading', { name: text(m.emptyTitle) })).toBeVisible();
    expect(screen.getByRole('link', { name: text(m.browseGroups) })).toHaveAttribute(
      'href',
      '/groups',
    );
  };
  const more = () => screen.queryByRole('button', { name: text(m.more) });
  const sut: Sut = {
    states: {
      loading: () => {
        expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
        firstAsked();
      },
      failed: () => {
        expect(screen.getByText(text(m.failedTitle))).toBeInTheDocument();
        expect(screen.getByText(text(messagingErrorOf('network')))).toBeInTheDocument();
      },
      'empty.idle': empty,
      'empty.refreshing': () => {
        empty();
        firstAsked();
      },
      'loaded.idle': (s) => {
        listed(s);
        if (s.context.next) expect(more()).toBeEnabled();
        else expect(screen.getByText(text(m.allShown))).toBeInTheDocument();
      },
      'loaded.loadingMore': (s) => {
        listed(s);
        expect(load.lastInput).toEqual({ after: s.context.next });
        expect(screen.getByRole('button', { name: textPattern(m.loadingMore) })).toBeDisabled();
      },
      'loaded.moreFailed': (s) => {
        listed(s);
        expect(screen.getByText(text(m.moreFailed))).toBeInTheDocument();
        expect(more()).toBeEnabled();
      },
      'loaded.refreshing': (s) => {
        // The list stays as it is while the first page is read again.
        listed(s);
        firstAsked();
      },
    },
    events: {
      retry: () => user.click(screen.getByRole('button', { name: text(m.retry) })),
      'more.load': () => user.click(more()!),
      refresh: () => act(() => void fireEvent(document, new Event('visibilitychange'))),
      'xstate.done.actor.loadConversations': (e: any) => settle(() => load.resolve(e.output)),
      'xstate.error.actor.loadConversations': (e: any) => settle(() => load.reject(e.error)),
      'xstate.done.actor.loadMore': (e: any) => settle(() => load.resolve(e.output)),
      'xstate.error.actor.loadMore': (e: any) => settle(() => load.reject(e.error)),
      'xstate.done.actor.refreshList': (e: any) => settle(() => load.resolve(e.output)),
      'xstate.error.actor.refreshList': (e: any) => settle(() => load.reject(e.error)),
      'xstate.done.actor.refreshEmpty': (e: any) => settle(() => load.resolve(e.output)),
      'xstate.error.actor.refreshEmpty': (e: any) => settle(() => load.reject(e.error)),
    } as Sut['events'],
  };
  return { sut };
}

describe('/messages (model-based, through the page)', () => {
  modelTests(conversationsModel, {
    setup,
    initial: () => createActor(conversationsMachine).getSnapshot(),
  });
});
