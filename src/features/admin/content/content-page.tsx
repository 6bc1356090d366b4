import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { adminContentMachine } from '../../../../machines/admin/content.machine';
import { selectAdminContentView } from '../../../../machines/admin/content.selectors';
import { ContentView } from './content-view';

export interface ContentPageProps {
  logic: typeof adminContentMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** /admin/content: runs its machine and sends it what the admin does. */
export function ContentPage({ logic, inspect }: ContentPageProps) {
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectAdminContentView);
  return (
    <ContentView
      {...view}
      onSection={(section) => actor.send({ type: 'section.set', section })}
      onQuery={(value) => actor.send({ type: 'query.change', value })}
      onSearch={() => actor.send({ type: 'search.submit' })}
      onStatus={(status) => actor.send({ type: 'filter.status', status })}
      onFeaturedFilter={(featured) => actor.send({ type: 'filter.featured', featured })}
      onRetry={() => actor.send({ type: 'retry' })}
      onNext={() => actor.send({ type: 'page.next' })}
      onPrevious={() => actor.send({ type: 'page.previous' })}
      onFeature={(eventId) => actor.send({ type: 'feature.toggle', eventId })}
      onUnpublish={(eventId) => actor.send({ type: 'unpublish.start', eventId })}
      onClose={(groupId) => actor.send({ type: 'close.start', groupId })}
      onReason={(value) => actor.send({ type: 'reason.change', value })}
      onConfirm={() => actor.send({ type: 'action.confirm' })}
      onCancel={() => actor.send({ type: 'action.cancel' })}
    />
  );
}
