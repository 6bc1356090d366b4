import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { notificationPreferencesMachine } from '../../../machines/notifications/preferences.machine';
import { selectPreferencesView } from '../../../machines/notifications/preferences.selectors';
import { PreferencesView } from './preferences-view';

export interface PreferencesSectionProps {
  logic: typeof notificationPreferencesMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** The notifications section of /settings: runs its machine and sends it each choice. */
export function NotificationPreferencesSection({ logic, inspect }: PreferencesSectionProps) {
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectPreferencesView);
  return (
    <PreferencesView
      {...view}
      onRetry={() => actor.send({ type: 'retry' })}
      onChange={(preference) => actor.send({ type: 'preference.set', preference })}
      onDismissError={() => actor.send({ type: 'error.dismiss' })}
    />
  );
}
