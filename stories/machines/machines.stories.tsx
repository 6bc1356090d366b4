import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MachinePage } from './support/machine-page';
import { machineByExport } from './support/registry';
import { statechartGraph } from './support/statechart-graph';

/**
 * One page per machine in machines/: its statechart and the paths its tests walk. The stories are
 * not listed here: `.storybook/machine-stories.ts` appends one export per machine it finds (for
 * Storybook's index and for the story tests alike), each made by `machineStory` below.
 */
const meta = {
  title: 'Machines',
  component: MachinePage,
  parameters: { layout: 'fullscreen' },
  excludeStories: ['machineStory'],
} satisfies Meta<typeof MachinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page of the machine exported as `exportName` from `file`; its test: every state drawn. */
export function machineStory(file: string, exportName: string): Story {
  const { machine } = machineByExport(file, exportName);
  return {
    args: { file, exportName },
    play: async ({ canvasElement }) => {
      const svg = await waitFor(
        () => {
          const found = canvasElement.querySelector(`svg[data-statechart="${machine.id}"]`);
          if (!found) throw new Error(`no statechart of ${machine.id} yet`);
          return found;
        },
        { timeout: 10_000 },
      );
      const graph = statechartGraph(machine);
      const drawn = [...svg.querySelectorAll('[data-state]')].map((n) =>
        n.getAttribute('data-state'),
      );
      await expect(drawn.sort()).toEqual(graph.nodes.map((n) => n.path).sort());
      // Every transition with a target is an edge; a targetless one is a line in its state.
      const edges = new Set(
        [...svg.querySelectorAll('[data-transition]')].map((n) =>
          n.getAttribute('data-transition'),
        ),
      );
      await expect([...edges].sort()).toEqual(graph.edges.map((e) => e.id).sort());
    },
  };
}
