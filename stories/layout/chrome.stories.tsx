import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { type CompiledMessages, languageMachine } from '../../machines/i18n/language.machine';
import type { Locale } from '../../machines/i18n/locales';
import { selectChosenLocale, selectIsSwitching } from '../../machines/i18n/language.selectors';
import { BootFailedView } from '../../src/features/layout/boot-failed-view';
import { FooterView } from '../../src/features/layout/footer-view';
import { LanguageSwitcherView } from '../../src/features/layout/language-switcher-view';
import { LanguageErrorNoticeView } from '../../src/features/layout/notice-view';

/** The parts around every page: footer, language switcher and its failure states. */
const meta = {
  title: 'Layout/Chrome',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const onSelect = fn();
const onDismiss = fn();
const onRetry = fn();

export const FooterWithoutSocialLinks: Story = {
  render: () => <FooterView year={2025} socialLinks={[]} />,
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('© 2025 Встречи');
    await expect(within(footer).getByRole('link', { name: 'Контакты' })).toHaveAttribute(
      'href',
      '/about#contact',
    );
    await expect(within(footer).queryByRole('navigation', { name: 'Мы в соцсетях' })).toBeNull();
  },
};

export const FooterWithSocialLinks: Story = {
  render: () => (
    <FooterView
      year={2025}
      socialLinks={[
        { network: 'telegram', href: 'https://t.me/vstrechi' },
        { network: 'vk', href: 'https://vk.com/vstrechi' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const social = canvas.getByRole('navigation', { name: 'Мы в соцсетях' });
    await expect(within(social).getAllByRole('link')).toHaveLength(2);
    await expect(within(social).getByRole('link', { name: /ВКонтакте/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const LanguageSwitcher: Story = {
  parameters: { machine: { id: 'language', state: 'ready' } },
  render: () => <LanguageSwitcherView chosen="ru" switching={false} onSelect={onSelect} />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Язык интерфейса' });
    await userEvent.selectOptions(select, 'fr');
    await expect(onSelect).toHaveBeenCalledWith('fr');
  },
};

/** The switcher on the language machine itself, its catalogue loader never answering. */
function StartingSwitcher() {
  const actor = useActorRef(
    languageMachine.provide({
      actors: {
        loadMessages: fromPromise<CompiledMessages, { locale: Locale }>(
          () => new Promise(() => {}),
        ),
      },
    }),
    { input: { stored: null } },
  );
  const chosen = useSelector(actor, selectChosenLocale);
  const switching = useSelector(actor, selectIsSwitching);
  return (
    <LanguageSwitcherView
      chosen={chosen}
      switching={switching}
      onSelect={(locale) => actor.send({ type: 'language.select', locale })}
    />
  );
}

/**
 * Starting: the page is already drawn with the first chunk's Russian while the whole catalogue
 * loads; a choice made before it arrives is not taken up (the switcher stays on Russian).
 */
export const LanguageStarting: Story = {
  parameters: { machine: { id: 'language', state: 'loading' } },
  render: () => <StartingSwitcher />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Язык интерфейса' });
    await expect(select).toHaveValue('ru');
    await userEvent.selectOptions(select, 'fr');
    await expect(select).toHaveValue('ru');
    await expect(select).not.toHaveAttribute('aria-busy', 'true');
  },
};

export const LanguageSwitching: Story = {
  parameters: { machine: { id: 'language', state: 'switching' } },
  render: () => <LanguageSwitcherView chosen="de" switching onSelect={fn()} />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox');
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('de');
    await expect(select).toHaveAttribute('aria-busy', 'true');
  },
};

export const LanguageLoadFailed: Story = {
  parameters: { machine: { id: 'language', state: 'ready' } },
  render: () => <LanguageErrorNoticeView onDismiss={onDismiss} />,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось загрузить выбранный язык');
    await userEvent.click(within(alert).getByRole('button', { name: 'Закрыть' }));
    await expect(onDismiss).toHaveBeenCalled();
  },
};

export const AppFailedToStart: Story = {
  parameters: { machine: { id: 'language', state: 'failed' } },
  render: () => <BootFailedView onRetry={onRetry} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Не удалось загрузить приложение' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};
