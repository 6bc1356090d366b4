import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { InspectionEvent } from 'xstate';
import type { joinRequestsMachine } from '../../../../machines/groups/join-requests.machine';
import { selectJoinRequestsView } from '../../../../machines/groups/join-requests.selectors';
import type { ToastRequest } from '../../../../machines/toast/toast.machine';
import { PageMeta } from '../../../components/meta/page-meta';
import { requestsMessages as m } from './group-page.messages';
import { RequestsView } from './requests-view';

export interface RequestsPageProps {
  logic: typeof joinRequestsMachine;
  groupId: string;
  notify: (toast: ToastRequest) => void;
  inspect?: (event: InspectionEvent) => void;
}

/** /groups/:id/requests: the owner's and moderators' queue of requests to join. */
export function RequestsPage({ logic, groupId, notify, inspect }: RequestsPageProps) {
  const t = useIntl().formatMessage;
  const actor = useActorRef(
    logic.provide({
      actions: {
        notifyDecided: (_, { decision }) =>
          notify({
            variant: 'default',
            title: { id: (decision === 'approve' ? m.approvedToast : m.declinedToast).id },
          }),
      },
    }),
    { input: { groupId }, inspect },
  );
  const view = useSelector(actor, selectJoinRequestsView);
  return (
    <>
      <PageMeta
        title={view.group ? `${t(m.title)} · ${view.group.name}` : t(m.title)}
        description=""
        path={`/groups/${groupId}/requests`}
        noIndex
      />
      <RequestsView
        {...view}
        groupId={groupId}
        onRetry={() => actor.send({ type: 'retry' })}
        onDecide={(requestId, decision) =>
          actor.send({ type: 'request.decide', requestId, decision })
        }
        onDismissError={() => actor.send({ type: 'error.dismiss' })}
      />
    </>
  );
}
