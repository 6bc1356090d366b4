import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { InspectionEvent } from 'xstate';
import { signInPathFor } from '../../../../machines/auth/return-path';
import type { groupPageMachine } from '../../../../machines/groups/group-page.machine';
import { selectGroupPageView } from '../../../../machines/groups/group-page.selectors';
import type { Standing, Viewer } from '../../../../machines/groups/group-page.types';
import type { membershipMachine } from '../../../../machines/groups/membership.machine';
import type { ToastRequest } from '../../../../machines/toast/toast.machine';
import { lazyTools } from '../../../components/lazy/lazy-tools';
import { PageMeta } from '../../../components/meta/page-meta';
import {
  errorMessageOf,
  groupPageMessages as m,
  memberActionMessages,
} from './group-page.messages';
import { GroupView } from './group-view';
import { Membership } from './membership';

export interface GroupPageProps {
  logic: typeof groupPageMachine;
  membershipLogic: typeof membershipMachine;
  groupId: string;
  viewer: Viewer;
  notify: (toast: ToastRequest) => void;
  /** What an unknown group shows: the app's not-found page. */
  notFound: ReactNode;
  /** XState inspection of the actors (the app's `?inspect`, Storybook's machine panel). */
  inspect?: (event: InspectionEvent) => void;
}

const tools = lazyTools(() => import('./group-tools').then((m) => m.groupTools));

/** The member tools' chunk (group-tools.tsx), for tests and stories to load before rendering. */
export const loadGroupTools = tools.preload;

/** A standing's key: the join button starts afresh whenever the standing moves. */
const standingKey = (s: Standing) =>
  `${s.role ?? ''}:${s.request?.status ?? ''}:${s.banned ? 'banned' : ''}`;

export function GroupPage(props: GroupPageProps) {
  const { logic, groupId, viewer, notify, inspect } = props;
  const intl = useIntl();
  const [, navigate] = useLocation();
  const path = `/groups/${groupId}`;
  const actor = useActorRef(
    logic.provide({
      actions: {
        openThread: (_, { thread }) => navigate(`${path}/threads/${thread.id}`),
        notifyChanged: (_, { change }) =>
          notify({
            variant: 'default',
            title: { id: memberActionMessages[`${change.action}Done`].id },
          }),
        notifyFailed: (_, { failure }) =>
          notify({
            variant: 'destructive',
            title: { id: m.changeFailed.id },
            description: { id: errorMessageOf(failure.code).id! },
          }),
      },
    }),
    { input: { groupId, viewer }, inspect },
  );
  const view = useSelector(actor, selectGroupPageView);
  const group = view.head?.group;
  const viewerId = viewer.status === 'member' ? viewer.userId : null;
  const memberTools = tools.useTools(viewerId !== null);
  return (
    <>
      {view.status !== 'notFound' && (
        <PageMeta
          title={
            group?.name ?? intl.formatMessage(view.status === 'failed' ? m.errorTitle : m.loading)
          }
          description={group?.description.slice(0, 160) ?? ''}
          path={path}
          image={group?.coverUrl ?? undefined}
          // A private group's page says little to a search engine: only its card.
          noIndex={group?.privacy === 'private'}
        />
      )}
      <GroupView
        {...view}
        tools={memberTools}
        viewerId={viewerId}
        notFound={props.notFound}
        membership={
          view.head && (
            <Membership
              key={standingKey(view.head.standing)}
              logic={props.membershipLogic}
              groupId={groupId}
              privacy={view.head.group.privacy}
              standing={view.head.standing}
              signedIn={viewer.status === 'member'}
              notify={notify}
              onChange={(standing) => actor.send({ type: 'standing.change', standing })}
              goToSignIn={() => navigate(signInPathFor(path))}
              RequestForm={memberTools?.RequestForm ?? null}
              inspect={inspect}
            />
          )
        }
        onRetry={() => actor.send({ type: 'retry' })}
        onContentRetry={() => actor.send({ type: 'content.retry' })}
        onMoreThreads={() => actor.send({ type: 'threads.more' })}
        onMemberAction={(userId, action) =>
          actor.send({ type: 'member.act', change: { userId, action } })
        }
        onConfirm={() => actor.send({ type: 'change.confirm' })}
        onDismissChange={() => actor.send({ type: 'change.dismiss' })}
        onDismissError={() => actor.send({ type: 'error.dismiss' })}
        onNewThread={() => actor.send({ type: 'thread.new' })}
        onDraftChange={(field, value) => actor.send({ type: 'draft.change', field, value })}
        onSubmitThread={() => actor.send({ type: 'thread.submit' })}
        onCloseThread={() => actor.send({ type: 'thread.close' })}
      />
    </>
  );
}
