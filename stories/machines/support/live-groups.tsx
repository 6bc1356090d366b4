import type { InspectionEvent } from 'xstate';
import type { GroupHead } from '../../../machines/groups/group-page.machine';
import type { Viewer } from '../../../machines/groups/group-page.types';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { GroupPage } from '../../../src/features/groups/page/group-page';
import { NotFoundPage } from '../../../src/features/not-found/not-found-page';
import { GROUP_ID } from '../../../tests/machines/groups/page.fixtures';
import { PageFrame } from '../../pages/page-frame';
import { liveGroupPageLogic, liveMembershipLogic } from './live-fakes-groups';

/**
 * The fixtures' group page with its join button, both machines on the fake groups service, as
 * `viewer` sees it with the place `group` gives them. `inspect` is `liveInspector` of the one of
 * the two machines the story follows: the page passes it to both, the inspector ignores the other.
 */
export function liveGroupPage(group: GroupHead, viewer: Viewer) {
  const logic = liveGroupPageLogic(group);
  return function LiveGroupPage({
    inspect,
    notify,
  }: {
    inspect: (event: InspectionEvent) => void;
    notify: (toast: ToastRequest) => void;
  }) {
    return (
      <PageFrame>
        <GroupPage
          logic={logic}
          membershipLogic={liveMembershipLogic}
          groupId={GROUP_ID}
          viewer={viewer}
          notify={notify}
          notFound={<NotFoundPage />}
          inspect={inspect}
        />
      </PageFrame>
    );
  };
}
