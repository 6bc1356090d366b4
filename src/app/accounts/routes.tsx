/**
 * The accounts area's routes: sign-in, registration, new password, the profile and /admin. Their
 * screens are one chunk (screens.tsx), loaded with the first account page; the guards
 * (guards.tsx) sit in the screens: members-only pages send a visitor to sign in and back.
 */
import { Route } from 'wouter';
import { lazyPage } from '../startup/lazy-page';

const screens = () => import('./screens');
const LoginRoute = lazyPage<object>(
  (path) => path === '/auth/login',
  () => screens().then((m) => ({ default: m.LoginRoute })),
);
const RegisterRoute = lazyPage<object>(
  (path) => path === '/auth/register',
  () => screens().then((m) => ({ default: m.RegisterRoute })),
);
const UpdatePasswordRoute = lazyPage<object>(
  (path) => path === '/auth/update-password',
  () => screens().then((m) => ({ default: m.UpdatePasswordRoute })),
);
const ProfileRoute = lazyPage<object>(
  (path) => path === '/profile',
  () => screens().then((m) => ({ default: m.ProfileRoute })),
);
const AdminRoute = lazyPage<object>(
  (path) => path === '/admin' || path.startsWith('/admin/'),
  () => screens().then((m) => ({ default: m.AdminRoute })),
);

export const accountsRoutes = (
  <>
    <Route path="/auth/login">
      <LoginRoute />
    </Route>
    <Route path="/auth/register">
      <RegisterRoute />
    </Route>
    <Route path="/auth/update-password">
      <UpdatePasswordRoute />
    </Route>
    <Route path="/profile">
      <ProfileRoute />
    </Route>
    <Route path="/admin" nest>
      <AdminRoute />
    </Route>
  </>
);
