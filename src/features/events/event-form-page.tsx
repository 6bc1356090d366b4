import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { InspectionEvent } from 'xstate';
import type { eventFormMachine } from '../../../machines/events/event-form.machine';
import { selectEventFormView } from '../../../machines/events/event-form.selectors';
import type { EventFormValues } from '../../../machines/events/events.types';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { PageMeta } from '../../components/meta/page-meta';
import { toastOf } from '../../components/toast/toast-request';
import { formMessages as m, pageMessages } from './events.messages';
import { EventFormView } from './event-form-view';
import type { CoverSlot } from '../../components/upload/cover-picker';

/** Where unsaved values wait between visits: one slot for a new event, one per edited event. */
export const draftKey = (eventId: string | null) => `vstrechi:event-draft:${eventId ?? 'new'}`;

export function readDraft(eventId: string | null): EventFormValues | null {
  try {
    const raw = localStorage.getItem(draftKey(eventId));
    return raw ? (JSON.parse(raw) as EventFormValues) : null;
  } catch {
    // Private mode or a hand-edited value: start from scratch rather than fail.
    return null;
  }
}

export interface EventFormPageProps {
  logic: typeof eventFormMachine;
  eventId: string | null;
  userId: string;
  /** Admins edit and cancel any event (README); others only their own. */
  isAdmin: boolean;
  notify: (toast: ToastRequest) => void;
  /** Renders the cover picker for the current value; the app passes the upload feature's. */
  renderCover: (slot: CoverSlot) => ReactNode;
  now?: number;
  /** XState inspection of the actor (the app's `?inspect`, Storybook's machine panel). */
  inspect?: (event: InspectionEvent) => void;
}

export function EventFormPage({
  logic,
  eventId,
  userId,
  isAdmin,
  notify,
  renderCover,
  now,
  inspect,
}: EventFormPageProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [input] = useState(() => ({
    eventId,
    userId,
    isAdmin,
    now: now ?? Date.now(),
    draft: readDraft(eventId),
  }));
  const actor = useActorRef(
    logic.provide({
      actions: {
        persistDraft: (_, { values }) => {
          try {
            localStorage.setItem(draftKey(eventId), JSON.stringify(values));
          } catch {
            // Storage full or refused: the form still works, only a reload would lose the text.
          }
        },
        clearDraft: () => localStorage.removeItem(draftKey(eventId)),
        notifySaved: (_, { intent, isNew }) =>
          notify(toastOf(intent === 'draft' ? m.draftSaved : isNew ? m.published : m.saved)),
        notifyCancelled: () => notify(toastOf(m.eventCancelled)),
        notifyDeleted: () => notify(toastOf(m.draftDeleted)),
        goToEvent: (_, { eventId: id }) => navigate(`/events/${id}`),
        // The deleted event's page is gone: its organizer goes to their own events.
        leaveDeleted: (_, { moderating }) =>
          navigate(moderating ? '/events' : '/profile', { replace: true }),
      },
    }),
    { input, inspect },
  );
  const view = useSelector(actor, selectEventFormView);
  const title = intl.formatMessage(
    view.status === 'notFound'
      ? pageMessages.notFoundTitle
      : view.isNew
        ? m.createTitle
        : m.editTitle,
  );
  return (
    <>
      <PageMeta title={title} description={title} noIndex />
      <EventFormView
        {...view}
        cover={renderCover({
          value: view.values.coverUrl,
          label: intl.formatMessage(m.cover),
          onChange: (url) => actor.send({ type: 'field.change', field: 'coverUrl', value: url }),
        })}
        onChange={(field, value) => actor.send({ type: 'field.change', field, value })}
        onPublish={() => actor.send({ type: 'form.publish' })}
        onSaveDraft={() => actor.send({ type: 'form.saveDraft' })}
        onDiscardDraft={() => actor.send({ type: 'draft.discard' })}
        onCancelEvent={() => actor.send({ type: 'event.cancel' })}
        onConfirmCancel={() => actor.send({ type: 'cancel.confirm' })}
        onDismissCancel={() => actor.send({ type: 'cancel.dismiss' })}
        onDeleteEvent={() => actor.send({ type: 'event.delete' })}
        onConfirmDelete={() => actor.send({ type: 'delete.confirm' })}
        onDismissDelete={() => actor.send({ type: 'delete.dismiss' })}
        onDismissError={() => actor.send({ type: 'error.dismiss' })}
        onRetry={() => actor.send({ type: 'retry' })}
      />
    </>
  );
}
