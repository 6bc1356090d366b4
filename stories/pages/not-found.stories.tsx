import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { NotFoundPage } from '../../src/features/not-found/not-found-page';
import { notFoundMessages as m } from '../../src/features/not-found/not-found.messages';
import { homeMessages } from '../../src/features/home/home.messages';
import { text } from '../../tests/support/messages';
import { HomePage } from '../../src/features/home/home-page';
import { Route, Switch } from 'wouter';
import { PageFrame } from './page-frame';

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

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text(m.title, {}, 'en'),
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text(m.title, {}, 'fr'),
    );
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text(m.title, {}, 'de'),
    );
  },
};
