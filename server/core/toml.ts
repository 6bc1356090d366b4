/**
 * Just enough TOML for supabase/config.toml: [tables], key = string | number | boolean | array of
 * those on one line, # comments. Anything fancier is ignored rather than guessed at.
 */
export type TomlValue = string | number | boolean | TomlValue[];
export type TomlTable = Record<string, TomlValue | undefined>;

function parseValue(raw: string): TomlValue | undefined {
  const text = raw.trim();
  if (text.startsWith('"') && text.endsWith('"')) return JSON.parse(text) as string;
  if (text.startsWith("'") && text.endsWith("'")) return text.slice(1, -1);
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^[+-]?\d[\d_]*(\.\d+)?$/.test(text)) return Number(text.replaceAll('_', ''));
  if (text.startsWith('[') && text.endsWith(']')) {
    const inner = text.slice(1, -1).trim();
    if (!inner) return [];
    const items = inner.match(/"(?:[^"\\]|\\.)*"|'[^']*'|[^,\s][^,]*/g) ?? [];
    return items.map((i) => parseValue(i)).filter((v): v is TomlValue => v !== undefined);
  }
  return undefined;
}

function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return line.slice(0, i);
  }
  return line;
}

/** Returns tables keyed by their dotted name; top-level keys live under ''. */
export function parseToml(source: string): Record<string, TomlTable> {
  const tables: Record<string, TomlTable> = { '': {} };
  let current = tables['']!;
  for (const rawLine of source.split(/\r?\n/)) {
    const line = stripComment(rawLine).trim();
    if (!line) continue;
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      const name = header[1]!.trim();
      current = tables[name] ??= {};
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    current[line.slice(0, eq).trim()] = parseValue(line.slice(eq + 1));
  }
  return tables;
}
