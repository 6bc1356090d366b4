/**
 * Where GoTrue may send a browser with tokens: the site URL (same scheme, host and port, any path)
 * or a match against the URI allow list (config.toml's `additional_redirect_urls`), compiled as
 * gobwas/glob patterns with '.' and '/' as separators (`*` stays inside one label or path segment,
 * `**` crosses them). Stricter than GoTrue's IsRedirectURLValid on purpose (issue 22): no address
 * is allowed for being loopback, no port for being on localhost, and only http(s) URLs at all.
 */

const SEP = '[^./]';

export function globToRegExp(pattern: string): RegExp {
  let i = 0;
  const parse = (inAlt: boolean): string => {
    let out = '';
    while (i < pattern.length) {
      const c = pattern[i]!;
      if (inAlt && (c === ',' || c === '}')) return out;
      i++;
      if (c === '\\' && i < pattern.length) {
        out += escapeRe(pattern[i++]!);
      } else if (c === '*') {
        if (pattern[i] === '*') {
          while (pattern[i] === '*') i++;
          out += '.*';
        } else {
          out += `${SEP}*`;
        }
      } else if (c === '?') {
        out += SEP;
      } else if (c === '[') {
        const end = pattern.indexOf(']', i);
        if (end === -1) {
          out += '\\[';
        } else {
          let body = pattern.slice(i, end);
          i = end + 1;
          const negate = body.startsWith('!');
          if (negate) body = body.slice(1);
          out += `[${negate ? '^' : ''}${body.replace(/[\\\]^]/g, (m) => `\\${m}`)}]`;
        }
      } else if (c === '{') {
        const alts: string[] = [];
        for (;;) {
          alts.push(parse(true));
          const stop = pattern[i];
          i++;
          if (stop !== ',') break;
        }
        out += `(?:${alts.join('|')})`;
      } else {
        out += escapeRe(c);
      }
    }
    return out;
  };
  return new RegExp(`^${parse(false)}$`, 's');
}

function escapeRe(c: string): string {
  return c.replace(/[.*+?^${}()|[\]\\/]/g, (m) => `\\${m}`);
}

/** Controls, spaces and backslashes: browsers drop or rewrite them, so the URL checked is not the one opened. */
function unsafe(url: string): boolean {
  for (const c of url) {
    const code = c.codePointAt(0)!;
    if (code <= 0x20 || code === 0x7f || c === '\\') return true;
  }
  return false;
}

function parseHttp(url: string): URL | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}

export function createRedirectValidator(siteUrl: string, allowList: string[]) {
  const patterns = allowList.map(globToRegExp);
  const site = parseHttp(siteUrl);
  const listed = (url: string) => patterns.some((p) => p.test(url.split('#')[0]!));
  return function isRedirectUrlValid(candidate: string | null | undefined): boolean {
    if (!candidate || unsafe(candidate)) return false;
    const ref = parseHttp(candidate);
    if (!ref || ref.username || ref.password) return false;
    if (site && ref.origin === site.origin) return true;
    // Both as written (GoTrue matches the raw text) and as the browser will read it.
    return listed(candidate) && listed(ref.href);
  };
}
