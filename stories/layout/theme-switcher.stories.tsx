import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageDescriptor } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromCallback } from 'xstate';
import type { ThemeEvent } from '../../machines/theme/theme.machine';
import { ThemeContext } from '../../src/app/contexts/theme';
import { appThemeMachine } from '../../src/app/theme/theme.logic';
import { ThemeSwitcher } from '../../src/app/theme/switcher';
import { layoutMessages as l } from '../../src/features/layout/layout.messages';
import { ThemeSwitcherView } from '../../src/features/layout/theme-switcher-view';
import { text } from '../../tests/support/messages';

// The wired switch loads its radio group on demand (see src/app/theme-switcher.tsx): find, not get.

/**
 * The theme machine as the app wires it (it paints <html>), with a device whose colour scheme is
 * fixed per story; the live following is covered by tests/ui/theme-switcher.page.test.tsx and e2e.
 */
const themeLogic = (deviceDark: boolean) =>
  appThemeMachine.provide({
    actors: { watchSystemScheme: fromCallback<ThemeEvent>(() => () => {}) },
    guards: { systemPrefersDark: () => deviceDark },
    // Stories must not leave a choice behind in the browser's storage.
    actions: { persistTheme: fn() },
  });

function Wired({ stored, deviceDark }: { stored: string | null; deviceDark: boolean }) {
  const logic = themeLogic(deviceDark);
  return (
    <ThemeContext.Provider logic={logic} options={{ input: { stored } }}>
      <div style={{ maxWidth: '20rem' }}>
        <ThemeSwitcher name="story-theme" />
      </div>
    </ThemeContext.Provider>
  );
}

const meta = {
  title: 'Layout/Theme switcher',
  parameters: { machine: { id: 'theme' } },
  component: Wired,
  args: { stored: null, deviceDark: false },
} satisfies Meta<typeof Wired>;

export default meta;
type Story = StoryObj<typeof meta>;

const html = () => document.documentElement;

/** A play: `choice` is the checked radio and the page is painted `painted`. */
const shows =
  (choice: MessageDescriptor, painted: 'light' | 'dark') =>
  async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    await expect(await canvas.findByRole('radio', { name: text(choice) })).toBeChecked();
    await expect(html()).toHaveAttribute('data-theme', painted);
  };

/** State `light`: chosen, whatever the device says. */
export const Light: Story = {
  parameters: { machine: { state: 'light' } },
  args: { stored: 'light', deviceDark: true },
  play: shows(l.themeLight, 'light'),
};

/** State `dark`. */
export const Dark: Story = {
  parameters: { machine: { state: 'dark' } },
  args: { stored: 'dark', deviceDark: false },
  play: shows(l.themeDark, 'dark'),
};

/** State `system.light`: nothing chosen yet, a light device. */
export const SystemLight: Story = {
  parameters: { machine: { state: 'system.light' } },
  args: { stored: null, deviceDark: false },
  play: shows(l.themeSystem, 'light'),
};

/** State `system.dark`: following a dark device. */
export const SystemDark: Story = {
  parameters: { machine: { state: 'system.dark' } },
  args: { stored: 'system', deviceDark: true },
  play: shows(l.themeSystem, 'dark'),
};

/** Choosing applies at once, without a reload; arrows move the choice. */
export const Choosing: Story = {
  parameters: { machine: { state: ['light', 'dark', 'system.light'] } },
  args: { stored: 'light', deviceDark: false },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: text(l.themeDark) }));
    await waitFor(() => expect(html()).toHaveAttribute('data-theme', 'dark'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('radio', { name: text(l.themeSystem) })).toBeChecked();
    await waitFor(() => expect(html()).toHaveAttribute('data-theme', 'light'));
  },
};

/** The pure view in every language (toolbar), with each choice. */
export const View: StoryObj<typeof ThemeSwitcherView> = {
  parameters: { machine: { state: 'dark' } },
  render: (args) => <ThemeSwitcherView {...args} />,
  args: { name: 'view-theme', preference: 'dark', onSelect: fn() },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: text(l.themeLabel) });
    await expect(within(group).getByRole('radio', { name: text(l.themeDark) })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: text(l.themeSystem) }));
    await expect(args.onSelect).toHaveBeenCalledWith('system');
  },
};

export const ViewGerman: StoryObj<typeof ThemeSwitcherView> = {
  parameters: { machine: { state: 'dark' } },
  ...View,
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: text(l.themeLabel, {}, 'de') });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual([l.themeLight, l.themeDark, l.themeSystem].map((m) => text(m, {}, 'de')));
  },
};
