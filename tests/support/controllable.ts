import { fromPromise } from 'xstate';

/**
 * A promise actor whose settlement the test decides: model paths send `xstate.done.actor.*` and
 * `xstate.error.actor.*` events, and the executor for those resolves or rejects the pending call.
 */
export function controllable<TOutput, TInput = void>() {
  const calls: {
    input: TInput;
    resolve: (v: TOutput) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
  const pending = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('No pending call to settle');
    return call;
  };
  return {
    logic,
    calls,
    get lastInput() {
      return pending().input;
    },
    async resolve(value: TOutput) {
      pending().resolve(value);
      await flush();
    },
    async reject(error: unknown = new Error('fake failure')) {
      pending().reject(error);
      await flush();
    },
  };
}

/** Let promise callbacks and the actor's resulting transitions run. */
export async function flush() {
  for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
}
