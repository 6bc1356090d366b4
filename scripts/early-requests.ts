/**
 * index.html's head script: src/app/startup/early-start.ts bundled on its own and inlined, so the landing
 * page's code, language file and data (and the covers it names) are asked for while the first
 * chunk still downloads, not after it has run. The build tells it which files each landing page
 * needs (src/app/startup/landing-pages.ts). In development it is a module script that only fetches data.
 */
import path from 'node:path';
import { build as bundle } from 'rolldown';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { landingPages } from '../src/app/startup/landing-pages.ts';
import { LOCALES } from '../machines/i18n/locales.ts';

const ENTRY = 'src/app/startup/early-start.ts';

/** Each landing page's chunk and the chunks it imports, without those the first chunk brings. */
function filesByPage(
  root: string,
  base: string,
  bundleOut: Rollup.OutputBundle,
  entry: Rollup.OutputChunk,
) {
  const chunks = Object.values(bundleOut).filter(
    (c): c is Rollup.OutputChunk => c.type === 'chunk',
  );
  const closure = (start: Rollup.OutputChunk, into = new Set<string>()) => {
    if (into.has(start.fileName)) return into;
    into.add(start.fileName);
    for (const name of start.imports) {
      const dep = chunks.find((c) => c.fileName === name);
      if (dep) closure(dep, into);
    }
    return into;
  };
  const shell = closure(entry);
  const facade = (module: string) => {
    const chunk = chunks.find(
      (c) => c.isDynamicEntry && c.facadeModuleId === path.join(root, module),
    );
    if (!chunk) throw new Error(`early-requests: no chunk for ${module}`);
    return chunk;
  };
  const pages = Object.fromEntries(
    Object.values(landingPages).map(({ module }) => [
      module,
      [...closure(facade(module))].filter((f) => !shell.has(f)).map((f) => base + f),
    ]),
  );
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [locale, base + facade(`lang/compiled/${locale}.json`).fileName]),
  );
  return { pages, texts };
}

export function earlyRequests(root: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vstrechi:early-requests',
    configResolved(resolved) {
      config = resolved;
    },
    async transformIndexHtml(_html, { bundle: out, chunk }) {
      if (config.command !== 'build' || !out || !chunk) {
        return [{ tag: 'script', attrs: { type: 'module', src: `/${ENTRY}` }, injectTo: 'head' }];
      }
      const { pages, texts } = filesByPage(root, config.base, out, chunk);
      const { output } = await bundle({
        input: path.join(root, ENTRY),
        write: false,
        platform: 'browser',
        transform: {
          define: {
            // An inline script is no module: import.meta.env becomes the build's values.
            'import.meta.env': JSON.stringify(config.env),
            __PAGE_FILES__: JSON.stringify(pages),
            __TEXT_FILES__: JSON.stringify(texts),
          },
        },
        output: { format: 'iife', minify: true },
      });
      const code = output[0].code.trim();
      // Inline: nothing may close the element early.
      if (code.includes('</script'))
        throw new Error('early-requests: the script contains </script');
      return [{ tag: 'script', children: code, injectTo: 'head' }];
    },
  };
}
