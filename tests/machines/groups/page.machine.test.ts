// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { draftProblems, groupPageMachine } from '../../../machines/groups/group-page.machine';
import {
  memberActionsFor,
  selectGroupPageView,
} from '../../../machines/groups/group-page.selectors';
import type { Viewer } from '../../../machines/groups/group-page.types';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineStartsTests } from '../../support/model-tests';
import { MALFORMED_ID, PAGE_MODELS, PUBLIC_OWNED, groupPageFakes } from './page.model';
import {
  CONTENT,
  GROUP_ID,
  MEMBERS,
  MEMBER_ID,
  MODERATOR_ID,
  OWNER_ID,
  standing,
} from './page.fixtures';

type Sut = SystemUnderTest<typeof groupPageMachine>;

function setup(viewer: Viewer, groupId = GROUP_ID) {
  const fakes = groupPageFakes();
  const notes: string[] = [];
  const actor = createActor(
    groupPageMachine.provide({
      actors: logicOf(fakes),
      actions: {
        openThread: (_, { thread }) => void notes.push(`open:${thread.id}`),
        notifyChanged: (_, { change: c }) => void notes.push(`changed:${c.action}`),
        notifyFailed: (_, { failure }) => void notes.push(`failed:${failure.code}`),
      },
    }),
    { input: { groupId, viewer } },
  ).start();
  const view = () => selectGroupPageView(actor.getSnapshot());
  /** Ready: the group as read, and what the model's snapshot holds of its regions. */
  const ready = (expected: any) => {
    expect(view().status).toBe('ready');
    expect(view().head).toEqual(expected.context.head);
    expect(view().changeError).toBe(expected.context.changeError?.code ?? null);
    expect(view().postError).toBe(expected.context.postError?.code ?? null);
  };
  const sut: Sut = {
    states: {
      loading: () => {
        expect(view().status).toBe('loading');
        expect(fakes.loadGroup.lastInput).toEqual({ groupId });
      },
      notFound: () => {
        expect(view().status).toBe('notFound');
        if (groupId === MALFORMED_ID) expect(fakes.loadGroup.calls).toHaveLength(0);
      },
      failed: () => {
        expect(view().status).toBe('failed');
        expect(view().errorCode).toBe('network');
      },
      'ready.content.locked': (s) => {
        ready(s);
        expect(view().content).toBe('locked');
        expect(view().members).toEqual([]);
      },
      'ready.content.loading': (s) => {
        ready(s);
        expect(view().content).toBe('loading');
        expect(fakes.loadContent.lastInput).toEqual({ groupId });
      },
      'ready.content.failed': (s) => {
        ready(s);
        expect(view().content).toBe('failed');
      },
      'ready.content.shown': (s) => {
        ready(s);
        expect(view().content).toBe('shown');
        expect(view().threads).toEqual(s.context.content!.threads.items);
        expect(view().moreError).toBe(s.context.moreError?.code ?? null);
      },
      'ready.content.loadingMore': (s) => {
        ready(s);
        expect(view().content).toBe('loadingMore');
        expect(fakes.loadMoreThreads.lastInput).toEqual({
          groupId,
          after: s.context.content!.threads.next,
        });
      },
      'ready.manage.idle': (s) => {
        ready(s);
        expect(view().manage).toBe('idle');
        expect(view().members.some((m) => m.busy)).toBe(false);
      },
      'ready.manage.confirming': (s) => {
        ready(s);
        expect(view().manage).toBe('confirming');
        expect(view().change).toMatchObject(s.context.change!);
        expect(view().change?.name).toBe('Анна Петрова');
      },
      'ready.manage.changing': (s) => {
        ready(s);
        expect(view().manage).toBe('changing');
        expect(fakes.changeMember.lastInput).toEqual({ groupId, ...s.context.change });
        expect(view().members.find((m) => m.id === s.context.change!.userId)?.busy).toBe(true);
      },
      'ready.composer.closed': (s) => {
        ready(s);
        expect(view().composer).toBe('closed');
      },
      'ready.composer.open': (s) => {
        ready(s);
        expect(view().composer).toBe('open');
        expect(view().draft).toEqual(s.context.draft);
        expect(view().draftProblems).toEqual(s.context.draftProblems);
      },
      'ready.composer.posting': (s) => {
        ready(s);
        expect(view().composer).toBe('posting');
        expect(fakes.createThread.lastInput).toEqual({
          groupId,
          authorId: MEMBER_ID,
          title: s.context.draft.title.trim(),
          body: s.context.draft.body,
        });
      },
    },
    events: {
      ...sentTo(
        actor,
        'retry',
        'content.retry',
        'threads.more',
        'standing.change',
        'member.act',
        'change.confirm',
        'change.dismiss',
        'error.dismiss',
        'thread.new',
        'draft.change',
        'thread.submit',
        'thread.close',
      ),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return {
    actor,
    sut,
    notes,
    load: fakes.loadGroup,
    content: fakes.loadContent,
    change: fakes.changeMember,
    create: fakes.createThread,
  };
}

describe('group page machine (model-based)', () => {
  machineStartsTests(
    groupPageMachine,
    PAGE_MODELS.map(
      ([name, model, viewer, groupId]) => [name, model, () => setup(viewer, groupId)] as const,
    ),
  );
});

describe('group page (rules)', () => {
  it('offers each role exactly the actions the database allows', () => {
    const [owner, moderator, member] = MEMBERS as [any, any, any];
    expect(memberActionsFor('owner', OWNER_ID, owner)).toEqual([]);
    expect(memberActionsFor('owner', OWNER_ID, moderator)).toEqual([
      'demote',
      'remove',
      'ban',
      'transfer',
    ]);
    expect(memberActionsFor('owner', OWNER_ID, member)).toEqual([
      'promote',
      'remove',
      'ban',
      'transfer',
    ]);
    expect(memberActionsFor('moderator', MODERATOR_ID, member)).toEqual(['remove', 'ban']);
    expect(memberActionsFor('moderator', MODERATOR_ID, owner)).toEqual([]);
    expect(memberActionsFor('moderator', MODERATOR_ID, { ...moderator, id: 'x' })).toEqual([]);
    expect(memberActionsFor('member', MEMBER_ID, moderator)).toEqual([]);
    expect(memberActionsFor(null, null, member)).toEqual([]);
  });

  it('checks a new thread as the database would', () => {
    expect(draftProblems({ title: '  ', body: '' })).toEqual(['titleRequired']);
    expect(draftProblems({ title: 'я'.repeat(141), body: 'я'.repeat(10_001) })).toEqual([
      'titleTooLong',
      'bodyTooLong',
    ]);
    expect(draftProblems({ title: 'я'.repeat(140), body: 'я'.repeat(10_000) })).toEqual([]);
  });

  it('asks before removing and does not change anyone until confirmed', async () => {
    const { actor, load, content, change } = setup(PAGE_MODELS[0][2]);
    await load.resolve(PUBLIC_OWNED);
    await content.resolve(CONTENT);
    actor.send({ type: 'member.act', change: { userId: MEMBER_ID, action: 'remove' } });
    expect(change.calls).toHaveLength(0);
    actor.send({ type: 'change.confirm' });
    expect(change.lastInput).toEqual({ groupId: GROUP_ID, userId: MEMBER_ID, action: 'remove' });
    await change.resolve({ members: MEMBERS.slice(0, 2), standing: PUBLIC_OWNED.standing });
    expect(selectGroupPageView(actor.getSnapshot()).head!.group.memberCount).toBe(2);
  });

  it('opens a private group once the viewer is let in, and locks it when they leave', async () => {
    const { actor, load, content } = setup(PAGE_MODELS[2][2]);
    await load.resolve({
      ...PUBLIC_OWNED,
      group: { ...PUBLIC_OWNED.group, privacy: 'private' },
      standing: standing(),
    });
    expect(selectGroupPageView(actor.getSnapshot()).content).toBe('locked');
    actor.send({ type: 'standing.change', standing: standing({ role: 'member' }) });
    expect(content.calls).toHaveLength(1);
    expect(selectGroupPageView(actor.getSnapshot()).head!.group.memberCount).toBe(4);
    actor.send({ type: 'standing.change', standing: standing() });
    expect(selectGroupPageView(actor.getSnapshot()).content).toBe('locked');
  });
});
