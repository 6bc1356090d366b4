import { errorOf, outputOf } from './params';

/**
 * How a create-or-edit form opens (an event, a group): a new one goes straight to editing; an id
 * that no row can have is not found without asking; else `loader` reads it, and only someone who
 * may edit it gets the form. The machine declares what these states name: its `loader` actor,
 * the guards isNew, isMalformedId, mayEdit (params: the loaded row) and isNotFound (params: the
 * error), the actions fillForm, storeFailure and clearFailure, and its own `editing` state.
 */
export const openingStates = <TLoader extends string, TContext, TInput>(
  loader: TLoader,
  input: (args: { context: TContext }) => TInput,
) =>
  ({
    starting: {
      always: [
        { guard: 'isNew', target: 'editing' },
        { guard: 'isMalformedId', target: 'notFound' },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: loader,
        src: loader,
        input,
        onDone: [
          {
            guard: { type: 'mayEdit', params: outputOf },
            target: 'editing',
            actions: { type: 'fillForm', params: outputOf },
          },
          { target: 'forbidden' },
        ],
        onError: [
          { guard: { type: 'isNotFound', params: errorOf }, target: 'notFound' },
          { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    failed: { on: { retry: { target: 'loading', actions: 'clearFailure' } } },
    notFound: {},
    forbidden: {},
  }) as const;
