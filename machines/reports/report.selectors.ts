import type { SnapshotFrom } from 'xstate';
import { canSubmit, type reportMachine } from './report.machine';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from './report.types';

type Snapshot = SnapshotFrom<typeof reportMachine>;

export type ReportStep =
  'closed' | 'signInPrompt' | 'choosing' | 'sending' | 'sent' | 'alreadyReported' | 'failed';

const step = (s: Snapshot): ReportStep => {
  for (const key of [
    'signInPrompt',
    'choosing',
    'sending',
    'sent',
    'alreadyReported',
    'failed',
  ] as const)
    if (s.matches(key)) return key;
  return 'closed';
};

export const selectReportView = (s: Snapshot) => {
  const current = step(s);
  return {
    step: current,
    open: current !== 'closed',
    /** The form shows while choosing and sending (locked while sending). */
    form: current === 'choosing' || current === 'sending',
    sending: current === 'sending',
    targetType: s.context.target?.type ?? null,
    reasons: REPORT_REASONS,
    reason: s.context.reason,
    details: s.context.details,
    detailsMax: REPORT_DETAILS_MAX,
    tooLong: s.context.details.trim().length > REPORT_DETAILS_MAX,
    canSubmit: canSubmit(s.context),
    failureCode: current === 'failed' ? (s.context.failure?.code ?? null) : null,
  };
};

export type ReportView = ReturnType<typeof selectReportView>;
