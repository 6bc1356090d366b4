import { assertEvent, assign, setup } from 'xstate';
import { errorOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import {
  REPORT_DETAILS_MAX,
  type ReportFailure,
  type ReportReason,
  type ReportRequest,
  type ReportTarget,
  toReportFailure,
} from './report.types';

export interface ReportContext {
  target: ReportTarget | null;
  reason: ReportReason | null;
  details: string;
  failure: ReportFailure | null;
}

export type ReportEvent =
  | { type: 'report.open'; target: ReportTarget; signedIn: boolean }
  | { type: 'reason.select'; reason: ReportReason }
  | { type: 'details.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'retry' }
  | { type: 'dialog.close' };

/** The details as sent: trimmed, and nothing rather than an empty string. */
export const detailsOf = (details: string) => details.trim() || null;

export const canSubmit = (c: Pick<ReportContext, 'reason' | 'details'>) =>
  c.reason !== null && c.details.trim().length <= REPORT_DETAILS_MAX;

const empty = { reason: null, details: '', failure: null } as const;

/**
 * «Пожаловаться»: one dialog for every kind of target (an event, a group, a message, a comment, a
 * person). A visitor is asked to sign in first; a member picks a reason, may say more, and sends.
 * A second report on the same target while the first is open is answered as already filed, not as
 * a failure: the moderators already have it.
 */
export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
  },
  actors: {
    sendReport: notProvided<void, ReportRequest>('sendReport'),
  },
  actions: {
    openFor: assign(({ event }) => {
      assertEvent(event, 'report.open');
      return { ...empty, target: event.target };
    }),
    selectReason: assign(({ event }) => {
      assertEvent(event, 'reason.select');
      return { reason: event.reason };
    }),
    changeDetails: assign(({ event }) => {
      assertEvent(event, 'details.change');
      return { details: event.value };
    }),
    storeFailure: assign((_, { error }: { error: unknown }) => ({
      failure: toReportFailure(error),
    })),
    clearFailure: assign({ failure: null }),
    forget: assign({ ...empty, target: null }),
  },
  guards: {
    isSignedIn: ({ event }) => event.type === 'report.open' && event.signedIn,
    canSubmit: ({ context }) => canSubmit(context),
    alreadyReported: (_, { error }: { error: unknown }) =>
      toReportFailure(error).code === 'already_reported',
  },
}).createMachine({
  id: 'report',
  context: { target: null, ...empty },
  initial: 'closed',
  on: { 'dialog.close': { target: '.closed', actions: 'forget' } },
  states: {
    closed: {
      on: {
        'report.open': [
          { guard: 'isSignedIn', target: 'choosing', actions: 'openFor' },
          { target: 'signInPrompt', actions: 'openFor' },
        ],
      },
    },
    signInPrompt: {},
    choosing: {
      on: {
        'reason.select': { actions: 'selectReason' },
        'details.change': { actions: 'changeDetails' },
        'form.submit': { guard: 'canSubmit', target: 'sending' },
      },
    },
    sending: {
      invoke: {
        id: 'sendReport',
        src: 'sendReport',
        input: ({ context }) => ({
          type: context.target!.type,
          id: context.target!.id,
          reason: context.reason!,
          details: detailsOf(context.details),
        }),
        onDone: { target: 'sent' },
        onError: [
          { guard: { type: 'alreadyReported', params: errorOf }, target: 'alreadyReported' },
          { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    sent: {},
    alreadyReported: {},
    // The reason and details stay: «Повторить» sends them again.
    failed: {
      on: { retry: { target: 'sending', actions: 'clearFailure' } },
    },
  },
});
