import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { InspectionEvent } from 'xstate';
import type { publicProfileMachine } from '../../../machines/profile/public-profile.machine';
import { selectPublicProfileView } from '../../../machines/profile/public-profile.selectors';
import { PageMeta } from '../../components/meta/page-meta';
import { profileMessages } from './profile.messages';
import { publicProfileMessages as m } from './public-profile.messages';
import { PublicProfileView } from './public-profile-view';

export interface PublicProfilePageProps {
  logic: typeof publicProfileMachine;
  /** The address's id, as typed. */
  userId: string;
  /** Who looks: null for a visitor. */
  viewerId: string | null;
  /** The app's 404, shown for an id nobody has. */
  notFound: ReactNode;
  inspect?: (event: InspectionEvent) => void;
}

/** /users/:id: runs the page's machine and shows what it has. */
export function PublicProfilePage({
  logic,
  userId,
  viewerId,
  notFound,
  inspect,
}: PublicProfilePageProps) {
  const t = useIntl().formatMessage;
  const actor = useActorRef(
    logic.provide({
      actions: {
        logFailure: (_, { failure }) =>
          console.error('Public profile:', failure.code, failure.message),
      },
    }),
    { input: { userId, viewerId }, inspect },
  );
  const view = useSelector(actor, selectPublicProfileView);
  if (view.status === 'notFound') return notFound;
  const name = view.page?.person.fullName || t(m.noName);
  return (
    <>
      {view.page ? (
        <PageMeta
          title={t(m.title, { name })}
          description={view.page.person.bio.slice(0, 160) || t(m.metaDescription, { name })}
          type="profile"
        />
      ) : (
        <PageMeta title={t(profileMessages.title)} description={t(profileMessages.loading)} />
      )}
      <PublicProfileView
        status={view.status}
        page={view.page}
        failure={view.failure}
        isSelf={view.isSelf}
        canMessage={view.canMessage}
        onRetry={() => actor.send({ type: 'retry' })}
      />
    </>
  );
}

export default PublicProfilePage;
