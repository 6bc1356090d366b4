import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../../machines/auth/session.machine';

/** App-lifetime session actor; providers.tsx supplies the machine wired to the auth service. */
export const SessionContext = createActorContext(sessionMachine);
