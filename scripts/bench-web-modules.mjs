// What a built chunk carries, module by module: `node scripts/bench-web-modules.mjs [chunk…]
// [--top=N] [--dir=.bench/dist]`, after `npm run bench:web` (whose build writes hidden source maps).
// Without a chunk name it reads the chunks index.html loads (the shell).
//
// Each byte of the minified chunk is given to the source its source map names; a module's gzip
// figure is its bytes compressed on their own (as bundle visualisers count), so the figures add up
// to more than the chunk's gzip, which the last line prints for comparison. Sources under
// node_modules are also summed by package.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const option = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...B64].map((c, i) => [c, i]));

/** A source map's segments, line by line: [generated column, source index] (the rest unused). */
function segments(mappings) {
  const lines = [];
  let source = 0;
  const state = [0, 0, 0, 0, 0];
  for (const line of mappings.split(';')) {
    const out = [];
    state[0] = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const c of segment) {
        const digit = DIGIT.get(c);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      state[0] += fields[0];
      if (fields.length > 1) {
        state[1] += fields[1];
        source = state[1];
        out.push([state[0], source]);
      } else out.push([state[0], -1]);
    }
    lines.push(out);
  }
  return lines;
}

/** A built chunk's code and, by source file, the bytes of it that came from there. */
export function modulesOf(dir, file) {
  const code = readFileSync(path.join(dir, file), 'utf8');
  const mapFile = path.join(dir, `${file}.map`);
  // A chunk the bundler writes itself (its runtime) has no map: one piece.
  if (!existsSync(mapFile)) return { code, pieces: new Map([[`(${file})`, code]]) };
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const pieces = new Map();
  const add = (source, text) => {
    const name = source < 0 ? '(no source)' : map.sources[source];
    pieces.set(name, (pieces.get(name) ?? '') + text);
  };
  const lines = code.split('\n');
  const mapped = segments(map.mappings);
  lines.forEach((line, i) => {
    const segs = mapped[i] ?? [];
    if (!segs.length || segs[0][0] > 0) add(-1, line.slice(0, segs[0]?.[0] ?? line.length));
    segs.forEach(([column, source], j) => add(source, line.slice(column, segs[j + 1]?.[0])));
  });
  return { code, pieces };
}

/** The share of a chunk's bytes that comes from supabase-js and its parts (@supabase/*). */
export function supabaseShare(dir, file) {
  const { code, pieces } = modulesOf(dir, file);
  let bytes = 0;
  for (const [source, text] of pieces)
    if (source.includes('node_modules/@supabase/')) bytes += text.length;
  return code.length ? bytes / code.length : 0;
}

const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
const tidy = (source) =>
  source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');
const packageOf = (source) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? '(app: src, machines, lang)';

function main() {
  const DIR = option('dir') ?? '.bench/dist';
  const TOP = Number(option('top') ?? 40);
  const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const files = named.length
    ? named.map((f) => (f.startsWith('assets/') ? f : `assets/${f}`))
    : [
        ...readFileSync(path.join(DIR, 'index.html'), 'utf8').matchAll(
          /(?:src|href)="\/(assets\/[^"]+\.js)"/g,
        ),
      ].map((m) => m[1]);

  for (const file of files) {
    const { code, pieces } = modulesOf(DIR, file);
    const rows = [...pieces].map(([source, text]) => ({
      source: tidy(source),
      text,
      raw: text.length,
      gzip: gz(text),
    }));
    rows.sort((a, b) => b.gzip - a.gzip);
    console.log(`\n${file}: ${kb(code.length)} raw, ${kb(gz(code))} gzip, ${rows.length} modules`);
    console.log('     gzip       raw  module');
    for (const r of rows.slice(0, TOP)) console.log(`${kb(r.gzip)} ${kb(r.raw)}  ${r.source}`);
    const packages = new Map();
    for (const r of rows) {
      const p = packageOf(r.source);
      const sum = packages.get(p) ?? { raw: 0, text: '' };
      packages.set(p, { raw: sum.raw + r.raw, text: sum.text + r.text });
    }
    console.log('by package (gzip of the package’s bytes together):');
    for (const [name, { raw, text }] of [...packages].sort((a, b) => b[1].raw - a[1].raw))
      console.log(`${kb(gz(text))} ${kb(raw)}  ${name}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
