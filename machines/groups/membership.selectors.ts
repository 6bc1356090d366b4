import type { SnapshotFrom } from 'xstate';
import type { membershipMachine } from './membership.machine';

type MembershipSnapshot = SnapshotFrom<typeof membershipMachine>;

export type MembershipStatus =
  | 'visitor'
  | 'banned'
  | 'owner'
  | 'open'
  | 'joining'
  | 'closed'
  | 'composing'
  | 'requesting'
  | 'requested'
  | 'cancelling'
  | 'member'
  | 'leaving';

const STATES: MembershipStatus[] = [
  'visitor',
  'banned',
  'owner',
  'open',
  'joining',
  'closed',
  'composing',
  'requesting',
  'requested',
  'cancelling',
  'member',
  'leaving',
];

export interface MembershipView {
  status: MembershipStatus;
  privacy: 'public' | 'private';
  /** The role of a member (moderator or member), said beside the leave button. */
  role: 'owner' | 'moderator' | 'member' | null;
  message: string;
  errorCode: string | null;
}

export const selectMembershipView = (s: MembershipSnapshot): MembershipView => ({
  status: STATES.find((k) => s.matches(k)) ?? 'visitor',
  privacy: s.context.privacy,
  role: s.context.standing.role,
  message: s.context.message,
  errorCode: s.context.error?.code ?? null,
});
