import type { AuthFailure, AuthSession } from '../../machines/auth/auth.types';

export function fakeSession(
  overrides: Partial<AuthSession['user']> = {},
  token = 'token-1',
): AuthSession {
  return {
    accessToken: token,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'anna@example.com',
      fullName: 'Анна Петрова',
      avatarUrl: '',
      role: 'business',
      ...overrides,
    },
  };
}

export const networkFailure: AuthFailure = {
  code: 'network',
  message: 'Failed to fetch',
  retryable: true,
};

export const fatalFailure: AuthFailure = {
  code: 'session_expired',
  message: 'Invalid Refresh Token: Refresh Token Not Found',
  retryable: false,
};
