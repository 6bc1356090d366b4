import type { AuthSettings, RateLimits, StackConfig } from '../core/types';
import { requiredCharacterSets } from './password-policy';

/**
 * GoTrue's defaults for what StackConfig leaves out; the product's password rule (8 characters,
 * letters and digits) is the floor.
 */
export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  passwordMinLength: 8,
  passwordRequirements: 'letters_digits',
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
  const resolved: ResolvedAuthConfig = {
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
  // A typo in config.toml must stop the stack, not silently accept every password.
  requiredCharacterSets(resolved.passwordRequirements);
  return resolved;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
