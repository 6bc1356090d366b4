import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { signInPathFor } from '../../machines/auth/return-path';
import { groupPageMachine } from '../../machines/groups/group-page.machine';
import type { GroupRole, Viewer } from '../../machines/groups/group-page.types';
import { type MembershipInput, membershipMachine } from '../../machines/groups/membership.machine';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import {
  groupPageMessages as g,
  membershipMessages as m,
} from '../../src/features/groups/page/group-page.messages';
import { GroupPage, loadGroupTools } from '../../src/features/groups/page/group-page';
import {
  MESSAGE,
  membershipFakes,
  ownerModel,
  privateModel,
  publicModel,
  visitorModel,
  visitorPrivateModel,
} from '../machines/groups/membership.model';
import {
  CONTENT,
  GROUP_ID,
  MEMBER_ID,
  OWNER_ID,
  VISITOR,
  head,
  viewerOf,
} from '../machines/groups/page.fixtures';
import { flush, logicOf, settlers } from '../support/controllable';
import { text, textPattern } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { fill, setupUser } from './support/user';

type Sut = SystemUnderTest<typeof membershipMachine>;

// A member's tools are a chunk of their own; loaded first, each state shows as it settles.
beforeAll(loadGroupTools);

const MEMBER: Viewer = viewerOf(MEMBER_ID);

/**
 * The group page with its join button, walked through the join button's model: the page is read
 * at once, the button's answers are the test's to give. Joining opens the page's content, leaving
 * a private group locks it.
 */
function setup(
  privacy: 'public' | 'private',
  viewer: Viewer = MEMBER,
  role: GroupRole | null = null,
  closed = false,
) {
  const user = setupUser();
  const fakes = membershipFakes();
  const toasts: ToastRequest[] = [];
  const page = renderPage(
    <GroupPage
      logic={groupPageMachine.provide({
        actors: {
          loadGroup: fromPromise(async () => head({ privacy, closed }, { role })),
          loadContent: fromPromise(async () => CONTENT),
        },
      })}
      membershipLogic={membershipMachine.provide({ actors: logicOf(fakes) })}
      groupId={GROUP_ID}
      viewer={viewer}
      notify={(t) => void toasts.push(t)}
      notFound={<p>404</p>}
    />,
    { path: `/groups/${GROUP_ID}` },
  );
  const box = async (state: string) => {
    const el = await screen.findByTestId('membership');
    await act(flush);
    expect(el).toHaveAttribute('data-state', state);
    return within(el);
  };
  const settle = (fn: () => Promise<void>) => act(fn);
  const noError = (s: any) => {
    if (s.context.error) expect(screen.getByText(text(m.failed))).toBeInTheDocument();
    else expect(screen.queryByText(text(m.failed))).toBeNull();
  };
  /** What only members see shows exactly when the viewer is one (or the group is public). */
  const content = (member: boolean) => {
    const shown = privacy === 'public' || member;
    if (shown) expect(screen.getByRole('heading', { name: text(g.members) })).toBeInTheDocument();
    else expect(screen.getByText(text(g.lockedTitle))).toBeInTheDocument();
  };
  const sut: Sut = {
    states: {
      visitor: async () => {
        (await box('visitor')).getByRole('button', { name: text(m.signIn) });
        content(false);
      },
      banned: async () => {
        (await box('banned')).getByText(text(m.banned));
        content(false);
      },
      owner: async () => {
        (await box('owner')).getByText(text(m.owner));
        expect(screen.queryByRole('button', { name: text(m.leave) })).toBeNull();
        content(true);
      },
      open: async (s) => {
        (await box('open')).getByRole('button', { name: text(m.join) });
        noError(s);
        content(false);
      },
      joining: async () => {
        expect(
          (await box('joining')).getByRole('button', { name: textPattern(m.joining) }),
        ).toBeDisabled();
      },
      closed: async (s) => {
        (await box('closed')).getByRole('button', { name: text(m.request) });
        noError(s);
        content(false);
      },
      composing: async (s) => {
        const b = await box('composing');
        expect(b.getByRole('textbox', { name: text(m.requestMessage) })).toHaveValue(
          s.context.message,
        );
        noError(s);
      },
      requesting: async () => {
        const b = await box('requesting');
        expect(b.getByRole('button', { name: textPattern(m.requesting) })).toBeDisabled();
      },
      requested: async (s) => {
        const b = await box('requested');
        b.getByText(text(m.requested));
        b.getByRole('button', { name: text(m.cancelRequest) });
        noError(s);
        content(false);
      },
      cancelling: async () => {
        const b = await box('cancelling');
        expect(b.getByRole('button', { name: textPattern(m.cancelling) })).toBeDisabled();
      },
      member: async (s) => {
        (await box('member')).getByRole('button', { name: text(m.leave) });
        noError(s);
        content(true);
      },
      leaving: async () => {
        const b = await box('leaving');
        expect(b.getByRole('button', { name: textPattern(m.leaving) })).toBeDisabled();
      },
    },
    events: {
      join: async () => {
        if (viewer.status === 'member') {
          return user.click(screen.getByRole('button', { name: text(m.join) }));
        }
        await user.click(screen.getByRole('button', { name: text(m.signIn) }));
        expect(page.location()).toBe(signInPathFor(`/groups/${GROUP_ID}`));
      },
      leave: async () => user.click(screen.getByRole('button', { name: text(m.leave) })),
      'request.start': async () => {
        if (viewer.status === 'member') {
          return user.click(screen.getByRole('button', { name: text(m.request) }));
        }
        await user.click(screen.getByRole('button', { name: text(m.signIn) }));
        expect(page.location()).toBe(signInPathFor(`/groups/${GROUP_ID}`));
      },
      'request.message': async () =>
        fill(user, screen.getByRole('textbox', { name: text(m.requestMessage) }), MESSAGE),
      'request.send': async () =>
        user.click(screen.getByRole('button', { name: text(m.requestSend) })),
      'request.close': async () => user.click(screen.getByRole('button', { name: text(g.cancel) })),
      'request.cancel': async () =>
        user.click(screen.getByRole('button', { name: text(m.cancelRequest) })),
      'error.dismiss': async () =>
        user.click(screen.getByRole('button', { name: text(g.dismiss) })),
      ...settlers(fakes, settle),
    } as Sut['events'],
  };
  return { sut, toasts };
}

const input = (
  privacy: 'public' | 'private',
  signedIn = true,
  role: GroupRole | null = null,
): MembershipInput => ({
  groupId: GROUP_ID,
  privacy,
  standing: { role, joinedAt: null, request: null, banned: false },
  signedIn,
});

describe('group page: the join button through the page (model-based)', () => {
  for (const [name, model, privacy, viewer] of [
    ['public group', publicModel, 'public', MEMBER],
    ['private group', privateModel, 'private', MEMBER],
    ['visitor', visitorModel, 'public', VISITOR],
    ['visitor, private group', visitorPrivateModel, 'private', VISITOR],
  ] as const) {
    describe(name, () => {
      modelTests(model, {
        setup: () => setup(privacy, viewer),
        // Together the starts cover the machine, as its own test checks.
        coverage: 'edges',
      });
    });
  }

  it('tells the owner why there is no leave button', async () => {
    // Nothing moves for the owner: the model's one state is its start, with no edge to walk.
    expect(ownerModel.coverPaths()).toEqual([]);
    const { sut } = setup('private', viewerOf(OWNER_ID), 'owner');
    const start = createActor(membershipMachine, {
      input: input('private', true, 'owner'),
    }).getSnapshot();
    await ownerModel.run({ description: '', steps: [] }, sut, start);
  });

  it('says a closed group is closed, starts nothing new in it and lets a member leave', async () => {
    setup('public', MEMBER, 'member', true);
    expect(await screen.findByRole('button', { name: text(m.leave) })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text(g.closedTitle));
    expect(await screen.findByRole('heading', { name: text(g.members) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text(g.newThread) })).toBeNull();
  });
});
