/**
 * The states the screen stories declare (`parameters.machine`, see
 * stories/support/machine-parameters.ts), read from the story files' source, not by importing
 * them: a story module pulls React, Panda's CSS and Storybook's test runtime, none of which Node
 * or the jsdom tests need to tell which states have a story.
 *
 * What is read: the meta's `parameters.machine.id`; for each exported story its own
 * `parameters.machine` (`state`, and `id` when it shows another machine), found in the story's
 * object, in an object it spreads, or in what a same-file helper it calls returns.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface StoryDeclaration {
  file: string;
  story: string;
  line: number;
  /** The machine's id: the story's own, else its meta's; undefined when neither names one. */
  id: string | undefined;
  states: string[];
  /** Runs its machine live (`parameters.machine.live`): it may name no state. */
  live: boolean;
}

/**
 * Directories whose stories are screens of a machine: every area's folder under `stories/`, so a
 * new area is held by the gate from its first story. Not `ui` (kit parts with no machine),
 * `machines` (the statecharts and live stories) nor `support`.
 */
const NOT_SCREENS = new Set(['ui', 'machines', 'support']);
export const SCREEN_STORY_DIRS = readdirSync('stories', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_SCREENS.has(entry.name))
  .map((entry) => `stories/${entry.name}`)
  .sort();

/** The story files under `dirs` (relative to `root`), as paths relative to `root`. */
export function storyFiles(dirs: string[] = SCREEN_STORY_DIRS, root = process.cwd()): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.resolve(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.stories\.tsx?$/.test(f))
      .sort()
      .map((f) => path.posix.join(dir, f.split(path.sep).join('/'))),
  );
}

interface Declared {
  id?: string;
  states?: string[];
  live?: boolean;
}

function unwrap(node: ts.Expression): ts.Expression {
  let at = node;
  while (
    ts.isParenthesizedExpression(at) ||
    ts.isAsExpression(at) ||
    ts.isSatisfiesExpression(at) ||
    ts.isTypeAssertionExpression(at)
  )
    at = at.expression;
  return at;
}

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of object.properties) {
    if (ts.isPropertyAssignment(p) && p.name.getText() === name) return unwrap(p.initializer);
  }
  return undefined;
}

const stringOf = (node: ts.Expression | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;

/** `{ id, state }`; a declaration that is not made of literals is an error, not a silent miss. */
function readMachine(node: ts.Expression, where: string): Declared {
  if (!ts.isObjectLiteralExpression(node))
    throw new Error(`${where}: parameters.machine must be an object literal`);
  for (const p of node.properties) {
    if (!ts.isPropertyAssignment(p))
      throw new Error(`${where}: parameters.machine must be written out ({ id: '…', state: '…' })`);
  }
  const out: Declared = {};
  const id = propertyOf(node, 'id');
  if (id) {
    out.id = stringOf(id);
    if (out.id === undefined) throw new Error(`${where}: parameters.machine.id must be a string`);
  }
  const live = propertyOf(node, 'live');
  if (live) out.live = live.kind === ts.SyntaxKind.TrueKeyword;
  const state = propertyOf(node, 'state');
  if (state) {
    const items = ts.isArrayLiteralExpression(state) ? [...state.elements] : [state];
    out.states = items.map((e) => {
      const s = stringOf(unwrap(e as ts.Expression));
      if (s === undefined)
        throw new Error(`${where}: parameters.machine.state must be a string or strings`);
      return s;
    });
  }
  return out;
}

/** A top-level function of the file by name (`const f = (...) => ...` or `function f`). */
function helpers(source: ts.SourceFile): Map<string, ts.ConciseBody> {
  const out = new Map<string, ts.ConciseBody>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
      out.set(statement.name.text, statement.body);
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer && unwrap(d.initializer);
        if (
          ts.isIdentifier(d.name) &&
          init &&
          (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
        )
          out.set(d.name.text, init.body);
      }
    }
  }
  return out;
}

function storyMachine(
  node: ts.Expression,
  local: Map<string, ts.ConciseBody>,
  where: string,
  seen = new Set<string>(),
): Declared | undefined {
  const at = unwrap(node);
  if (ts.isObjectLiteralExpression(at)) {
    const parameters = propertyOf(at, 'parameters');
    if (parameters && ts.isObjectLiteralExpression(parameters)) {
      const machine = propertyOf(parameters, 'machine');
      if (machine) return readMachine(machine, where);
    }
    // The last spread wins, as it would at run time.
    for (const p of [...at.properties].reverse()) {
      if (ts.isSpreadAssignment(p)) {
        const found = storyMachine(p.expression, local, where, seen);
        if (found) return found;
      }
    }
    return undefined;
  }
  if (ts.isCallExpression(at) && ts.isIdentifier(at.expression)) {
    const name = at.expression.text;
    const body = local.get(name);
    if (!body || seen.has(name)) return undefined;
    seen.add(name);
    if (!ts.isBlock(body)) return storyMachine(body as ts.Expression, local, where, seen);
    let found: Declared | undefined;
    const visit = (n: ts.Node) => {
      if (found) return;
      if (ts.isReturnStatement(n) && n.expression)
        found = storyMachine(n.expression, local, where, seen);
      else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
    };
    ts.forEachChild(body, visit);
    return found;
  }
  return undefined;
}

/** The meta object: what `export default` names (a `const meta = {...}`) or holds. */
function metaObject(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  for (const statement of source.statements) {
    if (!ts.isExportAssignment(statement)) continue;
    let expr = unwrap(statement.expression);
    if (ts.isIdentifier(expr)) {
      const name = expr.text;
      for (const s of source.statements) {
        if (!ts.isVariableStatement(s)) continue;
        for (const d of s.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer)
            expr = unwrap(d.initializer);
      }
    }
    return ts.isObjectLiteralExpression(expr) ? expr : undefined;
  }
  return undefined;
}

/**
 * Every exported story of one file with what it declares; `file` is relative to `root` (the
 * repository) and names the story in messages; `text` stands in for the file's content.
 */
export function readStoryFile(
  file: string,
  { root = process.cwd(), text }: { root?: string; text?: string } = {},
): StoryDeclaration[] {
  text ??= readFileSync(path.resolve(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const local = helpers(source);
  const meta = metaObject(source);
  const metaParameters = meta && propertyOf(meta, 'parameters');
  const metaMachine =
    metaParameters && ts.isObjectLiteralExpression(metaParameters)
      ? propertyOf(metaParameters, 'machine')
      : undefined;
  const metaDeclared = metaMachine ? readMachine(metaMachine, `${file} (meta)`) : undefined;
  const metaId = metaDeclared?.id;
  const metaLive = metaDeclared?.live ?? false;

  const out: StoryDeclaration[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || !d.initializer) continue;
      const line = source.getLineAndCharacterOfPosition(d.getStart()).line + 1;
      const where = `${file}:${line} ${d.name.text}`;
      const own = storyMachine(d.initializer, local, where);
      out.push({
        file,
        story: d.name.text,
        line,
        id: own?.id ?? metaId,
        states: own?.states ?? [],
        live: own?.live ?? metaLive,
      });
    }
  }
  return out;
}
