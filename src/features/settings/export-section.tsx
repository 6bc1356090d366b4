import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { dataExportMachine } from '../../../machines/settings/data-export.machine';
import { selectDataExportView } from '../../../machines/settings/data-export.selectors';
import { ExportView } from './export-view';

export interface ExportSectionProps {
  logic: typeof dataExportMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** Runs the data export's machine for its section of /settings. */
export function ExportSection({ logic, inspect }: ExportSectionProps) {
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectDataExportView);
  return <ExportView {...view} onExport={() => actor.send({ type: 'export.start' })} />;
}
