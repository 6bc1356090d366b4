import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import type { reportMachine } from '../../../machines/reports/report.machine';
import { ReportContext } from './report-context';
import type { ReportDialog as ReportDialogType, ReportOpening } from './report-dialog';

export interface ReportProviderProps {
  /** A visitor's press asks them to sign in instead. */
  signedIn: boolean;
  /** The report machine with its real actors (or a test's fakes), loaded with the first press. */
  loadLogic: () => Promise<typeof reportMachine>;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

interface Loaded {
  Dialog: typeof ReportDialogType;
  logic: typeof reportMachine;
}

/**
 * Gives a page's «Пожаловаться» buttons their dialog. Its code, its machine and the service behind
 * it load with the first press, so a page that is only read never carries them.
 */
export function ReportProvider({ signedIn, loadLogic, inspect, children }: ReportProviderProps) {
  const [opening, setOpening] = useState<ReportOpening | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const open = useCallback(
    (target: ReportOpening['target'], opener: HTMLElement | null) =>
      setOpening({ target, signedIn, opener }),
    [signedIn],
  );
  useEffect(() => {
    if (!opening || loaded) return;
    let mounted = true;
    Promise.all([import('./report-dialog'), loadLogic()]).then(
      ([{ ReportDialog }, logic]) => mounted && setLoaded({ Dialog: ReportDialog, logic }),
      // A chunk that does not arrive leaves the page as it was; the next press asks again.
      () => mounted && setOpening(null),
    );
    return () => {
      mounted = false;
    };
  }, [opening, loaded, loadLogic]);
  return (
    <ReportContext value={open}>
      {children}
      {loaded && <loaded.Dialog logic={loaded.logic} opening={opening} inspect={inspect} />}
    </ReportContext>
  );
}
