import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useEffect } from 'react';
import type { InspectionEvent } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import type { loginMachine } from '../../../machines/auth/login.machine';
import { selectLoginView } from '../../../machines/auth/login.selectors';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { PageMeta } from '../../components/meta/page-meta';
import { resetSentToast, signedInToast } from './auth-toasts';
import { authMessages as m } from './auth.messages';
import { LoginView } from './login-view';

export interface LoginPageProps {
  /** The login machine with its actors (the auth service in the app, fakes in tests). */
  logic: typeof loginMachine;
  notify: (toast: ToastRequest) => void;
  /**
   * Where signing in leads (history replaced): the page a members-only guard sent the person
   * from, checked by the app's return-path rule; home by default.
   */
  returnTo?: string;
  /**
   * This browser holds a session that waits for its second factor (a sign-in link opened on an
   * account with an authenticator app): the page asks for the code instead of the password.
   */
  secondFactorPending?: boolean;
  /** XState inspection of the page's actor (Storybook's machine panel follows it live). */
  inspect?: (event: InspectionEvent) => void;
}

export function LoginPage({
  logic,
  notify,
  returnTo = '/',
  secondFactorPending = false,
  inspect,
}: LoginPageProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const actor = useActorRef(
    logic.provide({
      actions: {
        notifySignedIn: () => {
          notify(signedInToast);
          // The one navigation after a sign-in: the visitors-only guard leaves it to the page.
          navigate(returnTo, { replace: true });
        },
        notifyResetSent: ({ context }) => notify(resetSentToast(context.resetEmail.trim())),
      },
    }),
    { inspect },
  );
  const view = useSelector(actor, selectLoginView);
  const search = useSearch();
  // «Request a new link» from an expired reset link lands straight on the reset form.
  useEffect(() => {
    if (new URLSearchParams(search).get('mode') === 'reset') actor.send({ type: 'mode.reset' });
  }, [actor, search]);
  useEffect(() => {
    if (secondFactorPending) actor.send({ type: 'secondFactor.required' });
  }, [actor, secondFactorPending]);
  return (
    <>
      <PageMeta
        title={intl.formatMessage(m.loginTitle)}
        description={intl.formatMessage(m.loginMetaDescription)}
      />
      <LoginView
        {...view}
        onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
        onRequestLink={() => actor.send({ type: 'link.request' })}
        onResendLink={() => actor.send({ type: 'link.resend' })}
        onModeChange={(mode) =>
          actor.send({
            type:
              mode === 'login' ? 'mode.login' : mode === 'signUp' ? 'mode.signUp' : 'mode.reset',
          })
        }
        onDismissError={() => actor.send({ type: 'error.dismiss' })}
      />
    </>
  );
}

export default LoginPage;
