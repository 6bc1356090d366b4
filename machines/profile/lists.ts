/**
 * How a list on the profile page opens (my events, my groups): `loader` reads the signed-in
 * person's items and `onDone` says where the answer leads; a failure is kept (`storeFailure`)
 * and handed to the app's log (`logFailure`), both with `failureOf`'s params, until `retry` reads
 * again. The machine declares these names in its setup().
 */
export const listLoadingStates = <
  TLoader extends string,
  const TDone,
  TFailure,
  TContext extends { userId: string },
>(
  loader: TLoader,
  onDone: TDone,
  failureOf: (args: { event: { error: unknown } }) => TFailure,
) =>
  ({
    loading: {
      invoke: {
        id: loader,
        src: loader,
        input: ({ context }: { context: TContext }) => ({ userId: context.userId }),
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
      on: { retry: { target: 'loading' } },
    },
  }) as const;
