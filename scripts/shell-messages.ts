/**
 * Russian texts ride with the code that shows them. The first chunk carries only the messages its
 * own code refers to; every chunk the app loads on demand (a page, a menu, the toasts) carries those
 * its code and its static imports refer to beyond the first chunk's, and hands them to
 * src/i18n/load-messages.ts as it is evaluated, before its code runs. No page then waits for, or
 * downloads, the whole language (9.5 KB gzip, of which the event page uses a fifth).
 *
 * Which ids a chunk uses is read from the bundle itself once it is final: a message id is a string
 * literal in the code of the chunk that formats it (descriptors, `{ id: m.x.id }` toasts). In dev
 * and tests the first chunk's module is simply the whole language, and chunks carry nothing.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

const SHELL = 'virtual:vstrechi/ru-shell-messages';
const RESOLVED_SHELL = `\0${SHELL}`;
/** One module per dynamically imported module, so that it lands in that module's chunk. */
const CHUNK_PREFIX = '\0vstrechi-ru-texts:';
// Replaced in the final code; they carry the language file's hash so that each chunk's name
// (hashed before this replacement) still changes whenever the texts do.
const SHELL_MARK = '__VSTRECHI_RU_SHELL__';
const CHUNK_MARK = '__VSTRECHI_RU_CHUNK__';
// The whole literal, quotes included: the minifier may have picked any kind of quote.
const marks = (mark: string) => new RegExp(`(["'\`])${mark}[0-9a-f]{16}\\1`, 'g');
const DYNAMIC_IMPORT = /\bimport\(\s*(["'])([^"'`]+)\1\s*\)/g;

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'code' | 'imports'>;

/** The message ids a chunk's code names, of those the language has. */
export function idsIn(code: string, language: Record<string, unknown>): Set<string> {
  const ids = new Set<string>();
  for (const [, id] of code.matchAll(/["'`]([\w-]+(?:\.[\w-]+)+)["'`]/g))
    if (id && Object.hasOwn(language, id)) ids.add(id);
  return ids;
}

/**
 * The texts each chunk must bring: the first chunk's own, then, for every other chunk with a
 * placeholder, those of its code and its static imports that the first chunk does not have.
 * Shared chunks have no placeholder; each chunk that loads them on demand carries their texts.
 */
export function textsByChunk(
  chunks: Chunk[],
  shellFile: string,
  language: Record<string, unknown>,
  hasPlaceholder: (chunk: Chunk) => boolean,
): Map<string, Record<string, unknown>> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string, into = new Set<string>()) => {
    const chunk = byName.get(start);
    if (!chunk || into.has(start)) return into;
    into.add(start);
    chunk.imports.forEach((name) => closure(name, into));
    return into;
  };
  const found = new Map<string, Set<string>>();
  const idsOf = (files: Set<string>) => {
    const ids = new Set<string>();
    for (const file of files) {
      if (!found.has(file)) found.set(file, idsIn(byName.get(file)!.code, language));
      found.get(file)!.forEach((id) => ids.add(id));
    }
    return ids;
  };
  const pick = (ids: Iterable<string>) =>
    Object.fromEntries([...ids].sort().map((id) => [id, language[id]]));
  const shellFiles = closure(shellFile);
  const shellIds = idsOf(shellFiles);
  const out = new Map([[shellFile, pick(shellIds)]]);
  for (const chunk of chunks) {
    if (shellFiles.has(chunk.fileName) || !hasPlaceholder(chunk)) continue;
    const own = [...idsOf(closure(chunk.fileName))].filter((id) => !shellIds.has(id));
    out.set(chunk.fileName, pick(own));
  }
  return out;
}

/** @param root the project folder */
export function shellMessages(root: string): Plugin {
  const file = path.join(root, 'lang/compiled/ru.json');
  const register = path.join(root, 'src/i18n/load-messages.ts');
  let build = false;
  /** Modules some code imports dynamically: each becomes the facade of a chunk loaded on demand. */
  const loadedOnDemand = new Set<string>();
  const placeholder = (mark: string) => {
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
    return `JSON.parse(${JSON.stringify(`${mark}${hash}`)})`;
  };
  return {
    name: 'vstrechi:shell-messages',
    configResolved(config) {
      // Not Storybook's build: its stories format with the whole language.
      build = config.command === 'build' && !process.env.STORYBOOK;
    },
    resolveId: (id) => (id === SHELL ? RESOLVED_SHELL : id.startsWith(CHUNK_PREFIX) ? id : null),
    load(id) {
      if (id === RESOLVED_SHELL) {
        if (!build) return `export { default } from ${JSON.stringify(file)};`;
        this.addWatchFile(file);
        return `export default ${placeholder(SHELL_MARK)};`;
      }
      if (!id.startsWith(CHUNK_PREFIX)) return null;
      return `import { addRussianTexts } from ${JSON.stringify(register)};\naddRussianTexts(${placeholder(CHUNK_MARK)});`;
    },
    // An importer is transformed before the modules it imports are loaded: by the time a module
    // loaded on demand is transformed, its importer has named it here.
    async transform(code, id) {
      if (!build || id.includes('node_modules') || !/\.[jt]sx?$/.test(id)) return null;
      for (const [, , specifier] of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = specifier ? await this.resolve(specifier, id) : null;
        if (resolved && !resolved.external && /\.[jt]sx?$/.test(resolved.id))
          loadedOnDemand.add(resolved.id);
      }
      if (!loadedOnDemand.has(id)) return null;
      // First among its imports: evaluated before anything of the module runs.
      return { code: `import ${JSON.stringify(CHUNK_PREFIX + id)};\n${code}`, map: null };
    },
    generateBundle(_options, bundle) {
      if (!build) return;
      const language = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const shell = chunks.find((c) => c.moduleIds.includes(RESOLVED_SHELL));
      if (!shell) return;
      if (shell.code.search(marks(SHELL_MARK)) < 0)
        this.error('shell messages: the placeholder left the code');
      const marked = (chunk: Chunk) => chunk.code.search(marks(CHUNK_MARK)) >= 0;
      const texts = textsByChunk(chunks, shell.fileName, language, marked);
      // JSON.parse of a string literal: faster to start than an object literal of the same size.
      const literal = (subset: Record<string, unknown>) => JSON.stringify(JSON.stringify(subset));
      shell.code = shell.code.replace(marks(SHELL_MARK), () => literal(texts.get(shell.fileName)!));
      for (const chunk of chunks) {
        // A chunk with two modules loaded on demand (or the first chunk, for a module it also
        // imports statically) carries its texts once.
        let subset = chunk === shell ? {} : (texts.get(chunk.fileName) ?? {});
        chunk.code = chunk.code.replace(marks(CHUNK_MARK), () => {
          const text = literal(subset);
          subset = {};
          return text;
        });
      }
    },
  };
}
