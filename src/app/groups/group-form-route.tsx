/**
 * /groups/create and /groups/:id/edit: the form, the cover upload and the groups service, loaded
 * only when someone creates or edits a group. Members only (a visitor signs in and comes back);
 * whether they may edit this group (its owner, a moderator, an admin) the form decides.
 */
import { ImageUpload } from '../../components/upload/image-upload';
import { GroupFormPage } from '../../features/groups/group-form-page';
import { MembersOnly } from '../accounts/guards';
import { useInspect } from '../contexts/inspect';
import { useNotify } from '../events/viewer';
import { groupCoverUploadLogic, groupFormLogic } from './group-form.logic';

function GroupFormRoute({ id }: { id: string | null }) {
  const notify = useNotify();
  const inspect = useInspect();
  return (
    <MembersOnly>
      {(user) => {
        const isAdmin = user.role === 'admin';
        return (
          <GroupFormPage
            key={`${id ?? 'new'}:${user.id}:${isAdmin}`}
            logic={groupFormLogic}
            groupId={id}
            userId={user.id}
            isAdmin={isAdmin}
            notify={notify}
            inspect={inspect}
            renderCover={({ value, onChange, label }) => (
              <ImageUpload
                logic={groupCoverUploadLogic}
                label={label}
                aspect="16:9"
                value={value}
                onChange={onChange}
                notify={notify}
                inspect={inspect}
              />
            )}
          />
        );
      }}
    </MembersOnly>
  );
}

export function CreateGroupRoute() {
  return <GroupFormRoute id={null} />;
}

export function EditGroupRoute({ id }: { id: string }) {
  return <GroupFormRoute id={id} />;
}
