/**
 * The route guards: which pages are for members, which for visitors. Each area's routes wrap their
 * pages in these; the pages themselves never check the session.
 */
import { type ReactNode, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { SessionUser } from '../../../machines/auth/auth.types';
import {
  selectIsLoading,
  selectIsSignedIn,
  selectUser,
} from '../../../machines/auth/session.selectors';
import { SessionContext } from '../contexts/session';
import { PageFallback } from '../page-fallback';
import { returnPathFrom, signInPathFor } from '../../../machines/auth/return-path';

/**
 * Members only: a visitor goes to the sign-in page, which returns them here (path and query)
 * afterwards; history replaced, so Back does not bounce them to the guard again.
 */
export function MembersOnly({ children }: { children: (user: SessionUser) => ReactNode }) {
  const loading = SessionContext.useSelector(selectIsLoading);
  const user = SessionContext.useSelector(selectUser);
  const [path] = useLocation();
  const search = useSearch();
  if (loading) return <PageFallback />;
  if (!user) return <Redirect to={signInPathFor(search ? `${path}?${search}` : path)} replace />;
  return children(user);
}

/**
 * Visitors only (sign-in, registration): a person already signed in when the page opens goes to
 * the return path, else home. Someone who signs in on the page is sent on by the page itself (the
 * one place that navigates after a sign-in), so the guard decides once, when the session is known.
 */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  const loading = SessionContext.useSelector(selectIsLoading);
  const signedIn = SessionContext.useSelector(selectIsSignedIn);
  const search = useSearch();
  const [member, setMember] = useState<boolean | null>(null);
  if (member === null && !loading) setMember(signedIn);
  if (member) return <Redirect to={returnPathFrom(search)} replace />;
  return children;
}
