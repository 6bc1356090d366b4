import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { groupPageMachine } from '../../machines/groups/group-page.machine';
import type { Viewer } from '../../machines/groups/group-page.types';
import { membershipMachine } from '../../machines/groups/membership.machine';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import {
  errorMessageOf,
  groupPageMessages as m,
  memberActionMessages as a,
  membershipMessages as j,
} from '../../src/features/groups/page/group-page.messages';
import { GroupPage, loadGroupTools } from '../../src/features/groups/page/group-page';
import { GROUP_ID, MEMBERS } from '../machines/groups/page.fixtures';
import {
  MALFORMED_ID,
  MEMBER,
  OWNER,
  composerPageModel,
  groupPageFakes,
  lockedPageModel,
  malformedModel,
  ownerPageModel,
} from '../machines/groups/page.model';
import { membershipFakes } from '../machines/groups/membership.model';
import { logicOf, settlers } from '../support/controllable';
import { text, textPattern } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { fill, pointAt, setupUser } from './support/user';

type Sut = SystemUnderTest<typeof groupPageMachine>;

// A member's tools are a chunk of their own; loaded first, each state shows as it settles.
beforeAll(loadGroupTools);

const nameOf = (id: string) => MEMBERS.find((p) => p.id === id)!.fullName!;
const memberRow = (id: string) =>
  screen.getAllByTestId('member').find((row) => row.textContent?.includes(nameOf(id)))!;

/**
 * The group page with every answer the test's to give, its join button's too: the page hears the
 * viewer's standing only from the button, so a standing change is the button pressed and answered.
 */
function setup(viewer: Viewer, groupId = GROUP_ID) {
  const user = setupUser();
  const fakes = groupPageFakes();
  const joining = membershipFakes();
  const { requestToJoin: request, cancelRequest: cancel, leaveGroup: leave } = joining;
  const toasts: ToastRequest[] = [];
  const page = renderPage(
    <GroupPage
      logic={groupPageMachine.provide({ actors: logicOf(fakes) })}
      membershipLogic={membershipMachine.provide({ actors: logicOf(joining) })}
      groupId={groupId}
      viewer={viewer}
      notify={(t) => void toasts.push(t)}
      notFound={<h1>404</h1>}
    />,
    { path: `/groups/${groupId}` },
  );
  const settle = (fn: () => Promise<void>) => act(fn);
  const click = (name: string | RegExp) => user.click(screen.getByRole('button', { name }));
  const composer = () => screen.queryByRole('form', { name: text(m.newThread) });
  const contentShown = (s: any) =>
    s.matches({ ready: { content: 'shown' } }) || s.matches({ ready: { content: 'loadingMore' } });

  /** The confirmation is modal: the page behind it is out of the accessibility tree meanwhile. */
  const behind = (s: any) => ({ hidden: s.matches({ ready: { manage: 'confirming' } }) });

  /** The card as read, with its member count, and the join button where the viewer stands. */
  const ready = (s: any) => {
    const { group, standing } = s.context.head;
    expect(screen.getByRole('heading', { level: 1, ...behind(s) })).toHaveTextContent(group.name);
    expect(screen.getByTestId('member-count')).toHaveTextContent(
      text(m.memberCount, { count: group.memberCount }),
    );
    const button = screen.getByTestId('membership');
    const expected =
      standing.role === 'owner'
        ? 'owner'
        : standing.role
          ? 'member'
          : standing.request
            ? 'requested'
            : 'closed';
    // The button is walked by its own model (group-page.test.tsx): here only where it starts.
    expect(button).toHaveAttribute('data-state', expected);
    const manager = standing.role === 'owner' || standing.role === 'moderator';
    expect(screen.queryByRole('link', { name: text(m.editLink), ...behind(s) }) !== null).toBe(
      manager,
    );
  };

  const sut: Sut = {
    states: {
      loading: () => {
        expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
        expect(fakes.loadGroup.lastInput).toEqual({ groupId });
      },
      notFound: () => {
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404');
        if (groupId === MALFORMED_ID) expect(fakes.loadGroup.calls).toHaveLength(0);
      },
      failed: (s) => {
        expect(screen.getByText(text(m.errorTitle))).toBeInTheDocument();
        expect(screen.getByText(text(errorMessageOf(s.context.error!.code)))).toBeInTheDocument();
        expect(screen.getByRole('button', { name: text(m.retry) })).toBeEnabled();
      },
      'ready.content.locked': (s) => {
        ready(s);
        expect(screen.getByText(text(m.lockedTitle))).toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: text(m.members) })).toBeNull();
        expect(screen.queryByTestId('thread')).toBeNull();
      },
      'ready.content.loading': (s) => {
        ready(s);
        expect(screen.getByRole('status', { name: text(m.contentLoading) })).toBeInTheDocument();
        expect(fakes.loadContent.lastInput).toEqual({ groupId });
      },
      'ready.content.failed': (s) => {
        ready(s);
        expect(screen.getByText(text(m.contentFailed))).toBeInTheDocument();
        expect(screen.getByRole('button', { name: text(m.retry) })).toBeEnabled();
      },
      'ready.content.shown': (s) => {
        ready(s);
        const c = s.context.content!;
        expect(
          screen.getAllByTestId('thread').map((t) => t.querySelector('a')!.textContent),
        ).toEqual([...c.pinned, ...c.threads.items].map((t) => t.title));
        // Each member's name opens their public page.
        expect(
          screen
            .getAllByTestId('member')
            .map((row) => row.querySelector('a')!.getAttribute('href')),
        ).toEqual(c.members.map((person) => `/users/${person.id}`));
        const moreButton = screen.queryByRole('button', {
          name: text(m.moreThreads),
          ...behind(s),
        });
        if (c.threads.next) expect(moreButton).toBeEnabled();
        else expect(moreButton).toBeNull();
        const moreError = s.context.moreError;
        if (moreError)
          expect(screen.getByText(text(errorMessageOf(moreError.code)))).toBeInTheDocument();
        else if (!s.context.changeError && !s.context.postError)
          expect(screen.queryByRole('button', { name: text(m.dismiss), ...behind(s) })).toBeNull();
      },
      'ready.content.loadingMore': (s) => {
        ready(s);
        expect(
          screen.getByRole('button', { name: textPattern(m.loadingMore), ...behind(s) }),
        ).toBeDisabled();
        expect(fakes.loadMoreThreads.lastInput).toEqual({
          groupId,
          after: s.context.content!.threads.next,
        });
      },
      'ready.manage.idle': async (s) => {
        if (!contentShown(s)) return;
        for (const row of screen.getAllByTestId('member'))
          expect(within(row).queryByRole('button', { name: textPattern(m.changing) })).toBeNull();
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        const changeError = s.context.changeError;
        if (changeError) expect(screen.getByText(text(m.changeFailed))).toBeInTheDocument();
        else expect(screen.queryByText(text(m.changeFailed))).toBeNull();
        // What each row offers is the role's due (group-page.machine.test.ts checks the rule).
        for (const person of s.context.content!.members) {
          const trigger = within(memberRow(person.id)).queryByRole('button', {
            name: `${text(m.memberActions)}: ${person.fullName}`,
          });
          const mayAct =
            person.role !== 'owner' &&
            (s.context.head!.standing.role === 'owner' ||
              (s.context.head!.standing.role === 'moderator' && person.role === 'member'));
          expect(trigger !== null).toBe(mayAct);
        }
      },
      'ready.manage.confirming': async (s) => {
        const { action, userId } = s.context.change!;
        const dialog = await screen.findByRole(
          'alertdialog',
          { name: text(a[action]) },
          { timeout: 5000 },
        );
        const question = {
          remove: a.removeConfirm,
          ban: a.banConfirm,
          transfer: a.transferConfirm,
        };
        expect(dialog).toHaveTextContent(
          text(question[action as keyof typeof question], { name: nameOf(userId) }),
        );
      },
      'ready.manage.changing': (s) => {
        const { userId } = s.context.change!;
        expect(fakes.changeMember.lastInput).toEqual({ groupId, ...s.context.change });
        expect(
          within(memberRow(userId)).getByRole('button', { name: textPattern(m.changing) }),
        ).toBeDisabled();
      },
      'ready.composer.closed': (s) => {
        expect(composer()).toBeNull();
        const offered = contentShown(s) && s.context.head!.standing.role !== null;
        expect(
          screen.queryByRole('button', { name: text(m.newThread), ...behind(s) }) !== null,
        ).toBe(offered);
      },
      'ready.composer.open': (s) => {
        const form = within(composer()!);
        expect(form.getByRole('textbox', { name: textPattern(m.threadTitle) })).toHaveValue(
          s.context.draft.title,
        );
        if (s.context.draftProblems.includes('titleRequired'))
          expect(form.getByText(text(m.titleRequired))).toBeInTheDocument();
        else expect(form.queryByText(text(m.titleRequired))).toBeNull();
        if (s.context.postError) expect(form.getByText(text(m.postFailed))).toBeInTheDocument();
        else expect(form.queryByText(text(m.postFailed))).toBeNull();
        expect(form.getByRole('button', { name: text(m.publish) })).toBeEnabled();
      },
      'ready.composer.posting': (s) => {
        const form = within(composer()!);
        expect(form.getByRole('button', { name: textPattern(m.publishing) })).toBeDisabled();
        expect(fakes.createThread.lastInput).toEqual({
          groupId,
          authorId: MEMBER.status === 'member' && MEMBER.userId,
          title: s.context.draft.title.trim(),
          body: s.context.draft.body,
        });
      },
    },
    events: {
      retry: () => click(text(m.retry)),
      'content.retry': () => click(text(m.retry)),
      'threads.more': () => click(text(m.moreThreads)),
      'standing.change': async (e) => {
        const box = within(screen.getByTestId('membership'));
        if (e.standing.request) {
          await user.click(box.getByRole('button', { name: text(j.request) }));
          await user.click(box.getByRole('button', { name: text(j.requestSend) }));
          await settle(() => request.resolve(e.standing.request!.id));
        } else if (box.queryByRole('button', { name: text(j.cancelRequest) })) {
          await user.click(box.getByRole('button', { name: text(j.cancelRequest) }));
          await settle(() => cancel.resolve());
        } else {
          await user.click(box.getByRole('button', { name: text(j.leave) }));
          await settle(() => leave.resolve());
        }
      },
      'member.act': async (e) => {
        const { userId, action } = e.change;
        await click(`${text(m.memberActions)}: ${nameOf(userId)}`);
        const menu = await screen.findByRole('menu');
        const item = within(menu).getByRole('menuitem', { name: text(a[action]) });
        // As a mouse does: the menu selects the item the pointer highlighted.
        await pointAt(user, item);
        expect(item).toHaveAttribute('data-highlighted');
        await user.click(item);
      },
      'change.confirm': () => click(text(m.confirm)),
      'change.dismiss': async () =>
        user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: text(m.cancel) }),
        ),
      'error.dismiss': () => click(text(m.dismiss)),
      'thread.new': () => click(text(m.newThread)),
      'draft.change': (e) =>
        fill(
          user,
          within(composer()!).getByRole('textbox', {
            name: textPattern(e.field === 'title' ? m.threadTitle : m.threadBody),
          }),
          e.value,
        ),
      'thread.submit': () =>
        user.click(within(composer()!).getByRole('button', { name: text(m.publish) })),
      'thread.close': () =>
        user.click(within(composer()!).getByRole('button', { name: text(m.cancel) })),
      ...settlers(fakes, settle),
      'xstate.done.actor.changeMember': async (e: any) => {
        const { action } = fakes.changeMember.lastInput;
        await settle(() => fakes.changeMember.resolve(e.output));
        expect(toasts.at(-1)).toEqual({
          variant: 'default',
          title: { id: a[`${action}Done` as keyof typeof a].id },
        });
      },
      'xstate.done.actor.createThread': async (e: any) => {
        await settle(() => fakes.createThread.resolve(e.output));
        expect(page.location()).toBe(`/groups/${groupId}/threads/${e.output.id}`);
      },
    } as Sut['events'],
  };
  return { sut };
}

const start = (viewer: Viewer, groupId = GROUP_ID) =>
  createActor(groupPageMachine, { input: { groupId, viewer } }).getSnapshot();

describe('group page through the page (model-based)', () => {
  for (const [name, model, viewer, groupId, by] of [
    ['owner', ownerPageModel, OWNER, GROUP_ID, 'transitions'],
    ['composer', composerPageModel, MEMBER, GROUP_ID, 'transitions'],
    ['locked', lockedPageModel, MEMBER, GROUP_ID, 'edges'],
    ['malformed id', malformedModel, MEMBER, MALFORMED_ID, 'transitions'],
  ] as const) {
    describe(name, () => {
      modelTests(model, {
        setup: () => setup(viewer, groupId),
        initial: () => start(viewer, groupId),
        // The four starts together cover the machine (tests/machines/models.ts reports it).
        coverage: 'edges',
        cover: { by },
      });
    });
  }
});
