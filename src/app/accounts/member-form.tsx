import { Fragment, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import type { imageUploadMachine } from '../../../machines/upload/image-upload.machine';
import { type CoverSlot, coverPicker } from '../../components/upload/cover-picker';
import { useInspect } from '../contexts/inspect';
import { useNotify } from '../events/viewer';
import { MembersOnly } from './guards';

/** What a members' create-or-edit form gets from the app: who opens it, toasts, its cover picker. */
export interface MemberFormProps {
  userId: string;
  isAdmin: boolean;
  notify: (toast: ToastRequest) => void;
  inspect?: (event: InspectionEvent) => void;
  renderCover: (slot: CoverSlot) => ReactNode;
}

/**
 * A form that creates (`id` null) or edits one thing, for members only. Whether this member may
 * edit it the form decides.
 */
export function MemberForm({
  id,
  coverLogic,
  children,
}: {
  id: string | null;
  coverLogic: typeof imageUploadMachine;
  children: (form: MemberFormProps) => ReactNode;
}) {
  const notify = useNotify();
  const inspect = useInspect();
  return (
    <MembersOnly>
      {(user) => {
        const isAdmin = user.role === 'admin';
        // Another thing or another member (a sign-in as someone else) starts the form afresh
        return (
          <Fragment key={`${id ?? 'new'}:${user.id}:${isAdmin}`}>
            {children({
              userId: user.id,
              isAdmin,
              notify,
              inspect,
              renderCover: coverPicker(coverLogic, notify, inspect),
            })}
          </Fragment>
        );
      }}
    </MembersOnly>
  );
}
