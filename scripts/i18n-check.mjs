// Fails on: an id used in code but missing from any language, an id in a language file that code no
// longer uses, a Russian source text that drifted from lang/ru.json, ids that are not explicit dotted
// ids, bad ICU syntax, arguments that differ between languages, and Russian plurals without
// one/few/many/other.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TYPE, parse } from '@formatjs/icu-messageformat-parser';

const require = createRequire(import.meta.url);
const cli = require.resolve('@formatjs/cli/bin/formatjs');
const out = path.join(mkdtempSync(path.join(tmpdir(), 'i18n-')), 'extracted.json');
execFileSync(
  process.execPath,
  [
    cli,
    'extract',
    'src/**/*.{ts,tsx}',
    '--ignore',
    '**/*.d.ts',
    '--format',
    'simple',
    '--out-file',
    out,
    '--throws',
  ],
  {
    stdio: 'inherit',
  },
);
const extracted = JSON.parse(readFileSync(out, 'utf8'));
const load = (l) => JSON.parse(readFileSync(`lang/${l}.json`, 'utf8'));
const locales = readdirSync('lang')
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));
const required = ['ru', 'en', 'fr', 'de'];
const problems = [];
for (const l of required) if (!locales.includes(l)) problems.push(`lang/${l}.json is missing`);

const ID = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9-]+)+$/;
for (const id of Object.keys(extracted)) {
  if (!ID.test(id)) problems.push(`id "${id}" is not an explicit dotted id`);
}

const ru = load('ru');
for (const [id, text] of Object.entries(extracted)) {
  if (!(id in ru))
    problems.push(`ru: "${id}" is used in code but missing (run npm run i18n:extract)`);
  else if (ru[id] !== text)
    problems.push(`ru: "${id}" differs from the code's defaultMessage (run npm run i18n:extract)`);
}

function shape(ast, acc = { args: new Set(), plurals: [] }) {
  for (const el of ast) {
    if (
      el.type === TYPE.argument ||
      el.type === TYPE.number ||
      el.type === TYPE.date ||
      el.type === TYPE.time
    )
      acc.args.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      acc.args.add(el.value);
      if (el.type === TYPE.plural)
        acc.plurals.push({ arg: el.value, keys: Object.keys(el.options) });
      for (const opt of Object.values(el.options)) shape(opt.value, acc);
    }
    if (el.type === TYPE.tag) {
      acc.args.add(`<${el.value}>`);
      shape(el.children, acc);
    }
  }
  return acc;
}

const shapes = {};
for (const l of locales) {
  const messages = load(l);
  shapes[l] = {};
  for (const id of Object.keys(extracted))
    if (!(id in messages)) problems.push(`${l}: "${id}" is missing`);
  for (const [id, text] of Object.entries(messages)) {
    if (!(id in extracted)) problems.push(`${l}: "${id}" is not used in code`);
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`${l}: "${id}" is empty`);
      continue;
    }
    try {
      shapes[l][id] = shape(parse(text));
    } catch (e) {
      problems.push(`${l}: "${id}" has bad ICU syntax: ${e.message}`);
    }
  }
}

const need = {
  ru: ['one', 'few', 'many', 'other'],
  en: ['one', 'other'],
  fr: ['one', 'other'],
  de: ['one', 'other'],
};
for (const l of locales) {
  for (const [id, s] of Object.entries(shapes[l])) {
    const base = shapes.ru?.[id];
    if (base && l !== 'ru') {
      const a = [...base.args].sort().join(',');
      const b = [...s.args].sort().join(',');
      if (a !== b) problems.push(`${l}: "${id}" uses arguments {${b}} but ru uses {${a}}`);
    }
    for (const p of s.plurals) {
      const missing = (need[l] ?? ['other']).filter((k) => !p.keys.includes(k));
      if (missing.length)
        problems.push(`${l}: "${id}" plural {${p.arg}} lacks ${missing.join(', ')}`);
    }
  }
}

const count = Object.keys(extracted).length;
if (problems.length) {
  console.error(
    `i18n: ${problems.length} problem(s) in ${count} messages × ${locales.length} languages:`,
  );
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`i18n: ${count} messages complete and valid in ${locales.join(', ')}`);
