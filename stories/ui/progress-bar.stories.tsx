import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from 'styled-system/css';
import { ProgressBar } from '../../src/components/ui';
import { inBox } from '../support/decorators';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Участники', value: 12, max: 50, valueText: '12 из 50' },
  decorators: [inBox(css({ maxW: '20rem' }))],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Attendees: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Участники' });
    await expect(bar).toHaveAttribute('aria-valuenow', '12');
    await expect(bar).toHaveAttribute('aria-valuemax', '50');
    await expect(bar).toHaveAttribute('aria-valuetext', '12 из 50');
    await expect(canvas.getByText('12 из 50')).toBeVisible();
  },
};

export const Percentage: Story = {
  args: { label: 'Загрузка изображения', value: 40, max: 100, valueText: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Загрузка изображения' })).toBeVisible();
    // Russian puts a (narrow no-break) space before the percent sign
    await expect(canvas.getByText(/^40\s%$/)).toBeVisible();
  },
};

export const PercentageInEnglish: Story = {
  ...Percentage,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const Full: Story = {
  args: { value: 50, valueText: '50 из 50' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, size: 'sm' },
  play: async ({ canvas }) => {
    // still named for screen readers
    await expect(canvas.getByRole('progressbar', { name: 'Участники' })).toBeInTheDocument();
  },
};

export const Indeterminate: Story = {
  args: { value: null, label: 'Загрузка', valueText: undefined, hideValueText: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Загрузка' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Attendees.play,
};
