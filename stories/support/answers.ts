import { fromPromise } from 'xstate';

/**
 * An actor that answers each request with the next of `results`, the last one for every request
 * after: 'pending' never settles (a screen held loading), 'error' fails as the network would.
 * A catalogue's pages, one after the other.
 */
export const answers = <TOutput, TInput>(...results: (TOutput | 'pending' | 'error')[]) => {
  let call = 0;
  return fromPromise<TOutput, TInput>(async () => {
    const r = results[Math.min(call++, results.length - 1)]!;
    if (r === 'pending') return new Promise<TOutput>(() => {});
    if (r === 'error') throw { code: 'network', message: 'fetch failed' };
    return r;
  });
};
