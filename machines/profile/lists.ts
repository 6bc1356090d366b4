/** The loader's input when it takes the signed-in person's id as `userId`. */
export const byUserId = ({ context }: { context: { userId: string } }) => ({
  userId: context.userId,
});

/**
 * How the profile page's parts open (the profile, my events, my groups): `loader` reads the
 * signed-in person's data and `onDone` says where the answer leads; a failure is kept
 * (`storeFailure`) and handed to the app's log (`logFailure`), both with `failureOf`'s params,
 * until `retry` (by default the event `retry`) reads again. The machine declares these names in
 * its setup().
 */
export const listLoadingStates = <
  TLoader extends string,
  const TDone,
  TFailure,
  TContext,
  TInput,
  const TRetry extends string = 'retry',
>({
  loader,
  input,
  onDone,
  failureOf,
  retry = 'retry' as TRetry,
}: {
  loader: TLoader;
  input: (args: { context: TContext }) => TInput;
  onDone: TDone;
  failureOf: (args: { event: { error: unknown } }) => TFailure;
  retry?: TRetry;
}) =>
  ({
    loading: {
      invoke: {
        id: loader,
        src: loader,
        input,
        onDone,
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
      on: { [retry]: { target: 'loading' } } as Record<TRetry, { target: 'loading' }>,
    },
  }) as const;
