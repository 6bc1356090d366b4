import type { DeviceSession, SettingsFailure } from '../../../machines/settings/settings.types';

/** Fixtures the settings sections' machine tests, page tests and stories share. */
export const ACCOUNT_EMAIL = 'anna@vstrechi.test';
export const NEW_EMAIL = 'anna.new@vstrechi.test';
export const NEW_PASSWORD = 'Fresh-horse-77';
export const EMAILED_CODE = '123456';

export const NETWORK: SettingsFailure = { code: 'network', message: 'fetch failed' };
export const CODE_INVALID: SettingsFailure = {
  code: 'code_invalid',
  message: 'Nonce has expired or is invalid',
};
export const EMAIL_TAKEN: SettingsFailure = {
  code: 'user_already_exists',
  message: 'A user with this email address has already been registered',
};

export const SESSIONS: DeviceSession[] = [
  {
    id: 's1',
    createdAt: '2026-11-20T09:00:00Z',
    lastUsedAt: '2026-11-28T06:00:00Z',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    ip: '192.0.2.10',
    isCurrent: true,
  },
  {
    id: 's2',
    createdAt: '2026-11-02T18:30:00Z',
    lastUsedAt: '2026-11-25T21:15:00Z',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ip: '198.51.100.7',
    isCurrent: false,
  },
];

export const ONLY_THIS_DEVICE = SESSIONS.filter((s) => s.isCurrent);

/** What the export function answers, shortened. */
export const EXPORTED = { account: { id: 'a1', email: ACCOUNT_EMAIL }, profile: { id: 'a1' } };
