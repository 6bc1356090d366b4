/**
 * /groups/create and /groups/:id/edit: the form, the cover upload and the groups service, loaded
 * only when someone creates or edits a group. Members only (a visitor signs in and comes back);
 * whether they may edit this group (its owner, a moderator, an admin) the form decides.
 */
import { GroupFormPage } from '../../features/groups/group-form-page';
import { MemberForm } from '../accounts/member-form';
import { groupCoverUploadLogic, groupFormLogic } from './group-form.logic';

export function GroupFormRoute({ id }: { id: string | null }) {
  return (
    <MemberForm id={id} coverLogic={groupCoverUploadLogic}>
      {(form) => <GroupFormPage logic={groupFormLogic} groupId={id} {...form} />}
    </MemberForm>
  );
}
