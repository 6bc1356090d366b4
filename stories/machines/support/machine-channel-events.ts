/**
 * What the «Machine» addon panel and the preview tell each other over Storybook's channel. No
 * imports beyond types: both the manager (panel) and the preview (decorator) load it.
 */
import type { LaidOutChart } from './statechart-chart';

export const MACHINE_ADDON = 'vstrechi/machine';
export const MACHINE_PANEL = `${MACHINE_ADDON}/panel`;

export const MachineEvents = {
  /** preview → panel: the story's machine and where it stands. */
  state: `${MACHINE_ADDON}/state`,
  /** panel → preview: lay out this machine's chart. */
  requestChart: `${MACHINE_ADDON}/request-chart`,
  /** preview → panel: the laid-out chart. */
  chart: `${MACHINE_ADDON}/chart`,
} as const;

export interface MachineStateMessage {
  storyId: string;
  id: string;
  active: string[];
  /** What the states are: declared by the story, or a running machine's (inspection). */
  source: 'declared' | 'live';
  lastTransition: string | null;
  lastEvent: string | null;
  /** Declared leaf states, or the live value's leaves, for the panel's caption. */
  at: string;
}

export interface MachineChartMessage {
  id: string;
  chart: LaidOutChart | null;
  error: string | null;
}
