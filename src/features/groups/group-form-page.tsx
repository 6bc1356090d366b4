import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { InspectionEvent } from 'xstate';
import type { groupFormMachine } from '../../../machines/groups/group-form.machine';
import { selectGroupFormView } from '../../../machines/groups/group-form.selectors';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { PageMeta } from '../../components/meta/page-meta';
import { toastOf } from '../../components/toast/toast-request';
import { groupFormMessages as m } from './group-form.messages';
import { GroupFormView } from './group-form-view';
import type { CoverSlot } from '../../components/upload/cover-picker';

export interface GroupFormPageProps {
  logic: typeof groupFormMachine;
  /** null: a new group. */
  groupId: string | null;
  userId: string;
  /** Admins edit any group; others the groups they own or moderate. */
  isAdmin: boolean;
  notify: (toast: ToastRequest) => void;
  /** Renders the cover picker for the current value; the app passes the upload feature's. */
  renderCover: (slot: CoverSlot) => ReactNode;
  /** XState inspection of the actor (the app's `?inspect`, Storybook's machine panel). */
  inspect?: (event: InspectionEvent) => void;
}

export function GroupFormPage({
  logic,
  groupId,
  userId,
  isAdmin,
  notify,
  renderCover,
  inspect,
}: GroupFormPageProps) {
  const t = useIntl().formatMessage;
  const [, navigate] = useLocation();
  const [start] = useState(() => ({
    machine: logic.provide({
      actions: {
        notifySaved: (_, { isNew }) => notify(toastOf(isNew ? m.created : m.saved)),
        goToGroup: (_, { groupId: id }) => navigate(`/groups/${id}`),
      },
    }),
    options: { input: { groupId, userId, isAdmin }, inspect },
  }));
  const actor = useActorRef(start.machine, start.options);
  const view = useSelector(actor, selectGroupFormView);
  const title = t(
    view.status === 'notFound' ? m.notFoundTitle : view.isNew ? m.createTitle : m.editTitle,
  );
  return (
    <>
      <PageMeta title={title} description={title} noIndex />
      <GroupFormView
        {...view}
        cover={renderCover({
          value: view.values.coverUrl,
          label: t(m.cover),
          onChange: (url) => actor.send({ type: 'field.change', field: 'coverUrl', value: url }),
        })}
        onChange={(field, value) => actor.send({ type: 'field.change', field, value })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
        onDismissError={() => actor.send({ type: 'error.dismiss' })}
        onRetry={() => actor.send({ type: 'retry' })}
      />
    </>
  );
}
