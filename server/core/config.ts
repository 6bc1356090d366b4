import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_JWT_SECRET, localKeys } from './jwt';
import { parseToml, type TomlTable } from './toml';
import type { RateLimits, StackConfig } from './types';

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
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const jwtSecret = env.JWT_SECRET || LOCAL_JWT_SECRET;
  const keys =
    env.ANON_KEY && env.SERVICE_ROLE_KEY
      ? { anonKey: env.ANON_KEY, serviceRoleKey: env.SERVICE_ROLE_KEY }
      : await localKeys(jwtSecret);
  const rateLimits: RateLimits = {
    emailSentPerHour: num(limits, 'email_sent', 30),
    tokenRefreshPer5Min: num(limits, 'token_refresh', 150),
    signInSignUpPer5Min: num(limits, 'sign_in_sign_ups', 30),
    verifyPer5Min: num(limits, 'token_verifications', 30),
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
    auth: {
      passwordMinLength: num(auth, 'minimum_password_length', 8),
      passwordRequirements: str(auth, 'password_requirements', 'letters_digits'),
      refreshTokenReuseIntervalSeconds: num(auth, 'refresh_token_reuse_interval', 10),
      emailMaxFrequencySeconds: goDurationSeconds(str(email, 'max_frequency', '1m0s')),
      otpExpirySeconds: num(email, 'otp_expiry', 3600),
      secureEmailChange: email?.['double_confirm_changes'] !== false,
    },
  };
  return { ...base, ...options.overrides };
}
