/**
 * Contracts shared by the local stack's services (gateway, auth, storage, functions, mail).
 * Services are plain Fetch-API handlers so they can be tested without a socket and mounted by the
 * gateway unchanged.
 */

/** JWT claims as GoTrue issues them and PostgREST reads them. */
export interface Claims {
  role: 'anon' | 'authenticated' | 'service_role' | (string & {});
  sub?: string;
  email?: string;
  phone?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  iss?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  aal?: string;
  amr?: { method: string; timestamp: number }[];
  session_id?: string;
  is_anonymous?: boolean;
  [key: string]: unknown;
}

export interface QueryResult<T> {
  rows: T[];
  affectedRows?: number;
}

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database {
  /** One transaction as the database owner: RLS does not apply. For auth and storage internals. */
  transaction<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * One transaction with `role` and `request.jwt.claims` set exactly as PostgREST sets them
   * (set_config(..., true)), so RLS policies and auth.uid() behave as they do for /rest/v1.
   */
  asUser<T>(claims: Claims, fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** Which engine: PGlite by default, PostgreSQL when DATABASE_URL is set. */
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe...). */
  headers?: Record<string, string>;
  /**
   * The message's id: a second message with the same id is not delivered again, as a provider's
   * idempotency key (the notification outbox sends each row under its own id).
   */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface RateLimits {
  /** Emails sent per hour (GoTrue: GOTRUE_RATE_LIMIT_EMAIL_SENT, default 2 on hosted; the CLI uses more). */
  emailSentPerHour: number;
  /** Token refreshes per 5 minutes per IP (GoTrue default 150). */
  tokenRefreshPer5Min: number;
  /** Sign-ups and sign-ins per 5 minutes per IP (GoTrue default 30). */
  signInSignUpPer5Min: number;
  /** OTP / verify requests per 5 minutes per IP (GoTrue default 30). */
  verifyPer5Min: number;
}

export interface StackConfig {
  /** Public URL of the gateway, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  /** The app's origin; emailed links and default redirects point here. */
  siteUrl: string;
  /** Extra allowed redirect URLs (glob patterns as in GoTrue's URI allow list). */
  redirectAllowList: string[];
  jwtSecret: string;
  jwtExpirySeconds: number;
  anonKey: string;
  serviceRoleKey: string;
  rateLimits: RateLimits;
  /** Folder for persisted data (database files, storage objects); null keeps everything in memory. */
  dataDir: string | null;
  /** Passed to `Claims.iss` of issued tokens. */
  jwtIssuer: string;
  /** GoTrue settings of `/auth/v1` beyond rate limits; every field has GoTrue's default when absent. */
  auth?: Partial<AuthSettings>;
}

export interface AuthSettings {
  /** GOTRUE_PASSWORD_MIN_LENGTH; the product requires 8. */
  passwordMinLength: number;
  /**
   * config.toml's `password_requirements` (GOTRUE_PASSWORD_REQUIRED_CHARACTERS): '', 'letters_digits',
   * 'lower_upper_letters_digits' or 'lower_upper_letters_digits_symbols'; the product uses letters_digits.
   */
  passwordRequirements: string;
  /** GOTRUE_SMTP_MAX_FREQUENCY in seconds: minimum gap between two emails of one kind to one user. */
  emailMaxFrequencySeconds: number;
  /** GOTRUE_MAILER_OTP_EXP: lifetime of emailed links and codes, in seconds. */
  otpExpirySeconds: number;
  /** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL in seconds. */
  refreshTokenReuseIntervalSeconds: number;
  /** GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED: an email change must be confirmed from both addresses. */
  secureEmailChange: boolean;
}

export interface ServiceContext {
  db: Database;
  config: StackConfig;
  mailer: Mailer;
}

/**
 * A service mounted under a prefix by the gateway (`/auth/v1`, `/storage/v1`, `/functions/v1`).
 * `path` is the part after the prefix, starting with '/'. CORS is the gateway's job.
 */
export interface Service {
  handle(req: Request, path: string): Promise<Response>;
  close?(): Promise<void>;
}

export type ServiceFactory = (ctx: ServiceContext) => Service | Promise<Service>;
