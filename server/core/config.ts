import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_JWT_SECRET, localKeys } from './jwt';
import { parseToml, type TomlTable } from './toml';
import type { AuthSettings, RateLimits, StackConfig } from './types';

export interface ApiSettings {
  schemas: string[];
  extraSearchPath: string[];
  maxRows: number;
}

export interface LoadConfigOptions {
  root: string;
  apiPort: number;
  dataDir: string | null;
  env?: NodeJS.ProcessEnv;
  overrides?: Partial<StackConfig>;
}

/**
 * The auth settings of config.toml beyond the shared AuthSettings, named after GoTrue's variables
 * so each one can be checked against the CLI's documentation.
 */
export interface StackAuthSettings extends AuthSettings {
  /** `[auth] enable_signup` (GOTRUE_DISABLE_SIGNUP, inverted). */
  signupEnabled: boolean;
  /** `[auth.email] enable_signup` (GOTRUE_EXTERNAL_EMAIL_ENABLED). */
  emailEnabled: boolean;
  /** `[auth.email] enable_confirmations`, inverted (GOTRUE_MAILER_AUTOCONFIRM). */
  mailerAutoconfirm: boolean;
  /** `[auth] enable_anonymous_sign_ins` (GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED). */
  anonymousSignIns: boolean;
  /** `[auth] enable_manual_linking` (GOTRUE_SECURITY_MANUAL_LINKING_ENABLED). */
  manualLinking: boolean;
  /** `[auth.email] secure_password_change` (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION). */
  securePasswordChange: boolean;
  /** `[auth.email] otp_length` (GOTRUE_MAILER_OTP_LENGTH). */
  otpLength: number;
  /** `[auth.rate_limit] anonymous_users`: anonymous sign-ins per hour and IP. */
  anonymousSignInsPerHour: number;
  /** `[auth.mfa] max_enrolled_factors`. */
  mfaMaxEnrolledFactors: number;
  /** `[auth.mfa.totp] enroll_enabled` / `verify_enabled`. */
  mfaTotpEnroll: boolean;
  mfaTotpVerify: boolean;
}

/**
 * What the stack does with each [auth…] key: HONOURED when it honours the key, otherwise the only
 * value it can honour (the CLI's default, which is what the stack does anyway). Any other value, or
 * a key missing here, stops the stack: a setting silently ignored would make local and hosted
 * projects behave differently without anyone noticing.
 */
const HONOURED = Symbol('honoured');
const AUTH_KEYS: Record<string, Record<string, typeof HONOURED | TomlValueLike>> = {
  auth: {
    enabled: true,
    site_url: HONOURED,
    additional_redirect_urls: HONOURED,
    jwt_expiry: HONOURED,
    enable_refresh_token_rotation: true,
    refresh_token_reuse_interval: HONOURED,
    enable_signup: HONOURED,
    enable_anonymous_sign_ins: HONOURED,
    enable_manual_linking: HONOURED,
    minimum_password_length: HONOURED,
    password_requirements: HONOURED,
    jwt_issuer: '',
    signing_keys_path: '',
  },
  'auth.rate_limit': {
    email_sent: HONOURED,
    sms_sent: HONOURED,
    anonymous_users: HONOURED,
    token_refresh: HONOURED,
    sign_in_sign_ups: HONOURED,
    token_verifications: HONOURED,
    web3: HONOURED,
  },
  'auth.email': {
    enable_signup: HONOURED,
    double_confirm_changes: HONOURED,
    enable_confirmations: HONOURED,
    secure_password_change: HONOURED,
    max_frequency: HONOURED,
    otp_length: HONOURED,
    otp_expiry: HONOURED,
  },
  'auth.mfa': { max_enrolled_factors: HONOURED },
  'auth.mfa.totp': { enroll_enabled: HONOURED, verify_enabled: HONOURED },
  'auth.captcha': { enabled: false },
  'auth.sessions': { timebox: '', inactivity_timeout: '' },
};
type TomlValueLike = string | number | boolean;

/** Tables of features that are off: their other keys (secrets, templates) change nothing. */
function isSwitchedOff(table: TomlTable): boolean {
  if (table['enabled'] === false) return true;
  if ('enabled' in table) return false;
  const switches = ['enable_signup', 'enroll_enabled', 'verify_enabled'].filter((k) => k in table);
  return switches.length > 0 && switches.every((k) => table[k] === false);
}

/**
 * Throws, naming the setting, when config.toml asks [auth] for something the local stack does not
 * do. Email templates are read by server/mail; features switched off are what the stack does.
 */
export function checkAuthSettings(toml: Record<string, TomlTable>): void {
  for (const [name, table] of Object.entries(toml)) {
    if (name !== 'auth' && !name.startsWith('auth.')) continue;
    if (/^auth\.email\.template\.[a-z_]+$/.test(name)) {
      const extra = Object.keys(table).filter((k) => k !== 'subject' && k !== 'content_path');
      if (extra.length > 0) throw unsupported(name, extra[0]!, table[extra[0]!]);
      continue;
    }
    const known = AUTH_KEYS[name];
    if (!known) {
      if (isSwitchedOff(table)) continue;
      const key = Object.keys(table)[0] ?? 'enabled';
      throw unsupported(name, key, table[key]);
    }
    for (const [key, value] of Object.entries(table)) {
      const rule = known[key];
      if (rule === HONOURED) continue;
      if (rule !== undefined && value === rule) continue;
      throw unsupported(name, key, value);
    }
  }
}

function unsupported(table: string, key: string, value: unknown): Error {
  return new Error(
    `supabase/config.toml: [${table}] ${key} = ${JSON.stringify(value)} is not supported by the local stack (server/); remove it or use what \`supabase start\` offers instead`,
  );
}

/** Go durations as the CLI writes them ("1m0s", "30s", "1h"), in seconds. */
export function goDurationSeconds(value: string): number {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1 };
  let total = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+(?:\.\d+)?)([hms])/g)) {
    total += Number(amount) * units[unit!]!;
  }
  return total;
}

const num = (table: TomlTable | undefined, key: string, fallback: number) => {
  const v = table?.[key];
  return typeof v === 'number' ? v : fallback;
};
const str = (table: TomlTable | undefined, key: string, fallback: string) => {
  const v = table?.[key];
  return typeof v === 'string' ? v : fallback;
};
const strings = (table: TomlTable | undefined, key: string, fallback: string[]) => {
  const v = table?.[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : fallback;
};

export function readConfigToml(root: string): Record<string, TomlTable> {
  const file = path.join(root, 'supabase', 'config.toml');
  return fs.existsSync(file) ? parseToml(fs.readFileSync(file, 'utf8')) : { '': {} };
}

/** PostgREST settings from [api]; graphql_public only exists with pg_graphql, so it is dropped. */
export function apiSettings(root: string): ApiSettings {
  const api = readConfigToml(root)['api'];
  return {
    schemas: strings(api, 'schemas', ['public']).filter((s) => s !== 'graphql_public'),
    extraSearchPath: strings(api, 'extra_search_path', ['public', 'extensions']),
    maxRows: num(api, 'max_rows', 1000),
  };
}

/**
 * The stack's settings: supabase/config.toml for what the CLI also reads, the environment for
 * secrets (JWT_SECRET, ANON_KEY, SERVICE_ROLE_KEY, SITE_URL), then explicit overrides (tests).
 */
export async function loadStackConfig(options: LoadConfigOptions): Promise<StackConfig> {
  const env = options.env ?? process.env;
  const toml = readConfigToml(options.root);
  const auth = toml['auth'];
  const limits = toml['auth.rate_limit'];
  const email = toml['auth.email'];
  checkAuthSettings(toml);
  const bool = (table: TomlTable | undefined, key: string, fallback: boolean) =>
    typeof table?.[key] === 'boolean' ? (table[key] as boolean) : fallback;
  const authSettings: StackAuthSettings = {
    passwordMinLength: num(auth, 'minimum_password_length', 8),
    passwordRequirements: str(auth, 'password_requirements', 'letters_digits'),
    refreshTokenReuseIntervalSeconds: num(auth, 'refresh_token_reuse_interval', 10),
    emailMaxFrequencySeconds: goDurationSeconds(str(email, 'max_frequency', '1m0s')),
    otpExpirySeconds: num(email, 'otp_expiry', 3600),
    secureEmailChange: bool(email, 'double_confirm_changes', true),
    signupEnabled: bool(auth, 'enable_signup', true),
    emailEnabled: bool(email, 'enable_signup', true),
    mailerAutoconfirm: !bool(email, 'enable_confirmations', false),
    anonymousSignIns: bool(auth, 'enable_anonymous_sign_ins', false),
    manualLinking: bool(auth, 'enable_manual_linking', false),
    securePasswordChange: bool(email, 'secure_password_change', false),
    otpLength: num(email, 'otp_length', 6),
    anonymousSignInsPerHour: num(limits, 'anonymous_users', 30),
    mfaMaxEnrolledFactors: num(toml['auth.mfa'], 'max_enrolled_factors', 10),
    mfaTotpEnroll: bool(toml['auth.mfa.totp'], 'enroll_enabled', false),
    mfaTotpVerify: bool(toml['auth.mfa.totp'], 'verify_enabled', false),
  };
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const jwtSecret = env.JWT_SECRET || LOCAL_JWT_SECRET;
  const keys =
    env.ANON_KEY && env.SERVICE_ROLE_KEY
      ? { anonKey: env.ANON_KEY, serviceRoleKey: env.SERVICE_ROLE_KEY }
      : await localKeys(jwtSecret);
  // The Supabase CLI lets SUPABASE_<SECTION>_<KEY> override a config.toml value; the journeys'
  // stack uses it to sign in more often than a person could, without editing the shared file.
  const limit = (key: string, fallback: number) => {
    const name = `SUPABASE_AUTH_RATE_LIMIT_${key.toUpperCase()}`;
    const raw = env[name];
    if (raw === undefined || raw === '') return num(limits, key, fallback);
    if (!/^[1-9]\d*$/.test(raw))
      throw new Error(`${name} must be a positive whole number, not "${raw}"`);
    return Number(raw);
  };
  const rateLimits: RateLimits = {
    emailSentPerHour: limit('email_sent', 30),
    tokenRefreshPer5Min: limit('token_refresh', 150),
    signInSignUpPer5Min: limit('sign_in_sign_ups', 30),
    verifyPer5Min: limit('token_verifications', 30),
  };
  const base: StackConfig = {
    apiUrl,
    siteUrl: env.SITE_URL || str(auth, 'site_url', 'http://127.0.0.1:5173'),
    redirectAllowList: strings(auth, 'additional_redirect_urls', []),
    jwtSecret,
    jwtExpirySeconds: num(auth, 'jwt_expiry', 3600),
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    rateLimits,
    dataDir: options.dataDir,
    jwtIssuer: `${apiUrl}/auth/v1`,
    // The same settings the Supabase CLI reads, so the local stack and production agree.
    auth: authSettings,
  };
  return { ...base, ...options.overrides };
}
