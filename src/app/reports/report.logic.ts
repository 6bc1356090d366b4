/** The report dialog's machine with its real actor: the one place it is provided. */
import { fromPromise } from 'xstate';
import { reportMachine } from '../../../machines/reports/report.machine';
import type { ReportRequest } from '../../../machines/reports/report.types';
import { fileReport } from '../../services/reports';

export const reportLogic = reportMachine.provide({
  actors: {
    sendReport: fromPromise<void, ReportRequest>(({ input }) => fileReport(input)),
  },
});
