import { assign, setup } from 'xstate';
import { isEventId as isUuid } from '../events/event-limits';
import { notProvided } from '../shared/placeholders';
import { readingStates } from '../shared/reading';
import { type ProfileFailure, toProfileFailure } from './profile.machine';
import type {
  PublicProfileContext,
  PublicProfileEvent,
  PublicProfileInput,
  PublicProfilePage,
  PublicProfileQuery,
} from './public-profile.types';

const reading = readingStates({
  loader: 'loadPublicProfile',
  input: ({ context }: { context: PublicProfileContext }) => ({
    userId: context.userId,
    viewerId: context.viewerId,
  }),
  store: 'storePage',
  storeError: 'storeFailure',
  then: 'loaded',
});

/**
 * /users/:id: a person's public page. An id that cannot be anyone's is not found without asking;
 * an id nobody has is not found once the database says so; any other failure can be retried.
 */
export const publicProfileMachine = setup({
  types: {
    context: {} as PublicProfileContext,
    events: {} as PublicProfileEvent,
    input: {} as PublicProfileInput,
  },
  actors: {
    loadPublicProfile: notProvided<PublicProfilePage, PublicProfileQuery>('loadPublicProfile'),
  },
  actions: {
    storePage: assign((_, { output }: { output: PublicProfilePage }) => ({
      page: output,
      failure: null,
    })),
    storeFailure: assign((_, { error }: { error: unknown }) => ({
      failure: toProfileFailure(error),
    })),
    /** The app decides where failures are logged. */
    logFailure: (_, _params: { failure: ProfileFailure }) => {},
  },
  guards: {
    isMalformedId: ({ context }) => !isUuid(context.userId),
    isNotFound: (_, { error }: { error: unknown }) => toProfileFailure(error).code === 'not_found',
  },
}).createMachine({
  id: 'publicProfile',
  context: ({ input }) => ({ ...input, page: null, failure: null }),
  initial: 'starting',
  states: {
    ...reading,
    // Logged each time a read fails, retries included.
    failed: {
      ...reading.failed,
      entry: { type: 'logFailure', params: ({ context }) => ({ failure: context.failure! }) },
    },
    loaded: {},
  },
});
