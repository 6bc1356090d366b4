import { verifyJwt } from '../core/jwt';
import type { Claims, Mailer, ServiceContext, Sql } from '../core/types';
import {
  MAX_PASSWORD_BYTES,
  generateOtp,
  hashPassword as bcryptHash,
  isUuid,
  tokenHash,
} from './crypto';
import { composeEmail, emailLanguage, type PendingEmail } from './emails';
import {
  HttpError,
  badRequest,
  forbidden,
  tooManyRequests,
  unprocessable,
  weakPassword,
} from './errors';
import { weakPasswordCheck } from './password-policy';
import type { FlowType } from './pkce';
import { SlidingWindowLimiter } from './rate-limit';
import { describeError } from './redact';
import { createRedirectValidator } from './redirect';
import { bearerToken, clientIp } from './request';
import { findSession } from './sessions';
import { resolveAuthConfig, type ResolvedAuthConfig } from './settings';
import { findUserById, isBanned, saveOneTimeToken, type UserRow } from './users';

/** checkmail.ValidateFormat's pattern, which GoTrue uses for every email it accepts. */
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const FIVE_MINUTES = 5 * 60 * 1000;

export interface Authenticated {
  claims: Claims;
  user: UserRow;
  sessionId: string | null;
}

export class AuthContext {
  readonly cfg: ResolvedAuthConfig;
  readonly isRedirectValid: (url: string | null | undefined) => boolean;
  private readonly limits: Record<
    'signInSignUp' | 'tokenRefresh' | 'verify' | 'email' | 'anonymous',
    SlidingWindowLimiter
  >;
  /** Emails queued by answered requests and not yet handed to the mailer. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    readonly service: ServiceContext,
    readonly now: () => number,
    /** bcrypt at GoTrue's cost; injectable so tests can count what each path hashes. */
    readonly hashPassword: (password: string) => Promise<string> = bcryptHash,
  ) {
    this.cfg = resolveAuthConfig(service.config);
    this.isRedirectValid = createRedirectValidator(this.cfg.siteUrl, this.cfg.redirectAllowList);
    const r = this.cfg.rateLimits;
    this.limits = {
      signInSignUp: new SlidingWindowLimiter(r.signInSignUpPer5Min, FIVE_MINUTES, now),
      tokenRefresh: new SlidingWindowLimiter(r.tokenRefreshPer5Min, FIVE_MINUTES, now),
      verify: new SlidingWindowLimiter(r.verifyPer5Min, FIVE_MINUTES, now),
      email: new SlidingWindowLimiter(r.emailSentPerHour, 60 * 60 * 1000, now),
      anonymous: new SlidingWindowLimiter(this.cfg.anonymousSignInsPerHour, 60 * 60 * 1000, now),
    };
  }

  get mailer(): Mailer {
    return this.service.mailer;
  }

  tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
    return this.service.db.transaction(fn);
  }

  rateLimit(req: Request, kind: 'signInSignUp' | 'tokenRefresh' | 'verify' | 'anonymous'): void {
    if (!this.limits[kind].take(clientIp(req))) {
      throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
    }
  }

  /** The project-wide email budget (GOTRUE_RATE_LIMIT_EMAIL_SENT is not per IP). */
  takeEmailBudget(): void {
    if (!this.limits.email.take('global')) {
      throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');
    }
  }

  /** GoTrue's validateSentWithinFrequencyLimit (SMTP_MAX_FREQUENCY). */
  checkEmailFrequency(sentAt: Date | null): void {
    if (!sentAt) return;
    const until = sentAt.getTime() + this.cfg.emailMaxFrequencySeconds * 1000;
    const now = this.now();
    if (until > now) {
      const left = Math.floor((until - now) / 1000);
      throw tooManyRequests(
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${left} seconds.`,
      );
    }
  }

  validateEmail(email: string | undefined): string {
    if (!email) throw badRequest('validation_failed', 'An email address is required');
    if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
    if (!EMAIL_RE.test(email)) {
      throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
    }
    return email.toLowerCase();
  }

  /**
   * GoTrue's checkPasswordStrength with `password_requirements` and, for its HaveIBeenPwned check,
   * the shipped list of common passwords. The minimum counts characters rather than Go's bytes, so
   * «пароль1x» passes exactly when the app's own check does.
   */
  checkPasswordStrength(password: string): void {
    if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
      throw badRequest(
        'validation_failed',
        `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
      );
    }
    const weak = weakPasswordCheck(
      password,
      this.cfg.passwordMinLength,
      this.cfg.passwordRequirements,
    );
    if (weak) throw weakPassword(weak.message, weak.reasons);
  }

  /** GoTrue's GetReferrer: a valid `redirect_to`, else a valid Referer, else the fallback. */
  referrer(req: Request, fallback = this.cfg.siteUrl, useReferer = true): string {
    const url = new URL(req.url);
    const asked = req.headers.get('redirect_to') || url.searchParams.get('redirect_to');
    if (this.isRedirectValid(asked)) return asked!;
    const referer = req.headers.get('referer');
    if (useReferer && this.isRedirectValid(referer)) return referer!;
    return fallback;
  }

  /**
   * Everything of GoTrue's sendConfirmation/sendPasswordRecovery except the send itself, which
   * happens after commit: the mailer writes through the same serialized database.
   */
  async prepareUserEmail(
    sql: Sql,
    req: Request,
    user: UserRow,
    kind: 'signup' | 'recovery' | 'magiclink' | 'invite' | 'reauthentication',
    flow: FlowType,
    redirectTo: string,
    /** The database work only, for a sign-up rehearsed and rolled back: no limit is touched. */
    rehearsal = false,
  ): Promise<PendingEmail> {
    // GoTrue's sendConfirmation, sendInvite, sendPasswordRecovery, sendMagicLink and
    // sendReauthenticationOtp: which token column each one fills.
    const [tokenCol, sentCol] = {
      signup: ['confirmation_token', 'confirmation_sent_at'],
      invite: ['confirmation_token', 'invited_at'],
      recovery: ['recovery_token', 'recovery_sent_at'],
      magiclink: ['recovery_token', 'recovery_sent_at'],
      reauthentication: ['reauthentication_token', 'reauthentication_sent_at'],
    }[kind] as [keyof UserRow & string, keyof UserRow & string];
    if (!rehearsal) {
      // An invitation is sent again whenever an admin asks (GoTrue checks no frequency there).
      if (kind !== 'invite') this.checkEmailFrequency(user[sentCol] as Date | null);
      this.takeEmailBudget();
    }
    const email = user.email ?? '';
    const otp = generateOtp(this.cfg.otpLength);
    const hash = (flow === 'pkce' ? 'pkce_' : '') + tokenHash(email, otp);
    const now = new Date(this.now());
    const sentCols =
      kind === 'invite' ? 'invited_at = $3, confirmation_sent_at = $3' : `${sentCol} = $3`;
    await sql.query(`update auth.users set ${tokenCol} = $2, ${sentCols} where id = $1`, [
      user.id,
      hash,
      now,
    ]);
    await saveOneTimeToken(sql, user.id, tokenCol, hash, email, now);
    return {
      kind,
      to: email,
      type: kind === 'reauthentication' ? 'reauthentication' : kind,
      tokenHash: hash,
      otp,
      redirectTo,
      email,
      lang: emailLanguage(req, redirectTo, user.raw_user_meta_data),
    };
  }

  async prepareEmailChange(
    sql: Sql,
    req: Request,
    user: UserRow,
    newEmail: string,
    flow: FlowType,
    redirectTo: string,
  ): Promise<PendingEmail[]> {
    this.checkEmailFrequency(user.email_change_sent_at);
    this.takeEmailBudget();
    const prefix = flow === 'pkce' ? 'pkce_' : '';
    const current = user.email ?? '';
    const otpNew = generateOtp(this.cfg.otpLength);
    const hashNew = prefix + tokenHash(newEmail, otpNew);
    const secure = this.cfg.secureEmailChange && current !== '';
    const otpCurrent = secure ? generateOtp(this.cfg.otpLength) : '';
    const hashCurrent = secure ? prefix + tokenHash(current, otpCurrent) : '';
    const now = new Date(this.now());
    await sql.query(
      `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
          email_change_sent_at = $5, email_change_confirm_status = 0 where id = $1`,
      [user.id, newEmail, hashNew, hashCurrent, now],
    );
    await saveOneTimeToken(sql, user.id, 'email_change_token_new', hashNew, newEmail, now);
    if (secure) {
      await saveOneTimeToken(sql, user.id, 'email_change_token_current', hashCurrent, current, now);
    }
    const lang = emailLanguage(req, redirectTo, user.raw_user_meta_data);
    const base = { kind: 'email_change' as const, type: 'email_change', redirectTo, lang };
    const mails: PendingEmail[] = [
      { ...base, to: newEmail, tokenHash: hashNew, otp: otpNew, email: current, newEmail },
    ];
    if (secure) {
      mails.push({
        ...base,
        to: current,
        tokenHash: hashCurrent,
        otp: otpCurrent,
        email: current,
        newEmail,
      });
    }
    return mails;
  }

  async send(mails: PendingEmail[]): Promise<void> {
    for (const m of mails) {
      try {
        await this.mailer.send(composeEmail(this.cfg, m));
      } catch (e) {
        // The tokens are committed; the user can ask again once the mailer works.
        console.error('[auth] sending email failed:', describeError(e));
      }
    }
  }

  /**
   * Sends after the answer has left, so how long an answer takes never says whether an email
   * went out (and so whether the address has an account).
   */
  sendLater(mails: PendingEmail[]): void {
    if (mails.length === 0) return;
    const sent = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.send(mails));
    this.sending.add(sent);
    void sent.finally(() => this.sending.delete(sent));
  }

  /** Resolves once every queued email has been handed to the mailer. */
  async idle(): Promise<void> {
    while (this.sending.size > 0) await Promise.all([...this.sending]);
  }

  /** GoTrue's requireAuthentication: a valid bearer JWT for an existing user and live session. */
  async authenticate(req: Request): Promise<Authenticated> {
    const claims = await this.verifyBearer(req);
    if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
    if (!isUuid(claims.sub)) {
      throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
    }
    const sessionId =
      typeof claims.session_id === 'string' &&
      claims.session_id !== '00000000-0000-0000-0000-000000000000'
        ? claims.session_id
        : null;
    if (sessionId !== null && !isUuid(sessionId)) {
      throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    }
    const { user, session } = await this.tx(async (sql) => ({
      user: await findUserById(sql, claims.sub!),
      session: sessionId ? await findSession(sql, sessionId) : null,
    }));
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    if (sessionId && !session) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    if (isBanned(user, this.now())) throw forbidden('user_banned', 'User is banned');
    return { claims, user, sessionId };
  }

  async verifyBearer(req: Request): Promise<Claims> {
    const token = bearerToken(req);
    if (!token) {
      throw new HttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
    const result = await verifyJwt(token, this.cfg.jwtSecret);
    if (!result.ok) {
      const why = {
        malformed: 'token is malformed',
        bad_alg: 'token is unverifiable: signing method is invalid',
        bad_signature: 'token signature is invalid',
        expired: 'token has invalid claims: token is expired',
      }[result.reason];
      throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
    }
    return result.claims;
  }

  /** GoTrue's requireAdminCredentials: the service role (or supabase_admin) only. */
  async requireAdmin(req: Request): Promise<Claims> {
    const claims = await this.verifyBearer(req);
    if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
      throw forbidden('not_admin', 'User not allowed');
    }
    return claims;
  }

  /** A unique violation on auth.users means another request registered the email first. */
  static mapDbError(e: unknown): unknown {
    if ((e as { code?: string })?.code === '23505') {
      return unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    return e;
  }
}
