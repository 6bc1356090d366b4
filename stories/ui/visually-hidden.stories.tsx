import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge, VisuallyHidden } from '../../src/components/ui';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountWithContext: Story = {
  render: () => (
    <a href="#notifications">
      <Bell aria-hidden />
      <Badge variant="solid">3</Badge>
      <VisuallyHidden>непрочитанных уведомления</VisuallyHidden>
    </a>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '3 непрочитанных уведомления' });
    await expect(link).toBeVisible();
    const hidden = canvas.getByText('непрочитанных уведомления');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
