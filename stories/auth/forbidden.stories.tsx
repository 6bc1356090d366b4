import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ForbiddenView } from '../../src/features/auth/forbidden-view';
import { authMessages as m } from '../../src/features/auth/auth.messages';
import { text } from '../../tests/support/messages';
import { PageFrame } from '../pages/page-frame';
import { translatedHeading } from '../pages/translated';

const meta = {
  title: 'Auth/Forbidden',
  component: ForbiddenView,
  parameters: { layout: 'fullscreen', route: '/admin' },
  render: () => (
    <PageFrame session={{ status: 'signedIn', isAdmin: false, fullName: 'Анна Петрова' }}>
      <ForbiddenView />
    </PageFrame>
  ),
} satisfies Meta<typeof ForbiddenView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedInNotAdmin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text(m.forbiddenTitle),
    );
    await expect(canvas.getByText(text(m.forbiddenText))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(m.forbiddenHome) })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const English: Story = translatedHeading('en', m.forbiddenTitle);
