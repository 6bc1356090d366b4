import type { CompiledMessages } from '../../machines/i18n/language.machine';
import type { Locale } from '../../machines/i18n/locales';

// One chunk per language: only the chosen language is downloaded.
const loaders: Record<Locale, () => Promise<{ default: CompiledMessages }>> = {
  ru: () => import('../../lang/compiled/ru.json'),
  en: () => import('../../lang/compiled/en.json'),
  fr: () => import('../../lang/compiled/fr.json'),
  de: () => import('../../lang/compiled/de.json'),
};

export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  return (await loaders[locale]()).default;
}
