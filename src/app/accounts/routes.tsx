/**
 * The accounts area's routes: sign-in, registration, new password, the profile and a person's
 * public page. The first four are one chunk (screens.tsx), loaded with the first account
 * page; the guards (guards.tsx) sit in the screens: members-only pages send a visitor to sign in
 * and back. /users/:id is a chunk of its own, read by visitors without the account screens.
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
// A person's public page is a chunk of its own: visitors read it without the account screens.
const PublicProfileRoute = lazyPage<{ id: string }>(
  (path) => /^\/users\/[^/]+$/.test(path),
  () => import('./public-profile-route').then((m) => ({ default: m.PublicProfileRoute })),
);

export const accountsRoutes = (
  <>
    <Route path="/auth/login" component={LoginRoute} />
    <Route path="/auth/register" component={RegisterRoute} />
    <Route path="/auth/update-password" component={UpdatePasswordRoute} />
    <Route path="/profile" component={ProfileRoute} />
    <Route path="/users/:id">{({ id }) => <PublicProfileRoute id={id} />}</Route>
  </>
);
