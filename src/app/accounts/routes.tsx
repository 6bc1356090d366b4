/**
 * The accounts area's routes: sign-in, registration, new password, the profile and /admin. Their
 * screens are one chunk (screens.tsx), loaded with the first account page; the guards
 * (guards.tsx) sit in the screens: members-only pages send a visitor to sign in and back.
 */
import { Route } from 'wouter';
import { lazyPage } from '../startup/lazy-page';

const screens = () => import('./screens');
/** A screen of the accounts chunk; landing on its path starts the download at once. */
const screen = (
  name: keyof Awaited<ReturnType<typeof screens>>,
  matches: (path: string) => boolean,
) => lazyPage<object>(matches, () => screens().then((m) => ({ default: m[name] })));

const LoginRoute = screen('LoginRoute', (path) => path === '/auth/login');
const RegisterRoute = screen('RegisterRoute', (path) => path === '/auth/register');
const UpdatePasswordRoute = screen(
  'UpdatePasswordRoute',
  (path) => path === '/auth/update-password',
);
const ProfileRoute = screen('ProfileRoute', (path) => path === '/profile');
const AdminRoute = screen('AdminRoute', (path) => path === '/admin' || path.startsWith('/admin/'));

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
