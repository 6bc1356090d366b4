import type { GroupRole } from '../../../machines/groups/group-page.types';
import {
  type GroupQuery,
  type RequestQuery,
  membershipMachine,
} from '../../../machines/groups/membership.machine';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';
import { BANNED, GROUP_ID, NETWORK, done, error, standing } from './page.fixtures';

export const MESSAGE = 'Пишу на Vue, хочу к вам';

const serializeState = (s: { value: unknown; context: any }) =>
  JSON.stringify([
    s.value,
    s.context.standing.role,
    s.context.standing.request?.status,
    s.context.standing.banned,
    s.context.message,
    s.context.error?.code,
  ]);

/** An outsider of a public group: joins at once, leaves, and is refused now and then. */
export const publicModel = createModel(membershipMachine, {
  input: { groupId: GROUP_ID, privacy: 'public', standing: standing(), signedIn: true },
  events: [
    { type: 'join' },
    { type: 'leave' },
    { type: 'error.dismiss' },
    done('joinGroup', 'member'),
    error('joinGroup', NETWORK),
    error('joinGroup', BANNED),
    done('leaveGroup', undefined),
    error('leaveGroup', NETWORK),
  ] as never,
  serializeState,
});

/** An outsider of a private group: asks with a message, takes the request back. */
export const privateModel = createModel(membershipMachine, {
  input: { groupId: GROUP_ID, privacy: 'private', standing: standing(), signedIn: true },
  events: [
    { type: 'request.start' },
    { type: 'request.message', value: MESSAGE },
    { type: 'request.send' },
    { type: 'request.close' },
    { type: 'request.cancel' },
    { type: 'error.dismiss' },
    done('requestToJoin', 'f1000000-0000-4000-8000-000000000001'),
    error('requestToJoin', NETWORK),
    error('requestToJoin', BANNED),
    done('cancelRequest', undefined),
    error('cancelRequest', NETWORK),
  ] as never,
  serializeState,
});

/**
 * A visitor is sent to sign in; the owner cannot leave; nothing moves for either. The visitor's
 * one button joins a public group and asks to join a private one, so each privacy is a start.
 */
export const visitorModel = createModel(membershipMachine, {
  input: { groupId: GROUP_ID, privacy: 'public', standing: standing(), signedIn: false },
  events: [{ type: 'join' }] as never,
  serializeState,
});

export const visitorPrivateModel = createModel(membershipMachine, {
  input: { groupId: GROUP_ID, privacy: 'private', standing: standing(), signedIn: false },
  events: [{ type: 'request.start' }] as never,
  serializeState,
});

export const ownerModel = createModel(membershipMachine, {
  input: {
    groupId: GROUP_ID,
    privacy: 'private',
    standing: standing({ role: 'owner' }),
    signedIn: true,
  },
  events: [{ type: 'leave' }] as never,
  serializeState,
});

export const MEMBERSHIP_MODELS = [
  ['public group', publicModel],
  ['private group', privateModel],
  ['visitor', visitorModel],
  ['visitor, private group', visitorPrivateModel],
  ['owner', ownerModel],
] as const;

/**
 * The join button's actors as fakes the test settles, by the names its machine invokes them
 * under: the machine test and the group page's two page tests provide the same ones.
 */
export const membershipFakes = () => ({
  joinGroup: controllable<GroupRole, GroupQuery>(),
  requestToJoin: controllable<string, RequestQuery>(),
  cancelRequest: controllable<void, GroupQuery>(),
  leaveGroup: controllable<void, GroupQuery>(),
});
