import { assertEvent, assign, setup } from 'xstate';
import { CATEGORY_IDS, type CategoryId } from '../events/events.types';
import { outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { listLoadingStates } from './lists';

/** A row of `profiles` as the app sees it. */
export interface Profile {
  id: string;
  fullName: string;
  avatarUrl: string;
  /** What the person says of themselves, on their public page (≤ PROFILE_LIMITS.bio). */
  bio: string;
  city: string;
  /** Event categories, in the categories' order. */
  interests: CategoryId[];
  /** Their public page does not list the events they attended. */
  hideAttended: boolean;
}

/** The database's limits (supabase/migrations/20261128004000_public_profiles.sql). */
export const PROFILE_LIMITS = { fullName: 120, bio: 500, city: 100 } as const;

/** What the database refuses, by the field it names; the form keeps what was typed. */
export const PROFILE_REFUSALS = {
  full_name_too_long: 'fullName',
  bio_too_long: 'bio',
  city_too_long: 'city',
  interests_invalid: 'interests',
} as const;

export type ProfileRefusal = keyof typeof PROFILE_REFUSALS;

export type ProfileErrorCode = 'not_found' | 'forbidden' | 'network' | 'unknown' | ProfileRefusal;

export interface ProfileFailure {
  code: ProfileErrorCode;
  /** The service's own message, shown when no translation exists for the code. */
  message: string;
}

export type ProfileValidation = 'full_name_required';

export interface ProfileContext extends Omit<Profile, 'id'> {
  userId: string;
  email: string;
  profile: Profile | null;
  validation: ProfileValidation | null;
  failure: ProfileFailure | null;
}

export interface ProfileInput {
  userId: string;
  email: string;
}

export type SaveProfileInput = Profile;

/** The fields a person types into. */
export type ProfileTextField = 'fullName' | 'bio' | 'city';

export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  | { type: 'field.change'; field: ProfileTextField; value: string }
  | { type: 'interest.toggle'; id: CategoryId }
  | { type: 'attended.hide'; hidden: boolean }
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
      bio: context.profile?.bio ?? '',
      city: context.profile?.city ?? '',
      interests: context.profile?.interests ?? [],
      hideAttended: context.profile?.hideAttended ?? false,
      validation: null,
      failure: null,
    })),
    storeProfile: assign((_, { output }: { output: Profile }) => ({ profile: output })),
    changeField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return { [event.field]: event.value, validation: null };
    }),
    toggleInterest: assign(({ context, event }) => {
      assertEvent(event, 'interest.toggle');
      const chosen = new Set(context.interests);
      if (chosen.has(event.id)) chosen.delete(event.id);
      else chosen.add(event.id);
      return { interests: CATEGORY_IDS.filter((id) => chosen.has(id)) };
    }),
    changeHideAttended: assign(({ event }) => {
      assertEvent(event, 'attended.hide');
      return { hideAttended: event.hidden };
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
    bio: '',
    city: '',
    interests: [],
    hideAttended: false,
    validation: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    ...listLoadingStates({
      loader: 'loadProfile',
      input: ({ context }: { context: ProfileContext }) => ({ id: context.userId }),
      onDone: {
        target: 'loaded',
        actions: [{ type: 'storeProfile', params: outputOf }, 'resetDraft'],
      },
      failureOf,
      retry: 'profile.retry',
    }),
    loaded: {
      initial: 'viewing',
      states: {
        viewing: {
          on: { 'edit.start': { target: 'editing', actions: 'resetDraft' } },
        },
        editing: {
          on: {
            'field.change': { actions: 'changeField' },
            'interest.toggle': { actions: 'toggleInterest' },
            'attended.hide': { actions: 'changeHideAttended' },
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
            // Sent as typed (trimmed): a refusal comes back with the draft kept as it was.
            input: ({ context }) => ({
              id: context.userId,
              fullName: context.fullName.trim(),
              avatarUrl: context.avatarUrl,
              bio: context.bio.trim(),
              city: context.city.trim(),
              interests: context.interests,
              hideAttended: context.hideAttended,
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
