import { fromPromise } from 'xstate';

/**
 * Machines declare their side effects by name; the app, tests and stories provide the real ones.
 * A placeholder that is never replaced fails loudly instead of silently doing nothing.
 */
export function notProvided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
}
