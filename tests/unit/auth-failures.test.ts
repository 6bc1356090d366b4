import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { toFailure } from '../../src/services/auth';

describe('auth failures by code (issue 21, item 1)', () => {
  it.each([
    [
      new AuthApiError(
        'Unable to validate email address: invalid format',
        400,
        'validation_failed',
      ),
      'email_invalid',
    ],
    [
      new AuthApiError('Email address "a@b.c" is invalid', 400, 'email_address_invalid'),
      'email_invalid',
    ],
    [
      new AuthApiError('Signup requires a valid password', 400, 'validation_failed'),
      'validation_failed',
    ],
    [
      new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled'),
      'signup_disabled',
    ],
    [
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      'rate_limited',
    ],
    [new AuthApiError('Something new', 418, 'brand_new_code'), 'unknown'],
    [new AuthRetryableFetchError('Failed to fetch', 0), 'network'],
  ])('%s → %s, the server words kept for the details only', (error, code) => {
    const failure = toFailure(error);
    expect(failure.code).toBe(code);
    expect(failure.details).toMatchObject({ message: error.message });
  });
});

describe('how long a rate-limited person waits (issue 21, item 14)', () => {
  it.each([
    [
      new AuthApiError(
        'For security purposes, you can only request this after 37 seconds.',
        429,
        'over_email_send_rate_limit',
      ),
      37,
    ],
    [new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'), 3600],
    [new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'), 300],
    [new AuthApiError('Too Many Requests', 429, undefined as unknown as string), 300],
  ])('%s → %i s', (error, seconds) => {
    const failure = toFailure(error);
    expect(failure.code).toBe('rate_limited');
    expect(failure.retryAfterSeconds).toBe(seconds);
  });

  it('gives no wait to a failure that is not a rate limit', () => {
    expect(
      toFailure(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')),
    ).not.toHaveProperty('retryAfterSeconds');
  });
});
