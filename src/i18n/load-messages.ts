import type { CompiledMessages } from '../../machines/i18n/language.machine';
import type { Locale } from '../../machines/i18n/locales';
import ru from '../../lang/compiled/ru.json';

// Russian, the default and most visitors' language, ships inside the entry chunk: the first render
// does not wait for a second request (measured with `npm run bench:web`). The other languages are one
// chunk each, downloaded only when chosen.
const loaders: Record<Locale, () => Promise<{ default: CompiledMessages }>> = {
  ru: async () => ({ default: ru as CompiledMessages }),
  en: () => import('../../lang/compiled/en.json'),
  fr: () => import('../../lang/compiled/fr.json'),
  de: () => import('../../lang/compiled/de.json'),
};

export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  return (await loaders[locale]()).default;
}
