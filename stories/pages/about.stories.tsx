import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutMessages as m, contactWeekdays } from '../../src/features/about/about.messages';
import { text } from '../../tests/support/messages';
import { AboutPage } from '../../src/features/about/about-page';
import { inPageFrame } from './page-frame';
import { translatedHeading } from './translated';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: { layout: 'fullscreen', route: '/about' },
  render: inPageFrame(AboutPage),
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Russian: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text(m.title));
    const values = canvas.getByRole('region', { name: text(m.valuesTitle) });
    await expect(within(values).getAllByRole('listitem')).toHaveLength(3);
    const team = canvas.getByRole('region', { name: text(m.teamTitle) });
    await expect(within(team).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const contact = canvas.getByRole('region', { name: text(m.contactTitle) });
    await expect(contact).toHaveAttribute('id', 'contact');
    await expect(contact).toHaveTextContent(text(contactWeekdays, { from: '9:00', to: '18:00' }));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: text(m.valuesTitle, {}, 'en') }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(text(m.contactWeekend, {}, 'en'))).toBeInTheDocument();
  },
};

export const French: Story = translatedHeading('fr', m.missionTitle);

export const German: Story = translatedHeading('de', m.valuesTitle);

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: text(m.contactTitle) })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
