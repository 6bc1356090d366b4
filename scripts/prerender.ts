/**
 * Static pages written into the build: `/` into index.html and every other listed path into
 * `<path>.html` (what `vite preview` and static hosts serve for `/path`), rendered by the app itself
 * (src/app/startup/prerender.tsx) in Russian for a visitor without a session. They paint before any script
 * has run; the app then hydrates them (src/main.tsx). index.html is also every unknown path's
 * fallback: its first script hides the home page there and keeps the header and footer, the
 * neutral frame any page starts with.
 *
 * The stylesheet is inlined too: it no longer blocks the first paint behind a second request.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Plugin, type ResolvedConfig, createServer } from 'vite';

const ROOT_DIV = '<div id="root"></div>';

export function prerenderPages(paths: string[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vstrechi:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = inlineStyles(readFileSync(path.join(outDir, 'index.html'), 'utf8'), outDir);
      if (!template.includes(ROOT_DIV)) throw new Error('prerender: no empty #root in index.html');
      // The app's own modules, through Vite's SSR loader with the project's config (aliases,
      // compiled messages): the same components as the bundle, rendered by react-dom/server.
      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderPage } = (await server.ssrLoadModule('/src/app/startup/prerender.tsx')) as {
          renderPage: (path: string) => Promise<string>;
        };
        for (const page of paths) {
          const html = withPage(template, page, await renderPage(page));
          writeFileSync(
            path.join(outDir, page === '/' ? 'index.html' : `${page.slice(1)}.html`),
            html,
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}

/** The built stylesheets as <style>: the first paint waits for the document only. */
function inlineStyles(html: string, outDir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_, file: string) =>
      `<style data-href="/${file}">${readFileSync(path.join(outDir, file), 'utf8')}</style>`,
  );
}

/**
 * The page's markup in #root. React writes the page's <title>, <meta> and <link> before the
 * markup; they go to <head> in place of index.html's defaults, except on index.html, which stands
 * for every unknown path too and so keeps the defaults (the app sets each page's own when it runs).
 */
function withPage(template: string, page: string, rendered: string): string {
  const head = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(head.length);
  let html = template
    .replace('<html lang="ru">', `<html lang="ru" data-page="${page}">`)
    // The page paints without its scripts: they need not compete with it for the connection.
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
    .replace(ROOT_DIV, `<div id="root">${body}</div>`);
  if (page !== '/') {
    // Marked as index.html's are, so that the app replaces them. Site paths in place of absolute
    // addresses (no VITE_SITE_URL at build time) are left to the app, which knows its origin.
    const tags = (head.match(/<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?/g) ?? [])
      .filter((tag) => !/(?:href|content)="\/[^"]*"/.test(tag))
      .map((tag) => tag.replace(/^<(\w+)/, '<$1 data-static-head'));
    html = html
      .replace(/<(title|meta)\s+data-static-head[^>]*>(?:[^<]*<\/title>)?\s*/g, '')
      .replace('</head>', `${tags.join('')}</head>`);
  }
  if (!html.includes(`data-page="${page}"`)) throw new Error('prerender: no <html lang="ru">');
  return html;
}
