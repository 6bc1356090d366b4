import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from 'styled-system/css';
import { grid } from 'styled-system/patterns';
import { token, type Token } from 'styled-system/tokens';

/**
 * Every text-on-surface pairing the recipes use. Axe runs on this story in both colour modes, so a
 * token change that drops any pair below WCAG AA fails the test suite.
 */
// Distributed over the token union: each colour token's name without its `colors.` prefix.
type ColourOf<T> = T extends `colors.${infer Name}` ? Name : never;
type Colour = ColourOf<Token>;
const pair = (fg: Colour, bg: Colour): { name: string; fg: Token; bg: Token } => ({
  name: `${fg} / ${bg}`,
  fg: `colors.${fg}`,
  bg: `colors.${bg}`,
});
const pairs = [
  pair('fg.default', 'bg.canvas'),
  pair('fg.muted', 'bg.canvas'),
  pair('fg.default', 'bg.subtle'),
  pair('fg.muted', 'bg.subtle'),
  pair('fg.muted', 'bg.muted'),
  pair('fg.default', 'bg.emphasized'),
  pair('accent.fg', 'accent.default'),
  pair('accent.fg', 'accent.emphasized'),
  pair('accent.text', 'bg.canvas'),
  pair('accent.subtleFg', 'accent.subtle'),
  pair('danger.fg', 'danger.default'),
  pair('danger.fg', 'danger.emphasized'),
  pair('danger.text', 'bg.canvas'),
  pair('danger.subtleFg', 'danger.subtle'),
  pair('info.subtleFg', 'info.subtle'),
  pair('success.subtleFg', 'success.subtle'),
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

const meta = { title: 'UI/Theme', component: Palette } satisfies Meta<typeof Palette>;

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
