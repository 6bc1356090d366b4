import type { StackAuthSettings } from '../core/config';
import type { RateLimits, StackConfig } from '../core/types';
import { requiredCharacterSets } from './password-policy';

/**
 * What StackConfig leaves out: the product's password rule (8 characters, letters and digits), and
 * otherwise the settings of the repository's config.toml (confirmations on, no anonymous users).
 */
export const DEFAULT_AUTH_SETTINGS: StackAuthSettings = {
  passwordMinLength: 8,
  passwordRequirements: 'letters_digits',
  emailMaxFrequencySeconds: 60,
  otpExpirySeconds: 3600,
  refreshTokenReuseIntervalSeconds: 10,
  secureEmailChange: true,
  signupEnabled: true,
  emailEnabled: true,
  mailerAutoconfirm: false,
  anonymousSignIns: false,
  manualLinking: false,
  securePasswordChange: false,
  otpLength: 6,
  anonymousSignInsPerHour: 30,
  mfaMaxEnrolledFactors: 10,
  mfaTotpEnroll: true,
  mfaTotpVerify: true,
};

/** Hosted Supabase's defaults (the CLI uses the same numbers). */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  emailSentPerHour: 2,
  tokenRefreshPer5Min: 150,
  signInSignUpPer5Min: 30,
  verifyPer5Min: 30,
};

export interface ResolvedAuthConfig extends StackAuthSettings {
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
    ...stripUndefined((config.auth ?? {}) as Partial<StackAuthSettings>),
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
  if (!Number.isInteger(resolved.otpLength) || resolved.otpLength < 6 || resolved.otpLength > 10) {
    // The CLI's own bounds for [auth.email] otp_length.
    throw new Error('supabase/config.toml: [auth.email] otp_length must be between 6 and 10');
  }
  return resolved;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
