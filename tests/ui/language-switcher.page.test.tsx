import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import de from '../../lang/compiled/de.json';
import en from '../../lang/compiled/en.json';
import fr from '../../lang/compiled/fr.json';
import ru from '../../lang/compiled/ru.json';
import type { languageMachine } from '../../machines/i18n/language.machine';
import { type CompiledMessages } from '../../machines/i18n/language.machine';
import { LANGUAGE_STORAGE_KEY, type Locale } from '../../machines/i18n/locales';
import { appLanguageMachine } from '../../src/app/language/language.logic';
import { layoutMessages as l } from '../../src/features/layout/layout.messages';
import { controllable } from '../support/controllable';
import { text } from '../support/messages';
import { renderShell } from './render-shell';
import { languagePageModel as model } from '../machines/language.model';
import { type SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof languageMachine>;

const catalogues = { ru, en, fr, de } as unknown as Record<Locale, CompiledMessages>;
/** One text per language to tell which catalogue the page is rendered with. */
const eventsLink = Object.fromEntries(
  (['ru', 'en', 'fr', 'de'] as const).map((locale) => [locale, text(l.navEvents, {}, locale)]),
) as Record<Locale, string>;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'ru';
});
afterEach(() => localStorage.clear());

const switcher = () => screen.getByRole('combobox');

function setup() {
  const user = setupUser();
  const load = controllable<CompiledMessages, { locale: Locale }>();
  const logic = appLanguageMachine.provide({ actors: { loadMessages: load.logic } });
  const view = renderShell({ languageLogic: logic });
  // What storage should hold: the last language the visitor chose that also arrived.
  let chosen: Locale | null = null;
  let choosing: Locale | null = null;
  const sut: Sut = {
    states: {
      loading: () => {
        // Russian comes with the first chunk: the page is shown in it at once (and is then what
        // the build prerendered), never with untranslated ids, while the machine loads it.
        expect(screen.getAllByRole('link', { name: eventsLink.ru }).length).toBeGreaterThan(0);
        expect(view.getByText('page')).toBeInTheDocument();
        expect(load.lastInput).toEqual({ locale: 'ru' });
      },
      failed: () => {
        expect(screen.getByRole('heading', { name: text(l.bootFailedTitle) })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: text(l.bootRetry) })).toBeEnabled();
      },
      ready: (expected) => {
        const { locale, error } = expected.context;
        expect(switcher()).toHaveValue(locale);
        expect(switcher()).toBeEnabled();
        expect(document.documentElement.lang).toBe(locale);
        expect(screen.getAllByRole('link', { name: eventsLink[locale] }).length).toBeGreaterThan(0);
        // Only a choice the visitor made is remembered, not the default.
        expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(chosen);
        if (error) expect(screen.getByRole('alert')).toBeInTheDocument();
        else expect(screen.queryByRole('alert')).toBeNull();
      },
      switching: (expected) => {
        const { locale, pending } = expected.context;
        expect(switcher()).toHaveValue(pending);
        expect(switcher()).toBeDisabled();
        expect(switcher()).toHaveAttribute('aria-busy', 'true');
        // The page stays in the old language until the new one has arrived.
        expect(document.documentElement.lang).toBe(locale);
        expect(screen.getAllByRole('link', { name: eventsLink[locale] }).length).toBeGreaterThan(0);
        expect(load.lastInput).toEqual({ locale: pending });
      },
    },
    events: {
      'language.select': (e) => {
        choosing = e.locale as Locale;
        return user.selectOptions(switcher(), e.locale);
      },
      'language.retry': () => user.click(screen.getByRole('button', { name: text(l.bootRetry) })),
      'error.dismiss': () => user.click(within(screen.getByRole('alert')).getByRole('button')),
      'xstate.done.actor.loadMessages': async () => {
        if (choosing) chosen = choosing;
        choosing = null;
        await load.resolve(catalogues[load.lastInput.locale]);
      },
      'xstate.error.actor.loadMessages': () => {
        choosing = null;
        return load.reject(new Error('offline'));
      },
    } as Sut['events'],
  };
  return { sut, load, user };
}

describe('language switcher page (model-based)', () => {
  modelTests(model, { setup });
});

describe('language switcher page (rules)', () => {
  it('offers the four languages by their own names', async () => {
    const { load } = setup();
    await load.resolve(catalogues.ru);
    const options = within(switcher()).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['ru', text(l.languageRu)],
      ['en', text(l.languageEn)],
      ['fr', text(l.languageFr)],
      ['de', text(l.languageDe)],
    ]);
    expect(switcher()).toHaveAccessibleName(text(l.languageLabel));
  });

  it('starts in the stored language and switches to French without a reload', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { load, user } = setup();
    expect(load.lastInput).toEqual({ locale: 'de' });
    await load.resolve(catalogues.de);
    expect(switcher()).toHaveAccessibleName(text(l.languageLabel, {}, 'de'));
    await user.selectOptions(switcher(), 'fr');
    await load.resolve(catalogues.fr);
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(screen.getByRole('button', { name: text(l.menuOpen, {}, 'fr') })).toBeInTheDocument();
  });
});
