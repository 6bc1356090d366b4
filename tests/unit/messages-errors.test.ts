import { describe, expect, it } from 'vitest';
import {
  isMessagesFailure,
  RAISED_KEYS,
  toMessagesFailure,
} from '../../src/services/messages-errors';

/**
 * The messaging service reads refusals through the same mapper as groups (backend-failure.ts,
 * whose shared paths tests/unit/groups-errors.test.ts walks): here what is messaging's own.
 */
describe('toMessagesFailure', () => {
  it('maps every key the messaging migrations raise to a code, with its field where it has one', () => {
    for (const [key, code] of Object.entries(RAISED_KEYS)) {
      expect(toMessagesFailure({ code: 'P0001', message: key }).code).toBe(code);
    }
    expect(toMessagesFailure({ code: 'P0001', message: 'message_reply_elsewhere' })).toEqual({
      code: 'invalid',
      message: 'message_reply_elsewhere',
      field: 'replyTo',
    });
  });

  it('names the field a constraint refused', () => {
    const message =
      'new row for relation "messages" violates check constraint "messages_body_check"';
    expect(toMessagesFailure({ code: '23514', message })).toEqual({
      code: 'invalid',
      message,
      field: 'body',
    });
  });

  it("takes only messaging's codes for its own failures", () => {
    expect(isMessagesFailure({ code: 'rate_limited', message: 'message_rate_limited' })).toBe(true);
    // A groups code is no messaging failure: it is read again, as an unknown refusal.
    expect(isMessagesFailure({ code: 'banned', message: 'group_banned' })).toBe(false);
    expect(toMessagesFailure({ code: 'banned', message: 'group_banned' }).code).toBe('unknown');
  });
});
