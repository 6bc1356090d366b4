/**
 * Params for named actions and guards that read an invoked actor's answer. Its done and error
 * events are not in a machine's own event union, so a named implementation cannot read them
 * typed; the transition, where the event is typed, hands over what it needs instead.
 */
export const outputOf = <TOutput>({ event }: { event: { output: TOutput } }) => ({
  output: event.output,
});

export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
