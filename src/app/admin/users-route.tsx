/** /admin/users, a chunk of its own. */
import { UsersPage } from '../../features/admin/users/users-page';
import { useInspect } from '../contexts/inspect';
import { adminUsersLogic, userActionLogic, userCreateLogic } from './users.logic';

const logic = { list: adminUsersLogic, action: userActionLogic, create: userCreateLogic };

export function UsersRoute() {
  return <UsersPage logic={logic} inspect={useInspect()} />;
}
