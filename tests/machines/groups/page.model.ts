import type { EventFrom } from 'xstate';
import {
  type ChangeAnswer,
  type ChangeQuery,
  type GroupContent,
  type GroupHead,
  type GroupQuery,
  type NewThreadQuery,
  type ThreadsQuery,
  groupPageMachine,
} from '../../../machines/groups/group-page.machine';
import type { Page, Thread } from '../../../machines/groups/group-page.types';
import { selectGroupPageView } from '../../../machines/groups/group-page.selectors';
import { controllable } from '../../support/controllable';
import { type ModelOptions, type Snap, createModel, offeredOnly } from '../../support/model';
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
const OWNER_EVENTS = [
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
] as PageEvent[];

/** The group page's model as `viewer` sees it, walking `events`. */
const pageModel = (viewer: typeof OWNER, events: ModelOptions<typeof groupPageMachine>['events']) =>
  createModel(groupPageMachine, { input: { groupId: GROUP_ID, viewer }, events, serializeState });

export const ownerModel = pageModel(OWNER, OWNER_EVENTS);

/** A member starts a discussion: the composer, its checks, its refusal and its success. */
const COMPOSER_EVENTS = [
  done('loadGroup', PRIVATE_MEMBER),
  done('loadContent', CONTENT),
  { type: 'thread.new' },
  { type: 'draft.change', field: 'title', value: 'Новая тема' },
  { type: 'thread.submit' },
  { type: 'thread.close' },
  { type: 'error.dismiss' },
  done('createThread', NEW_THREAD),
  error('createThread', NETWORK),
] as PageEvent[];

export const composerModel = pageModel(MEMBER, COMPOSER_EVENTS);

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

type PageSnap = Snap<typeof groupPageMachine>;
type PageEvent = EventFrom<typeof groupPageMachine>;

/**
 * Whether the rendered page lets the viewer send the event in this snapshot. The machine takes
 * more than the page offers (an action on someone the viewer may not act on, a new discussion
 * before the content is read, which the database or the page's layout rule out), so the page's
 * walks take the same events where the page shows the control that sends them.
 */
export function offeredByPage(s: PageSnap, e: PageEvent): boolean {
  const view = selectGroupPageView(s as never);
  const contentShown = view.content === 'shown' || view.content === 'loadingMore';
  switch (e.type) {
    case 'member.act':
      return (
        contentShown &&
        !!view.members.find((m) => m.id === e.change.userId)?.actions.includes(e.change.action)
      );
    case 'thread.new':
      return contentShown && view.canStartThread;
    case 'threads.more':
      return contentShown && view.hasMoreThreads;
    case 'error.dismiss':
      return (
        (contentShown && (view.changeError !== null || view.moreError !== null)) ||
        (view.composer !== 'closed' && view.postError !== null)
      );
    default:
      return true;
  }
}

/** A model's events as the page offers them (`offeredByPage`). */
const onPage = offeredOnly<typeof groupPageMachine>(offeredByPage);

export const ownerPageModel = pageModel(OWNER, onPage(OWNER_EVENTS));

export const composerPageModel = pageModel(MEMBER, onPage(COMPOSER_EVENTS));

/** The request the join button sends for an outsider, as it tells the page. */
export const REQUEST_ID = 'f1000000-0000-4000-8000-000000000001';
export const REQUESTED = standing({
  request: { id: REQUEST_ID, status: 'pending', message: null },
});

/**
 * The page hears the viewer's standing only from the join button: an outsider of a private group
 * asks and takes it back, a member leaves; being let in happens elsewhere (the requests queue),
 * so the page starts a member too.
 */
export const lockedPageModel = createModel(groupPageMachine, {
  input: { groupId: GROUP_ID, viewer: MEMBER },
  events: (s: PageSnap) => {
    const current = (s.context as any).head?.standing as ReturnType<typeof standing> | undefined;
    return [
      done('loadGroup', PRIVATE_OUTSIDE),
      done('loadGroup', PRIVATE_MEMBER),
      done('loadContent', CONTENT),
      ...(current && !current.role && !current.request
        ? [{ type: 'standing.change', standing: REQUESTED } as PageEvent]
        : []),
      ...(current && (current.role || current.request)
        ? [{ type: 'standing.change', standing: standing() } as PageEvent]
        : []),
    ];
  },
  serializeState: (s: { value: unknown; context: any }) =>
    JSON.stringify([s.value, s.context.head?.standing.role, s.context.head?.standing.request?.id]),
});

/**
 * The group page machine's actors as fakes the test settles, by the names it invokes them under:
 * the machine test and the page test provide the same ones.
 */
export const groupPageFakes = () => ({
  loadGroup: controllable<GroupHead, GroupQuery>(),
  loadContent: controllable<GroupContent, GroupQuery>(),
  loadMoreThreads: controllable<Page<Thread>, ThreadsQuery>(),
  changeMember: controllable<ChangeAnswer, ChangeQuery>(),
  createThread: controllable<Thread, NewThreadQuery>(),
});
