import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, fn, userEvent } from 'storybook/test';
import { languagePreferenceMachine } from '../../machines/settings/language-preference.machine';
import { ThemeSwitcherView } from '../../src/features/layout/theme-switcher-view';
import { AppearanceSection } from '../../src/features/settings/appearance-section';
import { appearanceMessages as m } from '../../src/features/settings/settings.messages';
import { text } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { fitsPhone, PHONE, inSettings, SETTINGS_PAGE } from './settings-frame';

const logic = (save: AnyActorLogic = resolved<void>(undefined)) =>
  languagePreferenceMachine.provide({ actors: { saveLanguage: save as never } });

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const choose = async (canvas: Canvas, locale: string) =>
  userEvent.selectOptions(canvas.getByRole('combobox', { name: text(m.language) }), locale);

const meta = {
  title: 'Settings/Language and theme',
  component: AppearanceSection,
  parameters: { machine: { id: 'languagePreference' }, ...SETTINGS_PAGE },
  args: {
    logic: logic(),
    locale: 'ru',
    onLanguageSelect: fn(),
    themeControl: <ThemeSwitcherView name="settings-theme" preference="system" onSelect={fn()} />,
  },
  render: inSettings(AppearanceSection),
} satisfies Meta<typeof AppearanceSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { machine: { state: 'idle' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: text(m.language) })).toHaveValue('ru');
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

export const Saving: Story = {
  parameters: { machine: { state: 'saving' } },
  args: { logic: logic(pending()) },
  play: async ({ canvas, args }) => {
    await choose(canvas, 'en');
    await expect(args.onLanguageSelect).toHaveBeenCalledWith('en');
    await expect(await canvas.findByText(text(m.saving))).toBeVisible();
  },
};

export const Saved: Story = {
  parameters: { machine: { state: 'saved' } },
  play: async ({ canvas }) => {
    await choose(canvas, 'de');
    await expect(await canvas.findByText(text(m.saved))).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(rejected()) },
  play: async ({ canvas }) => {
    await choose(canvas, 'fr');
    await expect(await canvas.findByText(text(m.failed))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.retry) })).toBeEnabled();
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'idle' } },
  globals: PHONE,
  play: async ({ canvasElement }) => fitsPhone(canvasElement),
};
