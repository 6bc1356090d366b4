import type { AuthErrorCode } from '../auth/auth.types';

/**
 * Why a settings section's request failed: GoTrue's refusals as the account forms already name
 * them, and the settings' own (a code from the email that is wrong or used, the typed email that
 * is not the account's, a data function that refused).
 */
export type SettingsErrorCode = AuthErrorCode | 'code_invalid' | 'email_mismatch' | 'forbidden';

export interface SettingsFailure {
  code: SettingsErrorCode;
  /** The service's own words, for logs only: people read a text chosen by `code`. */
  message: string;
}

export function toSettingsFailure(error: unknown): SettingsFailure {
  const e = error as Partial<SettingsFailure> | null;
  if (e && typeof e.code === 'string' && typeof e.message === 'string') {
    return { code: e.code, message: e.message };
  }
  return { code: 'unknown', message: String(error) };
}

/** A signed-in device, as the sessions section lists it. */
export interface DeviceSession {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string | null;
  ip: string | null;
  /** The device this page runs on. */
  isCurrent: boolean;
}
