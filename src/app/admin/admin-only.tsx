/**
 * The admin area's guard: admins only (app_metadata.role, which only the server sets). Everyone
 * else, visitors included, gets the «нет прав» page; the functions refuse them anyway (401/403),
 * so this only spares them screens that could not load.
 */
import type { ReactNode } from 'react';
import { selectIsAdmin, selectIsLoading } from '../../../machines/auth/session.selectors';
import { ForbiddenView } from '../../features/auth/forbidden-view';
import { SessionContext } from '../contexts/session';
import { PageFallback } from '../page-fallback';

export function AdminOnly({ children }: { children: ReactNode }) {
  const loading = SessionContext.useSelector(selectIsLoading);
  const isAdmin = SessionContext.useSelector(selectIsAdmin);
  if (loading) return <PageFallback />;
  if (!isAdmin) return <ForbiddenView />;
  return children;
}
