/**
 * GoTrue's IsRedirectURLValid: same host and scheme as the site URL (any port on localhost), any
 * loopback IP, or a match against the URI allow list compiled as gobwas/glob patterns with '.' and
 * '/' as separators (`*` stays inside one label or path segment, `**` crosses them).
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

function isLoopbackIp(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '');
  return /^127(?:\.\d{1,3}){3}$/.test(h) || h === '::1';
}

function isIpLiteral(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '');
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(h) || h.includes(':');
}

export function createRedirectValidator(siteUrl: string, allowList: string[]) {
  const patterns = allowList.map(globToRegExp);
  let base: URL | null = null;
  try {
    base = new URL(siteUrl);
  } catch {
    base = null;
  }
  return function isRedirectUrlValid(candidate: string | null | undefined): boolean {
    if (!candidate) return false;
    let ref: URL;
    try {
      ref = new URL(candidate);
    } catch {
      return false;
    }
    const host = ref.hostname;
    if (
      base &&
      base.hostname === host &&
      base.protocol === ref.protocol &&
      (base.port === ref.port || host === 'localhost' || isLoopbackIp(host))
    ) {
      return true;
    }
    const isHttp = ref.protocol === 'http:' || ref.protocol === 'https:';
    if (/^[0-9]+$/.test(host)) return false;
    if (isIpLiteral(host)) return isLoopbackIp(host);
    if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false;
    const matchAgainst = candidate.split('#')[0]!;
    return patterns.some((p) => p.test(matchAgainst));
  };
}
