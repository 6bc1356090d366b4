import { createActorContext } from '@xstate/react';
import { themeMachine } from '../../../machines/theme/theme.machine';

/** App-lifetime theme actor; the provider in providers.tsx supplies the wired machine. */
export const ThemeContext = createActorContext(themeMachine);
