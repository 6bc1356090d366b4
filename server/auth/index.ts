import type { Service, ServiceContext, ServiceFactory } from '../core/types';
import { AuthContext } from './context';
import { HttpError, OAuthError, badRequest, errorResponse, jsonResponse } from './errors';
import { describeError } from './redact';
import { jwks, logout, recover, resend, settings, signup, token } from './handlers/account';
import {
  createUser,
  deleteUser,
  generateLink,
  getUserById,
  listUsers,
  updateUserById,
} from './handlers/admin';
import { getUser, updateUser } from './handlers/user';
import {
  adminDeleteFactor,
  adminListFactors,
  challengeFactor,
  enrollFactor,
  unenrollFactor,
  verifyFactor,
} from './handlers/mfa';
import { authorizeIdentity, invite, otp, reauthenticate, sso } from './handlers/otp';
import { verifyGet, verifyPost } from './handlers/verify';

export { resolveAuthConfig, DEFAULT_AUTH_SETTINGS, DEFAULT_RATE_LIMITS } from './settings';

export interface AuthServiceOptions {
  /** Milliseconds since the epoch; tests move it to cross expiry windows without waiting. */
  now?: () => number;
  /** Replaces bcrypt (tests count the hashes each path makes). */
  hashPassword?: (password: string) => Promise<string>;
}

export interface AuthService extends Service {
  /** Resolves once the emails that answered requests queued have been sent. */
  idle(): Promise<void>;
}

type Handler = (ctx: AuthContext, req: Request, param: string) => Response | Promise<Response>;

const routes: { pattern: RegExp; methods: Record<string, Handler> }[] = [
  { pattern: /^\/signup$/, methods: { POST: signup } },
  { pattern: /^\/token$/, methods: { POST: token } },
  { pattern: /^\/logout$/, methods: { POST: logout } },
  { pattern: /^\/recover$/, methods: { POST: recover } },
  { pattern: /^\/resend$/, methods: { POST: resend } },
  { pattern: /^\/verify$/, methods: { GET: verifyGet, POST: verifyPost } },
  { pattern: /^\/user$/, methods: { GET: getUser, PUT: updateUser } },
  { pattern: /^\/settings$/, methods: { GET: settings } },
  { pattern: /^\/otp$/, methods: { POST: otp } },
  { pattern: /^\/factors$/, methods: { POST: enrollFactor } },
  { pattern: /^\/factors\/([^/]+)$/, methods: { DELETE: unenrollFactor } },
  { pattern: /^\/factors\/([^/]+)\/challenge$/, methods: { POST: challengeFactor } },
  { pattern: /^\/factors\/([^/]+)\/verify$/, methods: { POST: verifyFactor } },
  { pattern: /^\/reauthenticate$/, methods: { GET: reauthenticate } },
  { pattern: /^\/user\/identities\/authorize$/, methods: { GET: authorizeIdentity } },
  { pattern: /^\/sso(\/.*)?$/, methods: { GET: sso, POST: sso } },
  { pattern: /^\/\.well-known\/jwks\.json$/, methods: { GET: jwks } },
  {
    pattern: /^\/health$/,
    methods: {
      GET: (_c, req) =>
        jsonResponse(req, 200, {
          version: 'vstrechi-local',
          name: 'GoTrue',
          description: 'GoTrue is a user registration and authentication API',
        }),
    },
  },
  { pattern: /^\/admin\/users$/, methods: { GET: listUsers, POST: createUser } },
  {
    pattern: /^\/admin\/users\/([^/]+)$/,
    methods: { GET: getUserById, PUT: updateUserById, DELETE: deleteUser },
  },
  { pattern: /^\/admin\/generate_link$/, methods: { POST: generateLink } },
  { pattern: /^\/admin\/users\/([^/]+\/factors)$/, methods: { GET: adminListFactors } },
  {
    pattern: /^\/admin\/users\/([^/]+\/factors\/[^/]+)$/,
    methods: { DELETE: adminDeleteFactor },
  },
  { pattern: /^\/invite$/, methods: { POST: invite } },
];

/** SQLSTATE class 22: a value the database refuses to take (encoding, range, format). */
function isDataException(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function createAuthServiceWithOptions(
  service: ServiceContext,
  options: AuthServiceOptions = {},
): AuthService {
  const ctx = new AuthContext(service, options.now ?? Date.now, options.hashPassword);
  return {
    idle: () => ctx.idle(),
    async handle(req: Request, path: string): Promise<Response> {
      try {
        const clean = path.replace(/\/+$/, '') || '/';
        const route = routes.find((r) => r.pattern.test(clean));
        if (!route) throw new HttpError(404, 'not_found', 'Not Found');
        const method = req.method.toUpperCase();
        const handler = route.methods[method === 'HEAD' ? 'GET' : method];
        if (!handler) throw new HttpError(405, 'method_not_allowed', 'Method Not Allowed');
        const param = safeDecode(route.pattern.exec(clean)![1] ?? '')
          .replace(/\/factors$/, '')
          .replace('/factors/', '/');
        if (clean.startsWith('/admin/') || clean === '/invite') await ctx.requireAdmin(req);
        return await handler(ctx, req, param);
      } catch (e) {
        if (isDataException(e)) {
          // Input the database cannot hold (a NUL in an email or token, a page number past
          // bigint) is the caller's to fix, as GoTrue's own validation would say.
          return errorResponse(req, badRequest('validation_failed', 'Invalid input'));
        }
        if (!(e instanceof HttpError) && !(e instanceof OAuthError)) {
          console.error('[auth] unexpected failure', req.method, path, describeError(e));
        }
        return errorResponse(req, e);
      }
    },
  };
}

/** Mounted by the gateway at `/auth/v1`. */
export const createAuthService: ServiceFactory = (service) => createAuthServiceWithOptions(service);
