import { errorOf, outputOf } from './params';

/**
 * How a page that shows one row by its id opens (an event, a group, a discussion, a group's
 * requests): an id that no row can have is not found without asking; else `loader` reads it and
 * `store` keeps the answer on the way to `then`; a refusal saying there is no such row is not
 * found, any other failure is kept (`storeError`) until `retry` reads again. The machine declares
 * what these states name in its setup(): the `loader` actor, the guards isMalformedId and
 * isNotFound (params: the error), the two actions, and its own `then` state.
 */
export const readingStates = <
  TLoader extends string,
  TStore extends string,
  TStoreError extends string,
  TThen extends string,
  TContext,
  TInput,
>({
  loader,
  input,
  store,
  storeError,
  then,
}: {
  loader: TLoader;
  input: (args: { context: TContext }) => TInput;
  store: TStore;
  storeError: TStoreError;
  then: TThen;
}) =>
  ({
    starting: {
      always: [{ guard: 'isMalformedId', target: 'notFound' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: loader,
        src: loader,
        input,
        onDone: { target: then, actions: { type: store, params: outputOf } },
        onError: [
          { guard: { type: 'isNotFound', params: errorOf }, target: 'notFound' },
          { target: 'failed', actions: { type: storeError, params: errorOf } },
        ],
      },
    },
    notFound: {},
    failed: { on: { retry: { target: 'loading' } } },
  }) as const;

/**
 * How a part that reads its list when it starts opens (devices, second factors, notification
 * settings): `loader` reads and `store` keeps the answer on the way to `then`; a failure is kept
 * (`storeError`) until `retry` clears it (`clearError`) and reads again. The machine declares the
 * actor, the actions and its own `then` state in its setup().
 */
export const loadingStates = <
  TLoader extends string,
  TStore extends string,
  TStoreError extends string,
  TClearError extends string,
  TThen extends string,
>({
  loader,
  store,
  storeError,
  clearError,
  then,
}: {
  loader: TLoader;
  store: TStore;
  storeError: TStoreError;
  clearError: TClearError;
  then: TThen;
}) =>
  ({
    loading: {
      invoke: {
        id: loader,
        src: loader,
        onDone: { target: then, actions: { type: store, params: outputOf } },
        onError: { target: 'failed', actions: { type: storeError, params: errorOf } },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: clearError } } },
  }) as const;
