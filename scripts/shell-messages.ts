/**
 * The Russian messages the first chunk carries: only those its own code (and the home page's
 * recommended section) refers to, instead of all of them. Every other page loads the whole
 * language beside its chunk (src/i18n/load-messages.ts), so home's first load does not pay for the
 * texts of forms, profile and catalogue it never shows.
 *
 * Which ids a chunk uses is read from the bundle itself once it is final: a message id is a string
 * literal in the code of the chunk that formats it (descriptors, `{ id: m.x.id }` toasts). In dev
 * and tests the module is simply the whole language.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:vstrechi/ru-shell-messages';
const RESOLVED = `\0${ID}`;
// Replaced in the final code; carries the language file's hash so that the chunk's name (hashed
// before this replacement) still changes whenever the texts do.
const MARK = '__VSTRECHI_RU_SHELL_MESSAGES__';

/**
 * @param root the project folder
 * @param routes the modules whose dynamic imports are the pages (the app's routes and each area's):
 *   a page loads the whole language beside its chunk (src/app/startup/lazy-page.ts), so its texts
 *   stay out of the shell.
 * @param sections those of `routes`' dynamic imports that are parts of the first page instead,
 *   formatted with the shell's messages (lazyPage's `shellTexts`).
 *
 * The first chunk's other lazy parts (menus, toasts, the theme popup) keep their texts in the shell:
 * everything the first chunk loads on demand counts, except pages and language files. A new page
 * forgotten here costs bytes on home, never a missing text.
 */
export function shellMessages(root: string, routes: string[], sections: string[]): Plugin {
  const file = path.join(root, 'lang/compiled/ru.json');
  let build = false;
  return {
    name: 'vstrechi:shell-messages',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      if (!build) return `export { default } from ${JSON.stringify(file)};`;
      this.addWatchFile(file);
      const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
      return `export default JSON.parse(${JSON.stringify(`${MARK}${hash}`)});`;
    },
    generateBundle(_options, bundle) {
      if (!build) return;
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const shell = chunks.find((c) => c.moduleIds.includes(RESOLVED));
      if (!shell) return;
      const sectionIds = sections.map((section) => path.join(root, section));
      const pages = new Set<string>();
      for (const module of routes) {
        const imported = this.getModuleInfo(path.join(root, module))?.dynamicallyImportedIds ?? [];
        // A routes module that routes no page is a wrong path here: its pages' texts would ride
        // in the shell.
        if (!imported.length) this.error(`shell messages: no page imported by ${module}`);
        for (const id of imported) if (!sectionIds.includes(id)) pages.add(id);
      }
      const used = new Set<string>();
      const visited = new Set<string>();
      const collect = (fileName: string) => {
        const chunk = chunks.find((c) => c.fileName === fileName);
        if (!chunk || visited.has(fileName)) return;
        visited.add(fileName);
        const facade = chunk.facadeModuleId ?? '';
        if (pages.has(facade) || facade.endsWith('.json')) return;
        for (const [, id] of chunk.code.matchAll(/["'`]([\w-]+(?:\.[\w-]+)+)["'`]/g))
          if (id && id in all) used.add(id);
        chunk.imports.forEach(collect);
        chunk.dynamicImports.forEach(collect);
      };
      collect(shell.fileName);
      const subset = Object.fromEntries([...used].sort().map((id) => [id, all[id]]));
      // The whole literal, quotes included: the minifier may have picked any kind of quote.
      const mark = new RegExp(`(["'\`])${MARK}[0-9a-f]{16}\\1`);
      if (!mark.test(shell.code)) this.error('shell messages: the placeholder left the code');
      // JSON.parse of a string literal: faster to start than an object literal of the same size.
      shell.code = shell.code.replace(mark, () => JSON.stringify(JSON.stringify(subset)));
    },
  };
}
