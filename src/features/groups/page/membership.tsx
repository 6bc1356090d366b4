import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { GroupPrivacy, Standing } from '../../../../machines/groups/group-page.types';
import type { membershipMachine } from '../../../../machines/groups/membership.machine';
import { selectMembershipView } from '../../../../machines/groups/membership.selectors';
import type { ToastRequest } from '../../../../machines/toast/toast.machine';
import { errorMessageOf, membershipMessages as m } from './group-page.messages';
import { MembershipView, type MembershipViewProps } from './membership-view';

export interface MembershipProps {
  logic: typeof membershipMachine;
  groupId: string;
  privacy: GroupPrivacy;
  standing: Standing;
  signedIn: boolean;
  notify: (toast: ToastRequest) => void;
  /** The viewer's standing moved: the page opens or locks its content. */
  onChange: (standing: Standing) => void;
  goToSignIn: () => void;
  /** The request's form, from the member tools (null until they are in, and for a visitor). */
  RequestForm: MembershipViewProps['RequestForm'];
  inspect?: (event: InspectionEvent) => void;
}

/** What the viewer hears once their standing moved, by what it became. */
function changedToast(before: Standing, after: Standing): ToastRequest['title'] {
  if (after.role && !before.role) return { id: m.joinedToast.id };
  if (!after.role && before.role) return { id: m.leftToast.id };
  return { id: (after.request ? m.requestedToast : m.cancelledToast).id };
}

/** The group page's join button: its own machine, started with the viewer's standing. */
export function Membership(props: MembershipProps) {
  const { logic, groupId, privacy, standing, signedIn, notify, onChange, inspect } = props;
  const actor = useActorRef(
    logic.provide({
      actions: {
        goToSignIn: () => props.goToSignIn(),
        announce: ({ context }) => {
          notify({ variant: 'default', title: changedToast(standing, context.standing) });
          onChange(context.standing);
        },
        notifyFailed: (_, { failure }) =>
          notify({
            variant: 'destructive',
            title: { id: m.failed.id },
            description: { id: errorMessageOf(failure.code).id! },
          }),
      },
    }),
    { input: { groupId, privacy, standing, signedIn }, inspect },
  );
  const view = useSelector(actor, selectMembershipView);
  return (
    <MembershipView
      {...view}
      RequestForm={props.RequestForm}
      onJoin={() => actor.send({ type: 'join' })}
      onRequestStart={() => actor.send({ type: 'request.start' })}
      onMessageChange={(value) => actor.send({ type: 'request.message', value })}
      onRequestSend={() => actor.send({ type: 'request.send' })}
      onRequestClose={() => actor.send({ type: 'request.close' })}
      onRequestCancel={() => actor.send({ type: 'request.cancel' })}
      onLeave={() => actor.send({ type: 'leave' })}
      onDismissError={() => actor.send({ type: 'error.dismiss' })}
    />
  );
}
