import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { InspectionEvent } from 'xstate';
import type { Viewer } from '../../../../machines/groups/group-page.types';
import type { threadMachine } from '../../../../machines/groups/thread.machine';
import { selectThreadView } from '../../../../machines/groups/thread.selectors';
import type { ToastRequest } from '../../../../machines/toast/toast.machine';
import { lazyTools } from '../../../components/lazy/lazy-tools';
import { PageMeta } from '../../../components/meta/page-meta';
import { errorMessageOf } from '../page/group-page.messages';
import { threadMessages as m } from './thread.messages';
import { ThreadView } from './thread-view';

const tools = lazyTools(() => import('./thread-tools').then((m) => m.threadTools));

/** The member tools' chunk (thread-tools.tsx), for tests and stories to load before rendering. */
export const loadThreadTools = tools.preload;

export interface ThreadPageProps {
  logic: typeof threadMachine;
  groupId: string;
  threadId: string;
  viewer: Viewer;
  notify: (toast: ToastRequest) => void;
  inspect?: (event: InspectionEvent) => void;
}

/** /groups/:id/threads/:threadId: a discussion and its comments. */
export function ThreadPage({ logic, groupId, threadId, viewer, notify, inspect }: ThreadPageProps) {
  const t = useIntl().formatMessage;
  const [, navigate] = useLocation();
  const actor = useActorRef(
    logic.provide({
      actions: {
        goToGroup: () => navigate(`/groups/${groupId}`, { replace: true }),
        notifyFailed: (_, { failure }) =>
          notify({
            variant: 'destructive',
            title: { id: m.failed.id },
            description: { id: errorMessageOf(failure.code).id! },
          }),
      },
    }),
    { input: { groupId, threadId, viewer }, inspect },
  );
  const view = useSelector(actor, selectThreadView);
  const memberTools = tools.useTools(viewer.status === 'member');
  return (
    <>
      <PageMeta
        title={
          view.thread?.title ??
          t(
            view.status === 'loading'
              ? m.loading
              : view.status === 'failed'
                ? m.errorTitle
                : m.notFound,
          )
        }
        description={view.thread?.body.slice(0, 160) ?? ''}
        path={`/groups/${groupId}/threads/${threadId}`}
        noIndex={view.status !== 'ready' || view.group?.privacy === 'private'}
      />
      <ThreadView
        {...view}
        tools={memberTools}
        groupId={groupId}
        onRetry={() => actor.send({ type: 'retry' })}
        onMore={() => actor.send({ type: 'comments.more' })}
        onDraftChange={(value) => actor.send({ type: 'draft.change', value })}
        onReply={(commentId) => actor.send({ type: 'reply.start', commentId })}
        onClearReply={() => actor.send({ type: 'reply.clear' })}
        onSubmit={() => actor.send({ type: 'comment.submit' })}
        onEdit={(commentId) => actor.send({ type: 'comment.edit', commentId })}
        onEditChange={(value) => actor.send({ type: 'edit.change', value })}
        onEditSave={() => actor.send({ type: 'edit.save' })}
        onEditCancel={() => actor.send({ type: 'edit.cancel' })}
        onDeleteComment={(commentId) => actor.send({ type: 'comment.delete', commentId })}
        onDeleteThread={() => actor.send({ type: 'thread.delete' })}
        onConfirmRemoval={() => actor.send({ type: 'removal.confirm' })}
        onDismissRemoval={() => actor.send({ type: 'removal.dismiss' })}
        onPin={() => actor.send({ type: 'thread.pin' })}
        onDismissError={() => actor.send({ type: 'error.dismiss' })}
      />
    </>
  );
}
