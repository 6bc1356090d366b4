import { assign, setup } from 'xstate';
import { errorOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import {
  DISCUSSION_LIMITS,
  type GroupFailure,
  type GroupPrivacy,
  type GroupRole,
  OUTSIDER,
  type Standing,
  charLength,
  keptAndNotified,
  toGroupFailure,
} from './group-page.types';

export interface MembershipInput {
  groupId: string;
  privacy: GroupPrivacy;
  standing: Standing;
  signedIn: boolean;
}

export interface MembershipContext extends MembershipInput {
  /** The optional words sent with a request to join a private group. */
  message: string;
  error: GroupFailure | null;
}

export interface GroupQuery {
  groupId: string;
}

export interface RequestQuery extends GroupQuery {
  message: string | null;
}

export type MembershipEvent =
  | { type: 'join' }
  | { type: 'request.start' }
  | { type: 'request.message'; value: string }
  | { type: 'request.send' }
  | { type: 'request.close' }
  | { type: 'request.cancel' }
  | { type: 'leave' }
  | { type: 'error.dismiss' };

/** A refusal: the state it came from again, saying why (and a toast). */
const refused = <T extends string>(target: T) =>
  ({ target, actions: keptAndNotified('storeError') }) as const;

/** Banned meanwhile (by a moderator, between reading the page and pressing): the button says so. */
const bannedMeanwhile = {
  guard: { type: 'isBanRefusal', params: errorOf },
  target: 'settling',
  actions: 'markBanned',
} as const;

/** Each change settles anew and tells the page, whose content opens or locks with it. */
const settled = { target: 'settling', actions: ['clearDraft', 'announce'] } as const;

/**
 * The group page's join button (issue 15): one state per thing the viewer can do. A public
 * group is joined at once; a private one is asked to join, with an optional message, and the
 * request can be taken back while it waits; a member leaves; the owner cannot leave before
 * handing the group over; a banned person can do nothing. The database decides every one of
 * these (supabase/migrations/20261126000200_groups.sql); a refusal stays on the button.
 */
export const membershipMachine = setup({
  types: {
    context: {} as MembershipContext,
    events: {} as MembershipEvent,
    input: {} as MembershipInput,
  },
  actors: {
    joinGroup: notProvided<GroupRole, GroupQuery>('joinGroup'),
    requestToJoin: notProvided<string, RequestQuery>('requestToJoin'),
    cancelRequest: notProvided<void, GroupQuery>('cancelRequest'),
    leaveGroup: notProvided<void, GroupQuery>('leaveGroup'),
  },
  actions: {
    storeError: assign({ error: (_, { error }: { error: unknown }) => toGroupFailure(error) }),
    clearError: assign({ error: null }),
    markBanned: assign({ standing: ({ context }) => ({ ...context.standing, banned: true }) }),
    storeMessage: assign({ message: (_, { value }: { value: string }) => value }),
    storeStanding: assign({ standing: (_, { standing }: { standing: Standing }) => standing }),
    clearDraft: assign({ message: '', error: null }),
    goToSignIn: () => {},
    /** The page hears the new standing (from context): its content opens or locks. */
    announce: () => {},
    notifyFailed: (_, _params: { failure: GroupFailure }) => {},
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
    isBanned: ({ context }) => context.standing.banned,
    isOwner: ({ context }) => context.standing.role === 'owner',
    isMember: ({ context }) => context.standing.role !== null,
    isRequested: ({ context }) => context.standing.request?.status === 'pending',
    isPublic: ({ context }) => context.privacy === 'public',
    hasError: ({ context }) => context.error !== null,
    messageFits: ({ context }) => charLength(context.message) <= DISCUSSION_LIMITS.message.max,
    /** Refused because of a ban decided meanwhile: the button says so from now on. */
    isBanRefusal: (_, { error }: { error: unknown }) => toGroupFailure(error).code === 'banned',
  },
}).createMachine({
  id: 'membership',
  context: ({ input }) => ({ ...input, message: '', error: null }),
  initial: 'settling',
  on: { 'error.dismiss': { guard: 'hasError', actions: 'clearError' } },
  states: {
    settling: {
      always: [
        { guard: 'isVisitor', target: 'visitor' },
        { guard: 'isBanned', target: 'banned' },
        { guard: 'isOwner', target: 'owner' },
        { guard: 'isMember', target: 'member' },
        { guard: 'isRequested', target: 'requested' },
        { guard: 'isPublic', target: 'open' },
        { target: 'closed' },
      ],
    },
    visitor: {
      on: { join: { actions: 'goToSignIn' }, 'request.start': { actions: 'goToSignIn' } },
    },
    banned: {},
    owner: {},
    open: { on: { join: { target: 'joining', actions: 'clearError' } } },
    joining: {
      invoke: {
        id: 'joinGroup',
        src: 'joinGroup',
        input: ({ context }) => ({ groupId: context.groupId }),
        onDone: {
          ...settled,
          actions: [
            {
              type: 'storeStanding',
              params: ({ context, event }) => ({
                standing: {
                  ...context.standing,
                  role: event.output,
                  joinedAt: null,
                },
              }),
            },
            ...settled.actions,
          ],
        },
        onError: [bannedMeanwhile, refused('open')],
      },
    },
    closed: { on: { 'request.start': { target: 'composing', actions: 'clearError' } } },
    composing: {
      on: {
        'request.message': { actions: { type: 'storeMessage', params: ({ event }) => event } },
        'request.send': { guard: 'messageFits', target: 'requesting' },
        'request.close': { target: 'closed' },
      },
    },
    requesting: {
      invoke: {
        id: 'requestToJoin',
        src: 'requestToJoin',
        input: ({ context }) => ({
          groupId: context.groupId,
          message: context.message.trim() || null,
        }),
        onDone: {
          ...settled,
          actions: [
            {
              type: 'storeStanding',
              params: ({ context, event }) => ({
                standing: {
                  ...context.standing,
                  request: {
                    id: event.output,
                    status: 'pending',
                    message: context.message.trim() || null,
                  },
                },
              }),
            },
            ...settled.actions,
          ],
        },
        onError: [bannedMeanwhile, refused('composing')],
      },
    },
    requested: { on: { 'request.cancel': { target: 'cancelling', actions: 'clearError' } } },
    cancelling: {
      invoke: {
        id: 'cancelRequest',
        src: 'cancelRequest',
        input: ({ context }) => ({ groupId: context.groupId }),
        onDone: {
          ...settled,
          actions: [
            {
              type: 'storeStanding',
              params: ({ context }) => ({ standing: { ...context.standing, request: null } }),
            },
            ...settled.actions,
          ],
        },
        onError: refused('requested'),
      },
    },
    member: { on: { leave: { target: 'leaving', actions: 'clearError' } } },
    leaving: {
      invoke: {
        id: 'leaveGroup',
        src: 'leaveGroup',
        input: ({ context }) => ({ groupId: context.groupId }),
        onDone: {
          ...settled,
          actions: [{ type: 'storeStanding', params: { standing: OUTSIDER } }, ...settled.actions],
        },
        onError: refused('member'),
      },
    },
  },
});
