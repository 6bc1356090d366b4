import { groupPageMachine } from '../../../machines/groups/group-page.machine';
import { createModel } from '../../support/model';
import {
  CONTENT,
  GROUP_ID,
  MEMBER_ID,
  MORE_THREADS,
  NETWORK,
  NOT_FOUND,
  OWNER_ID,
  done,
  error,
  head,
  standing,
  thread,
  viewerOf,
} from './page.fixtures';

export const OWNER = viewerOf(OWNER_ID);
export const MEMBER = viewerOf(MEMBER_ID);
export const MALFORMED_ID = 'not-a-uuid';

export const PUBLIC_OWNED = head({}, { role: 'owner', joinedAt: '2030-01-10T10:00:00.000Z' });
export const PRIVATE_OUTSIDE = head({ privacy: 'private' });
export const PRIVATE_MEMBER = head({ privacy: 'private' }, { role: 'member' });
/** After the owner handed the group to Анна: they moderate now. */
export const HANDED_OVER = {
  members: CONTENT.members.map((m) =>
    m.id === OWNER_ID
      ? { ...m, role: 'moderator' as const }
      : m.id === MEMBER_ID
        ? { ...m, role: 'owner' as const }
        : m,
  ),
  standing: standing({ role: 'moderator' }),
};
export const PROMOTED = {
  members: CONTENT.members.map((m) =>
    m.id === MEMBER_ID ? { ...m, role: 'moderator' as const } : m,
  ),
  standing: PUBLIC_OWNED.standing,
};
export const NEW_THREAD = thread({
  id: 'd1000000-0000-4000-8000-000000000003',
  title: 'Новая тема',
});

const serializeState = (s: { value: unknown; context: any }) =>
  JSON.stringify([
    s.value,
    s.context.head?.standing.role,
    s.context.content?.threads.items.length,
    s.context.content?.members.find((m: any) => m.id === MEMBER_ID)?.role,
    s.context.change,
    s.context.changeError?.code,
    s.context.moreError?.code,
    s.context.draft,
    s.context.draftProblems,
    s.context.postError?.code,
  ]);

/** The owner of a public group: the content, its paging and the management of a member. */
export const ownerModel = createModel(groupPageMachine, {
  input: { groupId: GROUP_ID, viewer: OWNER },
  events: [
    { type: 'retry' },
    { type: 'content.retry' },
    { type: 'threads.more' },
    { type: 'member.act', change: { userId: MEMBER_ID, action: 'promote' } },
    { type: 'member.act', change: { userId: MEMBER_ID, action: 'transfer' } },
    { type: 'change.confirm' },
    { type: 'change.dismiss' },
    { type: 'error.dismiss' },
    done('loadGroup', PUBLIC_OWNED),
    error('loadGroup', NOT_FOUND),
    error('loadGroup', NETWORK),
    done('loadContent', CONTENT),
    error('loadContent', NETWORK),
    done('loadMoreThreads', MORE_THREADS),
    error('loadMoreThreads', NETWORK),
    done('changeMember', PROMOTED),
    done('changeMember', HANDED_OVER),
    error('changeMember', NETWORK),
  ] as never,
  serializeState,
});

/** A member starts a discussion: the composer, its checks, its refusal and its success. */
export const composerModel = createModel(groupPageMachine, {
  input: { groupId: GROUP_ID, viewer: MEMBER },
  events: [
    done('loadGroup', PRIVATE_MEMBER),
    done('loadContent', CONTENT),
    { type: 'thread.new' },
    { type: 'draft.change', field: 'title', value: 'Новая тема' },
    { type: 'thread.submit' },
    { type: 'thread.close' },
    { type: 'error.dismiss' },
    done('createThread', NEW_THREAD),
    error('createThread', NETWORK),
  ] as never,
  serializeState,
});

/** An outsider of a private group sees it locked, until they are let in (the join button tells). */
export const lockedModel = createModel(groupPageMachine, {
  input: { groupId: GROUP_ID, viewer: MEMBER },
  events: [
    done('loadGroup', PRIVATE_OUTSIDE),
    { type: 'standing.change', standing: standing({ role: 'member' }) },
    { type: 'standing.change', standing: standing() },
    done('loadContent', CONTENT),
  ] as never,
  serializeState,
});

/** An address no group can have: not found at once, without a request. */
export const malformedModel = createModel(groupPageMachine, {
  input: { groupId: MALFORMED_ID, viewer: MEMBER },
  events: [{ type: 'retry' }, done('loadGroup', PUBLIC_OWNED)] as never,
  serializeState,
});

export const PAGE_MODELS = [
  ['owner', ownerModel, OWNER, GROUP_ID],
  ['composer', composerModel, MEMBER, GROUP_ID],
  ['locked', lockedModel, MEMBER, GROUP_ID],
  ['malformed id', malformedModel, MEMBER, MALFORMED_ID],
] as const;
