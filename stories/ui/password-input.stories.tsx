import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { vstack } from 'styled-system/patterns';
import { Field, PasswordInput } from '../../src/components/ui';
import { uiMessages } from '../../src/components/ui/ui.messages';
import { text } from '../../tests/support/messages';
import { inBox } from '../support/decorators';

const meta = {
  title: 'UI/PasswordInput',
  component: PasswordInput,
  args: { name: 'password' },
  decorators: [inBox(vstack({ alignItems: 'stretch', maxW: '24rem' }))],
  render: (args) => (
    <Field label="Пароль" helperText="Не менее 8 символов" required>
      <PasswordInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = 'Пароль';

export const Hidden: Story = {
  args: { defaultValue: 'secret123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Пароль/, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(input).toHaveAccessibleDescription('Не менее 8 символов');
    const toggle = canvas.getByRole('button', { name: text(uiMessages.passwordShow) });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Shown: Story = {
  args: { defaultValue: 'secret123', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(new RegExp(label), { selector: 'input' });
    await userEvent.type(input, '!');
    // keyboard users reach the toggle with Tab, right after the input
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: text(uiMessages.passwordShow) });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('secret123!');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Подтвердите пароль" invalid errorText="Пароли не совпадают">
      <PasswordInput {...args} autoComplete="new-password" defaultValue="secret" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Подтвердите пароль', { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Пароли не совпадают');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Field label="Пароль" disabled>
      <PasswordInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Пароль', { selector: 'input' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: text(uiMessages.passwordShow) }),
    ).toBeDisabled();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: 'secret123' },
  render: (args) => (
    <Field label="Password">
      <PasswordInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'secret123', defaultVisible: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: text(uiMessages.passwordShow) }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
