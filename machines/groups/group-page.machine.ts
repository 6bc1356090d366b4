import { and, assign, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { readingStates } from '../shared/reading';
import {
  type Cursor,
  DISCUSSION_LIMITS,
  type GroupEvent,
  type GroupFailure,
  type GroupInfo,
  type Member,
  type Page,
  type Standing,
  type Thread,
  type Viewer,
  charLength,
  isManager,
  isUuid,
  keptAndNotified,
  loadingMore,
  toGroupFailure,
  userIdOf,
  withMore,
} from './group-page.types';

/** The group and the viewer's place in it: enough for the header, the about and the button. */
export interface GroupHead {
  group: GroupInfo;
  standing: Standing;
}

/** What only members of a private group may see; everybody sees a public group's. */
export interface GroupContent {
  members: Member[];
  events: GroupEvent[];
  pinned: Thread[];
  threads: Page<Thread>;
}

export interface GroupPageInput {
  groupId: string;
  viewer: Viewer;
}

/** What a manager does to a member; each is one of the database's functions. */
export type MemberAction = 'promote' | 'demote' | 'remove' | 'ban' | 'transfer';

export interface MemberChange {
  action: MemberAction;
  userId: string;
}

export interface ThreadDraft {
  title: string;
  body: string;
}

export type DraftProblem = 'titleRequired' | 'titleTooLong' | 'bodyTooLong';

export interface GroupPageContext extends GroupPageInput {
  head: GroupHead | null;
  content: GroupContent | null;
  error: GroupFailure | null;
  /** The change asked for (waiting for a confirmation, or on its way). */
  change: MemberChange | null;
  changeError: GroupFailure | null;
  moreError: GroupFailure | null;
  draft: ThreadDraft;
  draftProblems: DraftProblem[];
  postError: GroupFailure | null;
}

export interface GroupQuery {
  groupId: string;
}
export interface ThreadsQuery extends GroupQuery {
  after: Cursor;
}
export interface ChangeQuery extends GroupQuery, MemberChange {}
export interface NewThreadQuery extends GroupQuery, ThreadDraft {
  authorId: string;
}

/** After a change the members are read again, and the viewer's own place (a hand-over moves it). */
export interface ChangeAnswer {
  members: Member[];
  standing: Standing;
}

export type GroupPageEvent =
  | { type: 'retry' }
  | { type: 'content.retry' }
  | { type: 'threads.more' }
  | { type: 'standing.change'; standing: Standing }
  | { type: 'member.act'; change: MemberChange }
  | { type: 'change.confirm' }
  | { type: 'change.dismiss' }
  | { type: 'error.dismiss' }
  | { type: 'thread.new' }
  | { type: 'draft.change'; field: keyof ThreadDraft; value: string }
  | { type: 'thread.submit' }
  | { type: 'thread.close' };

/** Removing, banning and handing over cannot be taken back by the one who did it: asked first. */
const CONFIRMED: readonly MemberAction[] = ['remove', 'ban', 'transfer'];

export function draftProblems({ title, body }: ThreadDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (title.trim() === '') problems.push('titleRequired');
  else if (charLength(title.trim()) > DISCUSSION_LIMITS.title.max) problems.push('titleTooLong');
  if (charLength(body) > DISCUSSION_LIMITS.body.max) problems.push('bodyTooLong');
  return problems;
}

/** The changes after which the person is no longer a member. */
const LEAVES: readonly MemberAction[] = ['remove', 'ban'];

const EMPTY_DRAFT: ThreadDraft = { title: '', body: '' };

/** Members of a private group, and everybody for a public one, see its content. */
export const seesContent = (head: GroupHead | null) =>
  !!head && (head.group.privacy === 'public' || head.standing.role !== null);

/**
 * A group's page (issue 15): read the group and the viewer's place in it, then, side by side:
 * - `content`: members, upcoming events and discussions, or for an outsider of a private group
 *   a locked notice; it opens or locks again when the viewer's standing changes (joined, left,
 *   approved), which the join button's own machine (membership.machine.ts) reports;
 * - `manage`: the owner's and moderators' actions on a member, the irreversible ones confirmed;
 * - `composer`: a member starting a discussion, which opens its thread once posted.
 * The database decides who may do what; the page offers only what the viewer's role allows.
 */
export const groupPageMachine = setup({
  types: {
    context: {} as GroupPageContext,
    events: {} as GroupPageEvent,
    input: {} as GroupPageInput,
  },
  actors: {
    loadGroup: notProvided<GroupHead, GroupQuery>('loadGroup'),
    loadContent: notProvided<GroupContent, GroupQuery>('loadContent'),
    loadMoreThreads: notProvided<Page<Thread>, ThreadsQuery>('loadMoreThreads'),
    changeMember: notProvided<ChangeAnswer, ChangeQuery>('changeMember'),
    createThread: notProvided<Thread, NewThreadQuery>('createThread'),
  },
  actions: {
    storeHead: assign({ head: (_, { output }: { output: GroupHead }) => output, error: null }),
    storeError: assign({ error: (_, { error }: { error: unknown }) => toGroupFailure(error) }),
    storeContent: assign({
      content: (_, { output }: { output: GroupContent }) => output,
      moreError: null,
    }),
    appendThreads: assign({
      content: ({ context }, { output }: { output: Page<Thread> }) => ({
        ...context.content!,
        threads: withMore(context.content!.threads, output),
      }),
      moreError: null,
    }),
    storeMoreError: assign({
      moreError: (_, { error }: { error: unknown }) => toGroupFailure(error),
    }),
    storeStanding: assign({
      head: ({ context }, { standing }: { standing: Standing }) => ({
        group: {
          ...context.head!.group,
          // The count the page shows moves with the viewer's own joining and leaving.
          memberCount:
            context.head!.group.memberCount +
            (standing.role !== null ? 1 : 0) -
            (context.head!.standing.role !== null ? 1 : 0),
        },
        standing,
      }),
    }),
    keepChange: assign({
      change: (_, { change }: { change: MemberChange }) => change,
      changeError: null,
    }),
    storeChanged: assign({
      content: ({ context }, { output }: { output: ChangeAnswer }) =>
        context.content && { ...context.content, members: output.members },
      head: ({ context }, { output }: { output: ChangeAnswer }) => ({
        group: {
          ...context.head!.group,
          memberCount:
            context.head!.group.memberCount -
            (context.change && LEAVES.includes(context.change.action) ? 1 : 0),
        },
        standing: output.standing,
      }),
      change: null,
    }),
    storeChangeError: assign({
      changeError: (_, { error }: { error: unknown }) => toGroupFailure(error),
      change: null,
    }),
    dropChange: assign({ change: null }),
    dropContent: assign({ content: null }),
    clearErrors: assign({ changeError: null, postError: null, moreError: null }),
    storeDraft: assign({
      draft: ({ context }, { field, value }: { field: keyof ThreadDraft; value: string }) => ({
        ...context.draft,
        [field]: value,
      }),
      draftProblems: [],
    }),
    checkDraft: assign({ draftProblems: ({ context }) => draftProblems(context.draft) }),
    clearDraft: assign({ draft: EMPTY_DRAFT, draftProblems: [], postError: null }),
    storePostError: assign({
      postError: (_, { error }: { error: unknown }) => toGroupFailure(error),
    }),
    openThread: (_, _params: { thread: Thread }) => {},
    notifyChanged: (_, _params: { change: MemberChange }) => {},
    notifyFailed: (_, _params: { failure: GroupFailure }) => {},
  },
  guards: {
    isMalformedId: ({ context }) => !isUuid(context.groupId),
    isNotFound: (_, { error }: { error: unknown }) => toGroupFailure(error).code === 'not_found',
    isLocked: ({ context }) => !seesContent(context.head),
    hasMoreThreads: ({ context }) => !!context.content?.threads.next,
    /** Only a manager is offered the actions; the database refuses anyone else anyway. */
    isManager: ({ context }) => isManager(context.head?.standing.role ?? null),
    /** Only someone on the list the page shows: never before the list is read. */
    isListed: ({ context, event }) =>
      event.type === 'member.act' &&
      !!context.content?.members.some((m) => m.id === event.change.userId),
    needsConfirmation: ({ event }) =>
      event.type === 'member.act' && CONFIRMED.includes(event.change.action),
    isMember: ({ context }) => !!context.head?.standing.role,
    draftIsValid: ({ context }) => draftProblems(context.draft).length === 0,
    hasError: ({ context }) =>
      context.changeError !== null || context.postError !== null || context.moreError !== null,
  },
}).createMachine({
  id: 'groupPage',
  context: ({ input }) => ({
    ...input,
    head: null,
    content: null,
    error: null,
    change: null,
    changeError: null,
    moreError: null,
    draft: EMPTY_DRAFT,
    draftProblems: [],
    postError: null,
  }),
  initial: 'starting',
  states: {
    ...readingStates({
      loader: 'loadGroup',
      input: ({ context }: { context: GroupPageContext }) => ({ groupId: context.groupId }),
      store: 'storeHead',
      storeError: 'storeError',
      then: 'ready',
    }),
    ready: {
      type: 'parallel',
      on: { 'error.dismiss': { guard: 'hasError', actions: 'clearErrors' } },
      states: {
        content: {
          initial: 'deciding',
          on: {
            // Joined, left, approved: what the viewer may see is decided again.
            'standing.change': {
              target: '.deciding',
              actions: { type: 'storeStanding', params: ({ event }) => event },
            },
          },
          states: {
            deciding: {
              always: [{ guard: 'isLocked', target: 'locked' }, { target: 'loading' }],
            },
            // Left a private group: what only members see goes with the membership.
            locked: { entry: 'dropContent' },
            loading: {
              invoke: {
                id: 'loadContent',
                src: 'loadContent',
                input: ({ context }) => ({ groupId: context.groupId }),
                onDone: {
                  target: 'shown',
                  actions: { type: 'storeContent', params: outputOf<GroupContent> },
                },
                onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
              },
            },
            failed: { on: { 'content.retry': { target: 'loading' } } },
            shown: {
              on: { 'threads.more': { guard: 'hasMoreThreads', target: 'loadingMore' } },
            },
            loadingMore: loadingMore({
              loader: 'loadMoreThreads',
              input: ({ context }: { context: GroupPageContext }) => ({
                groupId: context.groupId,
                after: context.content!.threads.next!,
              }),
              append: 'appendThreads',
              then: 'shown',
            }),
          },
        },
        manage: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'member.act': [
                  {
                    guard: and(['isManager', 'isListed', 'needsConfirmation']),
                    target: 'confirming',
                    actions: { type: 'keepChange', params: ({ event }) => event },
                  },
                  {
                    guard: and(['isManager', 'isListed']),
                    target: 'changing',
                    actions: { type: 'keepChange', params: ({ event }) => event },
                  },
                ],
              },
            },
            confirming: {
              on: {
                'change.confirm': { target: 'changing' },
                'change.dismiss': { target: 'idle', actions: 'dropChange' },
              },
            },
            changing: {
              invoke: {
                id: 'changeMember',
                src: 'changeMember',
                input: ({ context }) => ({ groupId: context.groupId, ...context.change! }),
                // The viewer's own standing comes back too: after a hand-over they moderate.
                onDone: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'notifyChanged',
                      params: ({ context }) => ({ change: context.change! }),
                    },
                    { type: 'storeChanged', params: outputOf<ChangeAnswer> },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: keptAndNotified('storeChangeError'),
                },
              },
            },
          },
        },
        composer: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'thread.new': { guard: 'isMember', target: 'open', actions: 'clearDraft' } },
            },
            open: {
              on: {
                'draft.change': { actions: { type: 'storeDraft', params: ({ event }) => event } },
                'thread.submit': [
                  { guard: 'draftIsValid', target: 'posting' },
                  { actions: 'checkDraft' },
                ],
                'thread.close': { target: 'closed', actions: 'clearDraft' },
              },
            },
            posting: {
              invoke: {
                id: 'createThread',
                src: 'createThread',
                input: ({ context }) => ({
                  groupId: context.groupId,
                  authorId: userIdOf(context.viewer)!,
                  title: context.draft.title.trim(),
                  body: context.draft.body,
                }),
                onDone: {
                  target: 'closed',
                  actions: [
                    'clearDraft',
                    { type: 'openThread', params: ({ event }) => ({ thread: event.output }) },
                  ],
                },
                onError: {
                  target: 'open',
                  actions: { type: 'storePostError', params: errorOf },
                },
              },
            },
          },
        },
      },
    },
  },
});
