import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { InspectionEvent } from 'xstate';
import type { conversationsMachine } from '../../../machines/messages/conversations.machine';
import { selectConversationsView } from '../../../machines/messages/conversations.selectors';
import { PageMeta } from '../../components/meta/page-meta';
import { conversationsMessages as m } from './conversations.messages';
import { ConversationsView } from './conversations-view';
import { useRefresh } from './use-refresh';

export interface ConversationsPageProps {
  logic: typeof conversationsMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** /messages: runs the list's machine and reads the first page again when something may be new. */
export function ConversationsPage({ logic, inspect }: ConversationsPageProps) {
  const t = useIntl().formatMessage;
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectConversationsView);
  useRefresh(useCallback(() => actor.send({ type: 'refresh' }), [actor]));
  return (
    <>
      <PageMeta title={t(m.title)} description={t(m.description)} path="/messages" noIndex />
      <ConversationsView
        {...view}
        onRetry={() => actor.send({ type: 'retry' })}
        onLoadMore={() => actor.send({ type: 'more.load' })}
      />
    </>
  );
}
