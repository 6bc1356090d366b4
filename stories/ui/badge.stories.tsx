import type { Meta, StoryObj } from '@storybook/react-vite';
import { Globe, MapPin } from 'lucide-react';
import { expect } from 'storybook/test';
import { hstack } from 'styled-system/patterns';
import { Badge } from '../../src/components/ui';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Бесплатно' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants = ['neutral', 'accent', 'success', 'destructive', 'solid', 'outline'] as const;

export const Variants: Story = {
  render: () => (
    <div className={hstack({ gap: '2', flexWrap: 'wrap' })}>
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
      <Badge variant="accent">
        <Globe aria-hidden /> Онлайн
      </Badge>
      <Badge>
        <MapPin aria-hidden /> Офлайн
      </Badge>
      <Badge variant="solid">1 500 ₽</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of variants) {
      await expect(canvas.getByText(variant).className).toContain(`badge--variant_${variant}`);
    }
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'accent', children: <a href="#tech">Технологии</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Технологии' });
    await expect(link.className).toContain('badge');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
  play: Variants.play,
};
