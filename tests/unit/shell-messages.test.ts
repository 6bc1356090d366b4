// @vitest-environment node
/**
 * scripts/shell-messages.ts in a real Vite build of a small app: the first chunk carries only the
 * texts its own code names, each chunk loaded on demand those it needs beyond them (shared code's
 * included), handed over before the chunk's code runs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { shellMessages, textsByChunk } from '../../scripts/shell-messages';

const text = (value: string) => [{ type: 0, value }];
const LANGUAGE = {
  'shell.title': text('Встречи'),
  'page.title': text('Страница'),
  'shared.label': text('Общее'),
  'menu.item': text('Пункт'),
  'unused.text': text('Никто'),
};

let root: string;
let chunks: Rollup.OutputChunk[];

const write = (file: string, code: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), code);
};
const chunkOf = (name: string) => chunks.find((c) => c.name === name)!;
/** The texts a chunk hands over, read back from its code. */
const carried = (chunk: Rollup.OutputChunk) =>
  [...chunk.code.matchAll(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/g)].map(
    ([, literal]) => JSON.parse(JSON.parse(literal!)) as Record<string, unknown>,
  );

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shell-messages-'));
  write('lang/compiled/ru.json', JSON.stringify(LANGUAGE));
  write(
    'src/i18n/load-messages.ts',
    'export const got: unknown[] = [];\nexport function addRussianTexts(t: unknown) { got.push(t); }\n',
  );
  write(
    'src/main.ts',
    `import shell from 'virtual:vstrechi/ru-shell-messages';
export const title = { id: 'shell.title' };
export const messages = shell;
export const page = () => import('./page');
export const menu = () => import('./menu');`,
  );
  write('src/shared.ts', `export const label = { id: 'shared.label' };`);
  write(
    'src/page.ts',
    `import { label } from './shared';\nexport default [{ id: 'page.title' }, label];`,
  );
  write(
    'src/menu.ts',
    `import { label } from './shared';\nexport default [{ id: 'menu.item' }, label, { id: 'shell.title' }];`,
  );
  const out = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [shellMessages(root)],
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(root, 'src/main.ts'), formats: ['es'], fileName: 'main' },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  chunks = (Array.isArray(out) ? out[0]! : out).output.filter(
    (c): c is Rollup.OutputChunk => c.type === 'chunk',
  );
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('Russian texts inside the chunks that show them', () => {
  it('the first chunk carries only the texts its own code names', () => {
    expect(carried(chunkOf('main'))).toEqual([{ 'shell.title': LANGUAGE['shell.title'] }]);
  });

  it('a chunk loaded on demand carries its own and its static imports’ texts, not the first chunk’s', () => {
    expect(carried(chunkOf('page'))).toEqual([
      { 'page.title': LANGUAGE['page.title'], 'shared.label': LANGUAGE['shared.label'] },
    ]);
    expect(carried(chunkOf('menu'))).toEqual([
      { 'menu.item': LANGUAGE['menu.item'], 'shared.label': LANGUAGE['shared.label'] },
    ]);
  });

  it('hands its texts over before its own code runs', () => {
    const code = chunkOf('page').code;
    const handedOver = code.search(/\w+\(JSON\.parse\(/);
    expect(handedOver).toBeGreaterThanOrEqual(0);
    // The module's own descriptor, after the texts (which name the id too).
    expect(handedOver).toBeLessThan(code.lastIndexOf('page.title'));
    expect(code.lastIndexOf('page.title')).toBeGreaterThan(code.indexOf('"));'));
  });

  it('no text is left out, none carried twice in a chunk, no placeholder left', () => {
    for (const chunk of chunks) {
      expect(chunk.code).not.toContain('__VSTRECHI_RU_');
      const ids = carried(chunk).flatMap(Object.keys);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const everywhere = new Set(chunks.flatMap((c) => carried(c).flatMap(Object.keys)));
    expect([...everywhere].sort()).toEqual([
      'menu.item',
      'page.title',
      'shared.label',
      'shell.title',
    ]);
  });
});

describe('textsByChunk', () => {
  const chunk = (fileName: string, code: string, imports: string[] = []) => ({
    fileName,
    code,
    imports,
  });

  it('gives a chunk the texts of everything it imports statically, less the first chunk’s', () => {
    const texts = textsByChunk(
      [
        chunk('shell.js', `"shell.title"`),
        chunk('a.js', `"page.title";"shell.title"`, ['shell.js', 'b.js']),
        chunk('b.js', `'shared.label';"not.an.id"`, ['c.js']),
        chunk('c.js', '`menu.item`'),
      ],
      'shell.js',
      LANGUAGE,
      (c) => c.fileName === 'a.js',
    );
    expect(Object.fromEntries(texts)).toEqual({
      'shell.js': { 'shell.title': LANGUAGE['shell.title'] },
      'a.js': {
        'menu.item': LANGUAGE['menu.item'],
        'page.title': LANGUAGE['page.title'],
        'shared.label': LANGUAGE['shared.label'],
      },
    });
  });
});
