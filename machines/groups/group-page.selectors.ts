import type { SnapshotFrom } from 'xstate';
import {
  type DraftProblem,
  type GroupContent,
  type GroupHead,
  type MemberAction,
  type MemberChange,
  type ThreadDraft,
  type groupPageMachine,
} from './group-page.machine';
import type { GroupRole, Member } from './group-page.types';

type GroupPageSnapshot = SnapshotFrom<typeof groupPageMachine>;

export type GroupPageStatus = 'loading' | 'notFound' | 'failed' | 'ready';
export type ContentStatus = 'locked' | 'loading' | 'failed' | 'shown' | 'loadingMore';
export type ManageStatus = 'idle' | 'confirming' | 'changing';
export type ComposerStatus = 'closed' | 'open' | 'posting';

/**
 * What the viewer may do to a member, as the database allows it: the owner promotes, demotes,
 * removes, bans and hands over to anyone else; a moderator removes and bans plain members;
 * nobody acts on themselves.
 */
export function memberActionsFor(
  viewerRole: GroupRole | null,
  viewerId: string | null,
  member: Member,
): MemberAction[] {
  if (member.id === viewerId || member.role === 'owner') return [];
  if (viewerRole === 'owner') {
    return [member.role === 'member' ? 'promote' : 'demote', 'remove', 'ban', 'transfer'];
  }
  if (viewerRole === 'moderator' && member.role === 'member') return ['remove', 'ban'];
  return [];
}

export interface MemberRow extends Member {
  actions: MemberAction[];
  /** This member's change is on its way. */
  busy: boolean;
}

export interface GroupPageView {
  status: GroupPageStatus;
  head: GroupHead | null;
  content: ContentStatus | null;
  members: MemberRow[];
  events: GroupContent['events'];
  pinned: GroupContent['pinned'];
  threads: GroupContent['threads']['items'];
  hasMoreThreads: boolean;
  /** An admin closed the group: the page says so and offers nothing new to add. */
  closed: boolean;
  /** The viewer runs the group: the requests link. */
  isManager: boolean;
  manage: ManageStatus | null;
  change: (MemberChange & { name: string | null }) | null;
  errorCode: string | null;
  changeError: string | null;
  moreError: string | null;
  composer: ComposerStatus | null;
  canStartThread: boolean;
  draft: ThreadDraft;
  draftProblems: DraftProblem[];
  postError: string | null;
}

const CONTENT: ContentStatus[] = ['locked', 'loading', 'failed', 'shown', 'loadingMore'];
const MANAGE: ManageStatus[] = ['idle', 'confirming', 'changing'];
const COMPOSER: ComposerStatus[] = ['closed', 'open', 'posting'];

const statusOf = (s: GroupPageSnapshot): GroupPageStatus =>
  s.matches('notFound')
    ? 'notFound'
    : s.matches('failed')
      ? 'failed'
      : s.matches('ready')
        ? 'ready'
        : 'loading';

export const selectGroupPageView = (s: GroupPageSnapshot): GroupPageView => {
  const { context } = s;
  const ready = s.matches('ready');
  const role = context.head?.standing.role ?? null;
  const viewerId = context.viewer.status === 'member' ? context.viewer.userId : null;
  const content = ready
    ? (CONTENT.find((k) => s.matches({ ready: { content: k } })) ?? null)
    : null;
  const manage = ready ? (MANAGE.find((k) => s.matches({ ready: { manage: k } })) ?? null) : null;
  const composer = ready
    ? (COMPOSER.find((k) => s.matches({ ready: { composer: k } })) ?? null)
    : null;
  const members = context.content?.members ?? [];
  const closed = context.head?.group.closed ?? false;
  const change = context.change;
  return {
    status: statusOf(s),
    head: context.head,
    closed,
    content,
    members: members.map((m) => ({
      ...m,
      actions: memberActionsFor(role, viewerId, m),
      busy: manage === 'changing' && change?.userId === m.id,
    })),
    events: context.content?.events ?? [],
    pinned: context.content?.pinned ?? [],
    threads: context.content?.threads.items ?? [],
    hasMoreThreads: !!context.content?.threads.next,
    isManager: role === 'owner' || role === 'moderator',
    manage,
    change: change && {
      ...change,
      name: members.find((m) => m.id === change.userId)?.fullName ?? null,
    },
    errorCode: context.error?.code ?? null,
    changeError: context.changeError?.code ?? null,
    moreError: context.moreError?.code ?? null,
    composer,
    canStartThread: role !== null && !closed,
    draft: context.draft,
    draftProblems: context.draftProblems,
    postError: context.postError?.code ?? null,
  };
};
