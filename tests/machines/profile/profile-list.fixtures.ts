/**
 * What the models of the profile page's lists (my events, my groups) share: each list has one
 * loader, answered with each kind of data the list shows differently, or refused by the network,
 * and a retry after that.
 */
export const LIST_FAILURE = { code: 'network', message: 'Failed to fetch' };

/** The loader's answers (`outputs`, then the failure) and the retry, as model events. */
export const loadAnswers = (actor: string, outputs: unknown[]) =>
  [
    ...outputs.map((output) => ({ type: `xstate.done.actor.${actor}`, output })),
    { type: `xstate.error.actor.${actor}`, error: LIST_FAILURE },
    { type: 'retry' },
  ] as never[];
