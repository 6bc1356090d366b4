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

/** What `settlers` needs of a fake: a pending call it resolves or rejects. */
interface Settleable {
  resolve(value: never): Promise<void>;
  reject(error: unknown): Promise<void>;
}

/**
 * The executors for a model's answers to the actors a machine invokes, by invoke id:
 * `xstate.done.actor.<id>` resolves that fake's pending call with the event's output,
 * `xstate.error.actor.<id>` rejects it with the event's error. `settle` wraps each, e.g. a page
 * test's `act`, so the page re-renders inside it.
 */
export function settlers(
  fakes: Record<string, Settleable>,
  settle: (fn: () => Promise<void>) => Promise<void> | void = (fn) => fn(),
) {
  const executors: Record<string, (e: any) => Promise<void> | void> = {};
  for (const [id, fake] of Object.entries(fakes)) {
    executors[`xstate.done.actor.${id}`] = (e: { output: never }) =>
      settle(() => fake.resolve(e.output));
    executors[`xstate.error.actor.${id}`] = (e: { error: unknown }) =>
      settle(() => fake.reject(e.error));
  }
  return executors;
}

/** The fakes' actor logic under the same names, for `machine.provide({ actors })`. */
export const logicOf = <T extends Record<string, { logic: unknown }>>(fakes: T) =>
  Object.fromEntries(Object.entries(fakes).map(([id, fake]) => [id, fake.logic])) as {
    [K in keyof T]: T[K]['logic'];
  };

/** The executors for a model's events that the test sends to `actor` as they come. */
export function sentTo(actor: { send(event: never): void }, ...types: string[]) {
  const executors: Record<string, (e: any) => void> = {};
  for (const type of types) executors[type] = (e) => actor.send(e as never);
  return executors;
}
