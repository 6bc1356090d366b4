/**
 * The first of `states` the snapshot is in, else `otherwise`: a view's status where the states it
 * tells apart are top-level states of the same names (the `loaded` of a list is what is left).
 */
export const stateStatus = <const TState extends string, const TOtherwise extends string>(
  snapshot: { matches(state: NoInfer<TState>): boolean },
  states: readonly TState[],
  otherwise: TOtherwise,
): TState | TOtherwise => states.find((state) => snapshot.matches(state)) ?? otherwise;
