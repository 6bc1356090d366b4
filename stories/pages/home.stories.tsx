import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { categoryMessages } from '../../src/components/category/category.messages';
import { HomePage } from '../../src/features/home/home-page';
import { homeMessages as m } from '../../src/features/home/home.messages';
import { layoutMessages } from '../../src/features/layout/layout.messages';
import { text, textPattern } from '../../tests/support/messages';
import { PageFrame, inPageFrame } from './page-frame';
import { translatedHeading } from './translated';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', route: '/' },
  render: inPageFrame(HomePage),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Russian: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text(m.heroTitle));
    const categories = canvas.getByRole('region', { name: text(m.categoriesTitle) });
    const tiles = within(categories).getAllByRole('link');
    await expect(tiles).toHaveLength(6);
    await expect(tiles[0]).toHaveAttribute('href', '/events?category=technology');
    await expect(tiles[5]).toHaveAttribute('href', '/events?category=education');
    await expect(canvas.getByRole('link', { name: text(m.createEvent) })).toHaveAttribute(
      'href',
      '/events/create',
    );
  },
};

export const SignedIn: Story = {
  render: () => (
    <PageFrame session={{ status: 'signedIn', isAdmin: false, fullName: 'Анна Петрова' }}>
      <HomePage />
    </PageFrame>
  ),
  play: async ({ canvas }) => {
    const profile = canvas.getAllByRole('link', {
      name: text(layoutMessages.profile),
      hidden: true,
    });
    // The wide-screen bar's; the small-screen menu loads only once its button is pressed.
    await expect(profile).toHaveLength(1);
    for (const link of profile) await expect(link).toHaveAttribute('href', '/profile');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text(m.heroTitle, {}, 'en'),
    );
    await expect(
      canvas.getByRole('link', { name: text(categoryMessages.education, {}, 'en') }),
    ).toBeInTheDocument();
  },
};

export const French: Story = translatedHeading('fr', m.heroTitle);

export const German: Story = translatedHeading('de', m.heroTitle);

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text(layoutMessages.menuOpen) })).toBeVisible();
    // The hero's button and the closing call to action.
    const find = canvas.getAllByRole('link', { name: textPattern(m.findEvents) });
    await expect(find).toHaveLength(2);
    await expect(find[0]).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    // The accessibility check after play measures contrast in the dark palette too.
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
