import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { InspectionEvent } from 'xstate';
import type { profileMachine } from '../../../machines/profile/profile.machine';
import { selectProfileView } from '../../../machines/profile/profile.selectors';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import type { imageUploadMachine } from '../../../machines/upload/image-upload.machine';
import { PageMeta } from '../../components/meta/page-meta';
import { toastOf } from '../../components/toast/toast-request';
import { ImageUpload } from '../../components/upload/image-upload';
import { profileFailureMessage } from './profile-failure';
import { profileMessages as m } from './profile.messages';
import { ProfileView } from './profile-view';

export interface ProfilePageProps {
  logic: typeof profileMachine;
  /** Uploads to the signed-in user's folder in the avatars bucket. */
  avatarLogic: typeof imageUploadMachine;
  user: { id: string; email: string };
  notify: (toast: ToastRequest) => void;
  /** XState inspection of the actor (the app's `?inspect`, Storybook's machine panel). */
  inspect?: (event: InspectionEvent) => void;
  /** What else the profile shows below the card: the person's events and groups. */
  children?: ReactNode;
}

export const profileUpdatedToast = toastOf(m.toastUpdatedTitle, m.toastUpdatedText);

export function ProfilePage({
  logic,
  avatarLogic,
  user,
  notify,
  inspect,
  children,
}: ProfilePageProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const actor = useActorRef(
    logic.provide({
      actions: {
        notifyProfileUpdated: () => notify(profileUpdatedToast),
        notifyProfileUpdateFailed: (_, { failure }) =>
          notify(
            toastOf(m.saveFailedTitle, profileFailureMessage(failure), { variant: 'destructive' }),
          ),
        logFailure: (_, { failure }) => console.error('Profile:', failure.code, failure.message),
      },
    }),
    { input: { userId: user.id, email: user.email }, inspect },
  );
  const view = useSelector(actor, selectProfileView);
  return (
    <>
      <PageMeta title={t(m.title)} description={t(m.metaDescription)} type="profile" noIndex />
      <ProfileView
        {...view}
        avatar={
          <ImageUpload
            logic={avatarLogic}
            label={t(m.avatar)}
            aspect="1:1"
            round
            value={view.draft.avatarUrl}
            onChange={(url) => actor.send({ type: 'avatar.change', url })}
            notify={notify}
            inspect={inspect}
          />
        }
        onEdit={() => actor.send({ type: 'edit.start' })}
        onCancel={() => actor.send({ type: 'edit.cancel' })}
        onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
        onInterestToggle={(id) => actor.send({ type: 'interest.toggle', id })}
        onHideAttendedChange={(hidden) => actor.send({ type: 'attended.hide', hidden })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
        onRetry={() => actor.send({ type: 'profile.retry' })}
        onDismissError={() => actor.send({ type: 'error.dismiss' })}
      >
        {children}
      </ProfileView>
    </>
  );
}

export default ProfilePage;
