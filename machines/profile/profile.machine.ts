import { assertEvent, assign, setup } from 'xstate';
import { outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';

/** A row of `profiles` as the app sees it. */
export interface Profile {
  id: string;
  fullName: string;
  avatarUrl: string;
}

export type ProfileErrorCode = 'not_found' | 'forbidden' | 'network' | 'unknown';

export interface ProfileFailure {
  code: ProfileErrorCode;
  /** The service's own message, shown when no translation exists for the code. */
  message: string;
}

export type ProfileValidation = 'full_name_required';

export interface ProfileContext {
  userId: string;
  email: string;
  profile: Profile | null;
  fullName: string;
  avatarUrl: string;
  validation: ProfileValidation | null;
  failure: ProfileFailure | null;
}

export interface ProfileInput {
  userId: string;
  email: string;
}

export interface SaveProfileInput {
  id: string;
  fullName: string;
  avatarUrl: string;
}

export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  | { type: 'field.change'; field: 'fullName'; value: string }
  | { type: 'avatar.change'; url: string }
  | { type: 'form.submit' }
  | { type: 'error.dismiss' };

export function toProfileFailure(error: unknown): ProfileFailure {
  const e = error as Partial<ProfileFailure> | null;
  if (e && typeof e.code === 'string' && typeof e.message === 'string') {
    return { code: e.code as ProfileErrorCode, message: e.message };
  }
  return { code: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

/** The form's one rule, deciding both whether it is sent and what it shows. */
const validateProfile = (context: Pick<ProfileContext, 'fullName'>): ProfileValidation | null =>
  context.fullName.trim() ? null : 'full_name_required';

/** A failed call as the failure every action that takes it is given. */
const failureOf = ({ event }: { event: { error: unknown } }) => ({
  failure: toProfileFailure(event.error),
});

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: {
    loadProfile: notProvided<Profile, { id: string }>('loadProfile'),
    saveProfile: notProvided<Profile, SaveProfileInput>('saveProfile'),
  },
  actions: {
    notifyProfileUpdated: () => {},
    notifyProfileUpdateFailed: (_, _params: { failure: ProfileFailure }) => {},
    /** Profile failures are also logged (the spec says so); the app decides where. */
    logFailure: (_, _params: { failure: ProfileFailure }) => {},
    resetDraft: assign(({ context }) => ({
      fullName: context.profile?.fullName ?? '',
      avatarUrl: context.profile?.avatarUrl ?? '',
      validation: null,
      failure: null,
    })),
    storeProfile: assign((_, { output }: { output: Profile }) => ({ profile: output })),
    changeField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return { [event.field]: event.value, validation: null };
    }),
    rememberAvatar: assign(({ event }) => {
      assertEvent(event, 'avatar.change');
      return { avatarUrl: event.url };
    }),
    showValidation: assign({ validation: ({ context }) => validateProfile(context) }),
    storeFailure: assign((_, { failure }: { failure: ProfileFailure }) => ({ failure })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isValid: ({ context }) => validateProfile(context) === null,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    userId: input.userId,
    email: input.email,
    profile: null,
    fullName: '',
    avatarUrl: '',
    validation: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ id: context.userId }),
        onDone: {
          target: 'loaded',
          actions: [{ type: 'storeProfile', params: outputOf }, 'resetDraft'],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeFailure', params: failureOf },
            { type: 'logFailure', params: failureOf },
          ],
        },
      },
    },
    failed: {
      on: { 'profile.retry': { target: 'loading' } },
    },
    loaded: {
      initial: 'viewing',
      states: {
        viewing: {
          on: { 'edit.start': { target: 'editing', actions: 'resetDraft' } },
        },
        editing: {
          on: {
            'field.change': { actions: 'changeField' },
            'avatar.change': { actions: 'rememberAvatar' },
            'edit.cancel': { target: 'viewing', actions: 'resetDraft' },
            'error.dismiss': { actions: 'clearFailure' },
            'form.submit': [
              { guard: 'isValid', target: 'saving', actions: 'clearFailure' },
              { actions: 'showValidation' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'saveProfile',
            src: 'saveProfile',
            input: ({ context }) => ({
              id: context.userId,
              fullName: context.fullName.trim(),
              avatarUrl: context.avatarUrl,
            }),
            onDone: {
              // The saved row is what the page shows from now on: the spec's "cached profile is refreshed".
              target: 'viewing',
              actions: [
                { type: 'storeProfile', params: outputOf },
                'resetDraft',
                'notifyProfileUpdated',
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'storeFailure', params: failureOf },
                { type: 'logFailure', params: failureOf },
                { type: 'notifyProfileUpdateFailed', params: failureOf },
              ],
            },
          },
        },
      },
    },
  },
});
