import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type DirectConversation,
  type DirectInput,
  directMachine,
} from '../../machines/messages/direct.machine';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import {
  conversationsMessages as c,
  directMessages as m,
} from '../../src/features/messages/conversations.messages';
import { DirectPage } from '../../src/features/messages/direct-page';
import { personMessages } from '../../src/components/person/person-name';
import { PEER, PEER_PERSON, VIEWER } from '../machines/messages/conversations.fixtures';
import {
  directMalformedModel,
  directModel,
  directSelfModel,
} from '../machines/messages/direct.model';
import { controllable } from '../support/controllable';
import { text, textPattern } from '../support/messages';
import type { ModelPath, SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';
import { messagingErrorOf } from '../../src/features/messages/messaging-errors';

type Sut = SystemUnderTest<typeof directMachine>;

const NAME = PEER_PERSON.fullName;

/** The direct page on fake services; the chat is a stand-in naming its conversation. */
function setup(input: DirectInput = { peerId: PEER, viewerId: VIEWER }) {
  const user = setupUser();
  const open = controllable<DirectConversation, { peerId: string }>();
  const block = controllable<void, { userId: string }>();
  const unblock = controllable<void, { userId: string }>();
  const toasts: ToastRequest[] = [];
  renderPage(
    <DirectPage
      logic={directMachine.provide({
        actors: { openDirect: open.logic, blockPerson: block.logic, unblockPerson: unblock.logic },
      })}
      {...input}
      chat={(id, readOnly) => (
        <p data-testid="chat" data-read-only={readOnly}>
          {id}
        </p>
      )}
      notify={(t) => void toasts.push(t)}
    />,
    { path: `/messages/${input.peerId}` },
  );
  const settle = (fn: () => Promise<void>) => act(fn);
  const dialog = () => screen.queryByRole('alertdialog');
  const opened = (s: any) => {
    const gone = s.context.conversation.peer.deleted === true;
    // Behind an open dialog the page is hidden from the accessibility tree, still on screen.
    const name = gone ? text(personMessages.deleted) : NAME;
    expect(screen.getByRole('heading', { level: 1, name, hidden: true })).toBeVisible();
    expect(screen.getByTestId('chat')).toHaveTextContent(s.context.conversation.conversationId);
    // Nobody writes to a deleted account: the chat comes without its composer, the page says why.
    expect(screen.getByTestId('chat')).toHaveAttribute('data-read-only', String(gone));
    if (gone) expect(screen.getByText(text(messagingErrorOf('peer_deleted')))).toBeVisible();
    else expect(screen.queryByText(text(messagingErrorOf('peer_deleted')))).toBeNull();
    const blocked = s.context.conversation.blockedByMe;
    if (blocked) expect(screen.getByText(text(m.blockedNote))).toBeVisible();
    else expect(screen.queryByText(text(m.blockedNote))).toBeNull();
    const failed = s.context.error;
    if (failed) expect(screen.getByText(text(messagingErrorOf(failed.code)))).toBeVisible();
    else expect(screen.queryByText(text(m.blockFailed))).toBeNull();
  };
  const back = () =>
    expect(screen.getByRole('link', { name: text(m.back) })).toHaveAttribute('href', '/messages');
  const sut: Sut = {
    states: {
      opening: () => {
        expect(screen.getByRole('status', { name: text(m.opening) })).toBeInTheDocument();
        expect(open.lastInput).toEqual({ peerId: PEER });
      },
      failed: () => {
        expect(screen.getByText(text(m.failedTitle))).toBeVisible();
        expect(screen.getByText(text(messagingErrorOf('network')))).toBeVisible();
        expect(screen.getByRole('button', { name: text(c.retry) })).toBeEnabled();
        back();
      },
      refused: (s) => {
        expect(screen.getByText(text(m.refusedTitle))).toBeVisible();
        expect(screen.getByText(text(messagingErrorOf(s.context.error!.code)))).toBeVisible();
        expect(screen.queryByRole('button', { name: text(c.retry) })).toBeNull();
        expect(screen.queryByTestId('chat')).toBeNull();
        if (input.peerId !== PEER) expect(open.calls).toHaveLength(0);
        back();
      },
      'open.idle': (s) => {
        opened(s);
        expect(dialog()).toBeNull();
        const blocked = s.context.conversation!.blockedByMe;
        if (s.context.conversation!.peer.deleted) {
          expect(screen.queryByRole('button', { name: text(m.block) })).toBeNull();
        } else {
          expect(
            screen.getByRole('button', { name: text(blocked ? m.unblock : m.block) }),
          ).toBeEnabled();
        }
      },
      'open.confirming': (s) => {
        opened(s);
        expect(dialog()).toHaveAccessibleName(text(m.blockTitle, { name: NAME }));
        expect(dialog()).toHaveAccessibleDescription(text(m.blockQuestion, { name: NAME }));
      },
      'open.blocking': (s) => {
        opened(s);
        expect(block.lastInput).toEqual({ userId: PEER });
        expect(screen.getByRole('button', { name: textPattern(m.blocking) })).toBeDisabled();
      },
      'open.unblocking': (s) => {
        opened(s);
        expect(unblock.lastInput).toEqual({ userId: PEER });
        expect(screen.getByRole('button', { name: textPattern(m.unblocking) })).toBeDisabled();
      },
    },
    events: {
      retry: () => user.click(screen.getByRole('button', { name: text(c.retry) })),
      'block.ask': () => user.click(screen.getByRole('button', { name: text(m.block) })),
      'block.cancel': () => user.click(screen.getByRole('button', { name: text(m.cancel) })),
      'block.confirm': async () => {
        const confirm = screen.getAllByRole('button', { name: text(m.block) }).at(-1)!;
        await user.click(confirm);
      },
      unblock: () => user.click(screen.getByRole('button', { name: text(m.unblock) })),
      'error.dismiss': () => user.click(screen.getByRole('button', { name: text(m.dismiss) })),
      'xstate.done.actor.openDirect': (e: any) => settle(() => open.resolve(e.output)),
      'xstate.error.actor.openDirect': (e: any) => settle(() => open.reject(e.error)),
      'xstate.done.actor.blockPerson': async () => {
        await settle(() => block.resolve(undefined));
        expect(toasts.at(-1)).toEqual({ variant: 'default', title: { id: m.blockedToast.id } });
      },
      'xstate.error.actor.blockPerson': (e: any) => settle(() => block.reject(e.error)),
      'xstate.done.actor.unblockPerson': async () => {
        await settle(() => unblock.resolve(undefined));
        expect(toasts.at(-1)).toEqual({ variant: 'default', title: { id: m.unblockedToast.id } });
      },
      'xstate.error.actor.unblockPerson': (e: any) => settle(() => unblock.reject(e.error)),
    } as Sut['events'],
  };
  return { sut };
}

describe('/messages/:userId (model-based, through the page)', () => {
  modelTests(directModel, {
    setup: () => setup(),
    initial: () =>
      createActor(directMachine, { input: { peerId: PEER, viewerId: VIEWER } }).getSnapshot(),
    coverage: 'edges',
  });

  for (const [name, model, peerId] of [
    ['oneself', directSelfModel, VIEWER],
    ['an address no person can have', directMalformedModel, 'not-a-uuid'],
  ] as const) {
    it(`refuses writing to ${name} at once, without asking`, async () => {
      expect(model.coverPaths()).toEqual([]);
      const input = { peerId, viewerId: VIEWER };
      const { sut } = setup(input);
      const none: ModelPath<typeof directMachine> = { description: '', steps: [] };
      await model.run(none, sut, createActor(directMachine, { input }).getSnapshot());
    });
  }
});
