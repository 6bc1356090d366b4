import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Select, type SelectOption } from '../../src/components/ui';
import { uiMessages } from '../../src/components/ui/ui.messages';
import { text } from '../../tests/support/messages';
import { inBox } from '../support/decorators';

const categories: SelectOption[] = [
  { value: 'technology', label: 'Технологии' },
  { value: 'health', label: 'Здоровье' },
  { value: 'art', label: 'Искусство' },
  { value: 'business', label: 'Бизнес', disabled: true },
  { value: 'food', label: 'Еда' },
  { value: 'education', label: 'Образование' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Категория', items: categories, onValueChange: fn(), name: 'category' },
  decorators: [inBox(css({ maxW: '20rem' }))],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Категория' });
    await expect(trigger).toHaveTextContent(text(uiMessages.selectPlaceholder));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Opened: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Категория' }));
    const body = within(document.body);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(6);
    await expect(body.getByRole('option', { name: 'Бизнес' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(body.getByRole('option', { name: 'Искусство' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('art');
    await expect(canvas.getByRole('combobox', { name: 'Категория' })).toHaveTextContent(
      'Искусство',
    );
  },
};

export const KeyboardChoice: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Категория' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('health');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    const native = canvasElementSelect();
    await expect(native?.value).toBe('health');
  },
};

function canvasElementSelect() {
  return document.querySelector<HTMLSelectElement>('select[name="category"]');
}

function Controlled() {
  const [value, setValue] = useState<string | null>('food');
  return (
    <>
      <Select label="Категория" items={categories} value={value} onValueChange={setValue} />
      <output aria-label="Выбрано">{value ?? '—'}</output>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Категория' })).toHaveTextContent('Еда');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Категория' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Здоровье' }));
    await expect(canvas.getByRole('status', { name: 'Выбрано' })).toHaveTextContent('health');
  },
};

export const WithError: Story = {
  args: {
    invalid: true,
    errorText: 'Выберите категорию',
    helperText: 'От категории зависит, где покажут событие',
    required: true,
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Категория' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription(
      'От категории зависит, где покажут событие Выберите категорию',
    );
  },
};

export const OpenedDark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'art' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Категория' }));
    const option = await within(document.body).findByRole('option', { name: 'Искусство' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
  },
};
