import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from 'styled-system/css';
import { grid } from 'styled-system/patterns';
import { token, type Token } from 'styled-system/tokens';

/**
 * Every text-on-surface pairing the recipes use. Axe runs on this story in both colour modes, so a
 * token change that drops any pair below WCAG AA fails the test suite.
 */
const pairs: Array<{ name: string; fg: Token; bg: Token }> = [
  { name: 'fg.default / bg.canvas', fg: 'colors.fg.default', bg: 'colors.bg.canvas' },
  { name: 'fg.muted / bg.canvas', fg: 'colors.fg.muted', bg: 'colors.bg.canvas' },
  { name: 'fg.default / bg.subtle', fg: 'colors.fg.default', bg: 'colors.bg.subtle' },
  { name: 'fg.muted / bg.subtle', fg: 'colors.fg.muted', bg: 'colors.bg.subtle' },
  { name: 'fg.muted / bg.muted', fg: 'colors.fg.muted', bg: 'colors.bg.muted' },
  { name: 'fg.default / bg.emphasized', fg: 'colors.fg.default', bg: 'colors.bg.emphasized' },
  { name: 'accent.fg / accent.default', fg: 'colors.accent.fg', bg: 'colors.accent.default' },
  { name: 'accent.fg / accent.emphasized', fg: 'colors.accent.fg', bg: 'colors.accent.emphasized' },
  { name: 'accent.text / bg.canvas', fg: 'colors.accent.text', bg: 'colors.bg.canvas' },
  {
    name: 'accent.subtleFg / accent.subtle',
    fg: 'colors.accent.subtleFg',
    bg: 'colors.accent.subtle',
  },
  { name: 'danger.fg / danger.default', fg: 'colors.danger.fg', bg: 'colors.danger.default' },
  { name: 'danger.fg / danger.emphasized', fg: 'colors.danger.fg', bg: 'colors.danger.emphasized' },
  { name: 'danger.text / bg.canvas', fg: 'colors.danger.text', bg: 'colors.bg.canvas' },
  {
    name: 'danger.subtleFg / danger.subtle',
    fg: 'colors.danger.subtleFg',
    bg: 'colors.danger.subtle',
  },
  { name: 'info.subtleFg / info.subtle', fg: 'colors.info.subtleFg', bg: 'colors.info.subtle' },
  {
    name: 'success.subtleFg / success.subtle',
    fg: 'colors.success.subtleFg',
    bg: 'colors.success.subtle',
  },
];

function Palette() {
  return (
    <ul className={grid({ columns: { base: 1, sm: 2 }, gap: '3' })}>
      {pairs.map((pair) => (
        <li
          key={pair.name}
          data-pair={pair.name}
          className={css({ p: '4', borderRadius: 'lg', fontSize: 'sm', listStyle: 'none' })}
          style={{ color: token.var(pair.fg), background: token.var(pair.bg) }}
        >
          <strong>Встречи</strong> · {pair.name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'UI/Theme',
  component: Palette,
} satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const items = canvasElement.querySelectorAll<HTMLElement>('[data-pair]');
  await expect(items).toHaveLength(pairs.length);
  // every token resolves: an unknown variable would leave the text transparent-on-nothing
  for (const item of items) {
    await expect(getComputedStyle(item).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  }
};

export const LightPairs: Story = { globals: { theme: 'light' }, play };

export const DarkPairs: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(3, 7, 18)');
    await play(context);
  },
};
