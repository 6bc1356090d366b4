import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { InspectionEvent } from 'xstate';
import type { directMachine } from '../../../machines/messages/direct.machine';
import { selectDirectView } from '../../../machines/messages/direct.selectors';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { PageMeta } from '../../components/meta/page-meta';
import { directMessages as m } from './conversations.messages';
import { DirectView } from './direct-view';

export interface DirectPageProps {
  logic: typeof directMachine;
  peerId: string;
  viewerId: string;
  /** The chat of a conversation by its id, without its composer when read only; the app draws it. */
  chat: (conversationId: string, readOnly: boolean) => ReactNode;
  notify: (toast: ToastRequest) => void;
  inspect?: (event: InspectionEvent) => void;
}

/** /messages/:userId: opens (or starts) the direct conversation and shows its chat. */
export function DirectPage({ logic, peerId, viewerId, chat, notify, inspect }: DirectPageProps) {
  const t = useIntl().formatMessage;
  const actor = useActorRef(
    logic.provide({
      actions: {
        notifyBlocked: (_, blocked) =>
          notify({
            variant: 'default',
            title: { id: (blocked ? m.blockedToast : m.unblockedToast).id },
          }),
      },
    }),
    { input: { peerId, viewerId }, inspect },
  );
  const view = useSelector(actor, selectDirectView);
  const name = view.peer?.fullName;
  const send = (
    type: 'retry' | 'block.ask' | 'block.cancel' | 'block.confirm' | 'unblock' | 'error.dismiss',
  ) => actor.send({ type });
  return (
    <>
      <PageMeta
        title={name ? t(m.titleWith, { name }) : t(m.title)}
        description=""
        path={`/messages/${peerId}`}
        noIndex
      />
      <DirectView
        {...view}
        chat={view.conversationId ? chat(view.conversationId, view.peerDeleted) : null}
        onRetry={() => send('retry')}
        onBlockAsk={() => send('block.ask')}
        onBlockCancel={() => send('block.cancel')}
        onBlockConfirm={() => send('block.confirm')}
        onUnblock={() => send('unblock')}
        onDismissError={() => send('error.dismiss')}
      />
    </>
  );
}
