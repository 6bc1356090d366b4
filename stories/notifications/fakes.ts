/** What the notifications stories' fake services answer: a value, never, or a network refusal. */
export type Answer<T> = T | 'pending' | 'error';

export const settle = <T>(answer: Answer<T>): Promise<T> => {
  if (answer === 'pending') return new Promise<T>(() => {});
  if (answer === 'error') return Promise.reject({ code: 'network', message: 'fetch failed' });
  return Promise.resolve(answer);
};
