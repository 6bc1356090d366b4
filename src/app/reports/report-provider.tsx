/**
 * The report dialog for a page that offers «Пожаловаться» (the event, group, discussion and
 * person pages and the chat): its routes wrap the page in this. The dialog's code, machine and
 * supabase-js load with the first press.
 */
import type { ReactNode } from 'react';
import { selectIsSignedIn } from '../../../machines/auth/session.selectors';
import { ReportProvider } from '../../components/report/report-provider';
import { useInspect } from '../contexts/inspect';
import { SessionContext } from '../contexts/session';

const loadReportLogic = () => import('./report.logic').then((m) => m.reportLogic);

export function AppReportProvider({ children }: { children: ReactNode }) {
  const signedIn = SessionContext.useSelector(selectIsSignedIn);
  const inspect = useInspect();
  return (
    <ReportProvider signedIn={signedIn} loadLogic={loadReportLogic} inspect={inspect}>
      {children}
    </ReportProvider>
  );
}
