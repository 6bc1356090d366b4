import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MachinePage } from './support/machine-page';

/**
 * Replaying a tested path on a machine's chart, on the theme machine (its paths are few and quick
 * to generate): each step lights the state reached and the edge taken.
 */
const meta = {
  title: 'Machines/Path replay',
  component: MachinePage,
  parameters: { layout: 'fullscreen' },
  args: { file: 'machines/theme/theme.machine.ts', exportName: 'themeMachine' },
} satisfies Meta<typeof MachinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StepThroughAPath: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByText(/^machine test: a path per edge/, {}, { timeout: 10_000 });
    await userEvent.click(list);
    const path = await canvas.findByRole('button', { name: 'theme.select → theme.select ⇒ dark' });
    await userEvent.click(path);
    await expect(path).toHaveAttribute('aria-pressed', 'true');
    const step = canvas.getByTestId('replay-step');
    await expect(step).toHaveTextContent(/^step 0\/2: \(initial\)/);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(step).toHaveTextContent('step 2/2: theme.select ⇒ dark');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state="dark"]')).toHaveAttribute('data-active'),
    );
    await expect(canvasElement.querySelector('[data-state="light"]')).not.toHaveAttribute(
      'data-active',
    );
    const taken = canvasElement.querySelector('[data-taken]');
    await expect(taken?.getAttribute('data-transition')).toMatch(/^ --theme\.select#1--> dark$/);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
