import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { InspectionEvent } from 'xstate';
import { signInPathFor } from '../../../machines/auth/return-path';
import type { reportMachine } from '../../../machines/reports/report.machine';
import { selectReportView } from '../../../machines/reports/report.selectors';
import type { ReportTarget } from '../../../machines/reports/report.types';
import { ReportDialogView } from './report-dialog-view';

/** One press of a «Пожаловаться» button: a new object each time, so pressing again reopens. */
export interface ReportOpening {
  target: ReportTarget;
  signedIn: boolean;
  opener: HTMLElement | null;
}

export interface ReportDialogProps {
  logic: typeof reportMachine;
  opening: ReportOpening | null;
  inspect?: (event: InspectionEvent) => void;
}

/** Runs the report machine for a page: each opening starts the dialog afresh for its target. */
export function ReportDialog({ logic, opening, inspect }: ReportDialogProps) {
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectReportView);
  const [path] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (opening)
      actor.send({ type: 'report.open', target: opening.target, signedIn: opening.signedIn });
  }, [actor, opening]);
  return (
    <ReportDialogView
      {...view}
      signInHref={signInPathFor(search ? `${path}?${search}` : path)}
      finalFocusEl={() => opening?.opener ?? null}
      onReason={(reason) => actor.send({ type: 'reason.select', reason })}
      onDetails={(value) => actor.send({ type: 'details.change', value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onRetry={() => actor.send({ type: 'retry' })}
      onClose={() => actor.send({ type: 'dialog.close' })}
    />
  );
}
