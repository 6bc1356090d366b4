import type { AuthSettings, RateLimits, StackConfig } from '../core/types';

/** GoTrue's defaults for what StackConfig leaves out; the product's 8-character rule is the floor. */
export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  passwordMinLength: 8,
  emailMaxFrequencySeconds: 60,
  otpExpirySeconds: 3600,
  refreshTokenReuseIntervalSeconds: 10,
  secureEmailChange: true,
};

/** Hosted Supabase's defaults (the CLI uses the same numbers). */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  emailSentPerHour: 2,
  tokenRefreshPer5Min: 150,
  signInSignUpPer5Min: 30,
  verifyPer5Min: 30,
};

export interface ResolvedAuthConfig extends AuthSettings {
  apiUrl: string;
  siteUrl: string;
  redirectAllowList: string[];
  jwtSecret: string;
  jwtExpirySeconds: number;
  issuer: string;
  rateLimits: RateLimits;
  /** Lifetime of a PKCE flow state before its code must be exchanged (GoTrue: 5 minutes). */
  flowStateExpirySeconds: number;
}

export function resolveAuthConfig(config: StackConfig): ResolvedAuthConfig {
  const apiUrl = config.apiUrl.replace(/\/+$/, '');
  return {
    ...DEFAULT_AUTH_SETTINGS,
    ...stripUndefined(config.auth ?? {}),
    apiUrl,
    siteUrl: config.siteUrl.replace(/\/+$/, ''),
    redirectAllowList: config.redirectAllowList ?? [],
    jwtSecret: config.jwtSecret,
    jwtExpirySeconds: config.jwtExpirySeconds || 3600,
    issuer: config.jwtIssuer || `${apiUrl}/auth/v1`,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...stripUndefined(config.rateLimits ?? {}) },
    flowStateExpirySeconds: 300,
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
