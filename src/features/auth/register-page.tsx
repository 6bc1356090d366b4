import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { InspectionEvent } from 'xstate';
import { useLocation } from 'wouter';
import type { registrationMachine } from '../../../machines/auth/registration.machine';
import { selectRegistrationView } from '../../../machines/auth/registration.selectors';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import type { imageUploadMachine } from '../../../machines/upload/image-upload.machine';
import { PageMeta } from '../../components/meta/page-meta';
import { ImageUpload } from '../../components/upload/image-upload';
import { avatarKeptToast, registeredToast } from './auth-toasts';
import { authMessages as m } from './auth.messages';
import { RegisterView } from './register-view';

export interface RegisterPageProps {
  logic: typeof registrationMachine;
  /** The avatar picker's machine: at sign-up it keeps the image in this browser (no session yet). */
  avatarLogic: typeof imageUploadMachine;
  notify: (toast: ToastRequest) => void;
  /** XState inspection of the page's actor (Storybook's machine panel follows it live). */
  inspect?: (event: InspectionEvent) => void;
}

export function RegisterPage({ logic, avatarLogic, notify, inspect }: RegisterPageProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [, navigate] = useLocation();
  const actor = useActorRef(
    logic.provide({
      actions: {
        notifyRegistered: () => {
          notify(registeredToast);
          navigate('/auth/login');
        },
      },
    }),
    { inspect },
  );
  const view = useSelector(actor, selectRegistrationView);
  return (
    <>
      <PageMeta title={t(m.registerTitle)} description={t(m.registerMetaDescription)} />
      <RegisterView
        {...view}
        avatar={
          <ImageUpload
            logic={avatarLogic}
            label={t(m.avatar)}
            aspect="1:1"
            round
            value={view.values.avatarUrl}
            onChange={(url) => actor.send({ type: 'avatar.change', url })}
            notify={notify}
            doneToast={avatarKeptToast}
            inspect={inspect}
          />
        }
        onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
        onOpenDetails={() => actor.send({ type: 'details.open' })}
        onCloseDetails={() => actor.send({ type: 'details.close' })}
        onDismissError={() => actor.send({ type: 'error.dismiss' })}
      />
    </>
  );
}

export default RegisterPage;
