import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { NotFoundPage } from '../../src/features/not-found/not-found-page';
import { notFoundMessages as m } from '../../src/features/not-found/not-found.messages';
import { homeMessages } from '../../src/features/home/home.messages';
import { text } from '../../tests/support/messages';
import { HomePage } from '../../src/features/home/home-page';
import { Route, Switch } from 'wouter';
import { PageFrame } from './page-frame';
import { translatedHeading } from './translated';

const meta = {
  title: 'Pages/Not found',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', route: '/no/such/page' },
  render: () => (
    <PageFrame>
      <Switch>
        <Route path="/">
          <HomePage />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </PageFrame>
  ),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Russian: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(m.code))).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text(m.title));
    await userEvent.click(canvas.getByRole('link', { name: text(m.home) }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
        text(homeMessages.heroTitle),
      ),
    );
  },
};

export const English: Story = translatedHeading('en', m.title);

export const French: Story = translatedHeading('fr', m.title);

export const German: Story = translatedHeading('de', m.title);
