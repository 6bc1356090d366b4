/** /groups/create and /groups/:id/edit: the group form, loaded only when someone creates or edits a group. */
export function CreateGroupRoute() {
  return null;
}

export function EditGroupRoute({ id }: { id: string }) {
  return id ? null : null;
}
