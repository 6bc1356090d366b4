import { assign, setup } from 'xstate';
import { isEventId as isUuid } from '../events/event-limits';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { toProfileFailure } from './profile.machine';
import type {
  PublicProfileContext,
  PublicProfileEvent,
  PublicProfileInput,
  PublicProfilePage,
  PublicProfileQuery,
} from './public-profile.types';

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
    logFailure: (_, _params: { error: unknown }) => {},
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
    starting: {
      always: [{ guard: 'isMalformedId', target: 'notFound' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadPublicProfile',
        src: 'loadPublicProfile',
        input: ({ context }) => ({ userId: context.userId, viewerId: context.viewerId }),
        onDone: { target: 'loaded', actions: { type: 'storePage', params: outputOf } },
        onError: [
          { guard: { type: 'isNotFound', params: errorOf }, target: 'notFound' },
          {
            target: 'failed',
            actions: [
              { type: 'storeFailure', params: errorOf },
              { type: 'logFailure', params: errorOf },
            ],
          },
        ],
      },
    },
    notFound: {},
    failed: { on: { retry: { target: 'loading' } } },
    loaded: {},
  },
});
