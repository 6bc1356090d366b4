import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutPage } from '../../src/features/about/about-page';
import { PageFrame } from './page-frame';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: { layout: 'fullscreen', route: '/about' },
  render: () => (
    <PageFrame>
      <AboutPage />
    </PageFrame>
  ),
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Russian: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'О проекте «Встречи»',
    );
    const values = canvas.getByRole('region', { name: 'Наши ценности' });
    await expect(within(values).getAllByRole('listitem')).toHaveLength(3);
    const team = canvas.getByRole('region', { name: 'Команда' });
    await expect(within(team).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const contact = canvas.getByRole('region', { name: 'Контакты' });
    await expect(contact).toHaveAttribute('id', 'contact');
    await expect(contact).toHaveTextContent('9:00–18:00');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Our values' })).toBeInTheDocument();
    await expect(canvas.getByText('Saturday and Sunday: closed')).toBeInTheDocument();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Notre mission' })).toBeInTheDocument();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Unsere Werte' })).toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Контакты' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
