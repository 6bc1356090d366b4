import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { vstack } from 'styled-system/patterns';
import { Field, Input, Textarea } from '../../src/components/ui';
import { inBox } from '../support/decorators';

const meta = {
  title: 'UI/Field',
  component: Field,
  args: { label: 'Email', children: null },
  decorators: [inBox(vstack({ alignItems: 'stretch', maxW: '24rem', gap: '6' }))],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHelp: Story = {
  render: () => (
    <Field label="Email" helperText="Мы никому не покажем ваш адрес" required>
      <Input type="email" name="email" autoComplete="email" placeholder="anna@example.ru" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Мы никому не покажем ваш адрес');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'anna@example.ru');
    await expect(input).toHaveValue('anna@example.ru');
  },
};

export const WithError: Story = {
  render: () => (
    <Field
      label="Email"
      helperText="На этот адрес придёт письмо"
      errorText="Некорректный email адрес"
      invalid
    >
      <Input type="email" defaultValue="anna@" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'На этот адрес придёт письмо Некорректный email адрес',
    );
    await expect(input).toHaveAccessibleErrorMessage('Некорректный email адрес');
  },
};

/** The error appears and disappears with validation, and the description follows it. */
function ValidatedName() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = touched && value.trim() === '';
  return (
    <Field label="Полное имя" invalid={invalid} errorText="Полное имя обязательно">
      <Input
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => setTouched(true)}
      />
    </Field>
  );
}

export const ErrorAppearsOnBlur: Story = {
  render: () => <ValidatedName />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Полное имя' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByText('Полное имя обязательно')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Полное имя обязательно');
    await userEvent.type(input, 'Анна Петрова');
    await expect(canvas.queryByText('Полное имя обязательно')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  render: () => (
    <Field label="Город" disabled>
      <Input defaultValue="Москва" />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Город' })).toBeDisabled();
  },
};

export const TextareaField: Story = {
  render: () => (
    <Field label="Описание события" helperText="Расскажите, чем займутся участники">
      <Textarea name="description" rows={4} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Описание события' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Первая строка{enter}Вторая строка');
    await expect(textarea).toHaveValue('Первая строка\nВторая строка');
    await expect(textarea).toHaveAccessibleDescription('Расскажите, чем займутся участники');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <>
      <Field label="Email" helperText="Подсказка" required>
        <Input placeholder="anna@example.ru" />
      </Field>
      <Field label="Пароль" invalid errorText="Пароль обязателен">
        <Input />
      </Field>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Пароль обязателен')).toBeVisible();
  },
};
