import type { ReactNode } from 'react';
import { type AdminTab, AdminLayout } from '../../src/features/admin/admin-layout';
import type { HeaderSession } from '../../src/features/layout/session';
import { PageFrame } from '../pages/page-frame';

/** The seed admin signed in, as the admin screens' stories show the header. */
export const ADMIN_SESSION: HeaderSession = {
  status: 'signedIn',
  isAdmin: true,
  fullName: 'Администратор',
};

/** An admin section as the app shows it: the page's layout, the admin frame with its tabs. */
export function AdminFrame({ tab, children }: { tab: AdminTab; children: ReactNode }) {
  return (
    <PageFrame session={ADMIN_SESSION}>
      <AdminLayout current={tab}>{children}</AdminLayout>
    </PageFrame>
  );
}
