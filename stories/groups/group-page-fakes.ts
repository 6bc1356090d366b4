/**
 * The group page's stories' fakes: its machine and the join button's with each answer held or
 * given (page.stories.tsx, page-member-change.stories.tsx).
 */
import {
  type ChangeAnswer,
  type GroupContent,
  type GroupHead,
  groupPageMachine,
} from '../../machines/groups/group-page.machine';
import type { Thread } from '../../machines/groups/group-page.types';
import { membershipMachine } from '../../machines/groups/membership.machine';
import { CONTENT, MEMBER_ID, OWNER_ID, viewerOf } from '../../tests/machines/groups/page.fixtures';
import { PROMOTED, PUBLIC_OWNED } from '../../tests/machines/groups/page.model';
import { pending, rejected, resolved } from '../events/fakes';

export const OWNER = viewerOf(OWNER_ID);
export const MEMBER = viewerOf(MEMBER_ID);

export interface Fakes {
  group?: ReturnType<typeof resolved<GroupHead>>;
  content?: ReturnType<typeof resolved<GroupContent>>;
  change?: ReturnType<typeof resolved<ChangeAnswer>>;
  thread?: ReturnType<typeof resolved<Thread>>;
  more?: ReturnType<typeof resolved<GroupContent['threads']>>;
}

export const logic = (f: Fakes = {}) =>
  groupPageMachine.provide({
    actors: {
      loadGroup: (f.group ?? resolved(PUBLIC_OWNED)) as never,
      loadContent: (f.content ?? resolved(CONTENT)) as never,
      loadMoreThreads: (f.more ?? pending()) as never,
      changeMember: (f.change ?? resolved(PROMOTED)) as never,
      createThread: (f.thread ?? pending()) as never,
    },
  });

/** The join button with each answer held or given, as a story needs it. */
export const membership = (answers: 'pending' | 'resolved' | 'rejected' = 'pending') => {
  const make = <T>(value: T) =>
    answers === 'pending'
      ? pending<T, never>()
      : answers === 'rejected'
        ? rejected<T, never>()
        : resolved<T, never>(value);
  return membershipMachine.provide({
    actors: {
      joinGroup: make('member') as never,
      requestToJoin: make('f1000000-0000-4000-8000-000000000001') as never,
      cancelRequest: make(undefined) as never,
      leaveGroup: make(undefined) as never,
    },
  });
};
