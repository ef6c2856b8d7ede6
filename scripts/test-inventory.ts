// The assertion inventory (issue 38): every test of the suite by file, describe path and title,
// with the number of `expect` calls written in its body, for the Playwright specs (tests/e2e,
// tests/fuzz) and the Vitest files (unit, dom, screen, contract). A test moved from one depth to
// another keeps its title and its expects, so the move shows here as the same line under another
// file; `--compare <git ref>` lists the tests of that ref whose title is gone or whose expects
// dropped (a lost assertion), and the ones that moved.
//
//   npm run test:inventory                   # every test, then totals per depth
//   npm run test:inventory -- --compare main # what moved and what was lost since main
//
// The count is lexical: `expect(...)`, `expect.poll(...)`, `expect.soft(...)` and
// `expect(...).toPass` inside the test's own callback; an expect in a helper the test calls
// counts for the helper's file (as `(helpers)`), not for the test.
import { execFileSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

export type Depth = 'e2e' | 'screen' | 'unit' | 'contract';

export interface TestEntry {
  file: string;
  depth: Depth;
  /** The describe titles around the test, outermost first. */
  describe: string[];
  title: string;
  expects: number;
}

const PATTERNS = ['tests/e2e/**/*.spec.ts', 'tests/fuzz/**/*.spec.ts', 'tests/screen/**/*.test.tsx', 'tests/contract/**/*.test.ts', 'tests/backend/**/*.test.ts', 'tests/setup/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'];

export function depthOf(file: string): Depth {
  if (file.endsWith('.spec.ts')) return 'e2e';
  if (file.startsWith('tests/screen/')) return 'screen';
  if (file.startsWith('tests/contract/')) return 'contract';
  return 'unit';
}

/** `test`, `it`, `test.only`, `it.skip`, `test.fixme`…: the callee names a test; `describe`, `test.describe(.serial)`: a group. */
function calleeKind(callee: ts.Expression): 'test' | 'describe' | null {
  const parts: string[] = [];
  let at: ts.Expression = callee;
  while (ts.isPropertyAccessExpression(at)) {
    parts.unshift(at.name.text);
    at = at.expression;
  }
  if (!ts.isIdentifier(at)) return null;
  parts.unshift(at.text);
  const [head, ...rest] = parts;
  if (head === 'describe' || (head === 'test' && rest[0] === 'describe')) return 'describe';
  if ((head === 'test' || head === 'it') && rest.every((p) => ['only', 'skip', 'fixme', 'fail', 'slow', 'concurrent', 'sequential'].includes(p))) return 'test';
  return null;
}

function titleOf(node: ts.Expression | undefined, source: ts.SourceFile): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText(source).slice(1, -1);
  return node.getText(source);
}

function isExpectCall(node: ts.CallExpression): boolean {
  const callee: ts.Expression = node.expression;
  // expect(x), expect.poll(fn), expect.soft(x), expect(x).toPass(): the call on the `expect` identifier itself.
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'expect') return ['poll', 'soft', 'element'].includes(callee.name.text);
  return ts.isIdentifier(callee) && callee.text === 'expect';
}

function countExpects(node: ts.Node): number {
  let count = 0;
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && isExpectCall(n)) count += 1;
    ts.forEachChild(n, visit);
  };
  visit(node);
  return count;
}

/** The tests of one file's source. */
export function inventoryOf(file: string, text: string): TestEntry[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const entries: TestEntry[] = [];
  let inTests = 0;
  const visit = (node: ts.Node, describe: string[]) => {
    if (ts.isCallExpression(node)) {
      const kind = calleeKind(node.expression);
      const title = titleOf(node.arguments[0], source);
      if (kind === 'describe' && title !== null) {
        for (const arg of node.arguments.slice(1)) visit(arg, [...describe, title]);
        return;
      }
      if (kind === 'test' && title !== null && node.arguments.length > 1) {
        // The callback: after the title and any options, before a timeout (`it(title, fn, 60_000)`).
        const body = node.arguments.slice(1).find((arg) => ts.isArrowFunction(arg) || ts.isFunctionExpression(arg)) ?? node.arguments.at(-1)!;
        const expects = countExpects(body);
        inTests += expects;
        entries.push({ file, depth: depthOf(file), describe, title, expects });
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, describe));
  };
  visit(source, []);
  const helpers = countExpects(source) - inTests;
  if (helpers > 0) entries.push({ file, depth: depthOf(file), describe: [], title: '(helpers)', expects: helpers });
  return entries;
}

/** The inventory of the working tree. */
export function inventory(): TestEntry[] {
  const files = [...new Set(PATTERNS.flatMap((p) => globSync(p, { cwd: root })))].sort();
  return files.flatMap((f) => inventoryOf(f, readFileSync(path.join(root, f), 'utf8')));
}

/** The inventory of a git revision. */
export function inventoryAt(ref: string): TestEntry[] {
  const listed = execFileSync('git', ['ls-tree', '-r', '--name-only', ref], { cwd: root, encoding: 'utf8' }).split('\n');
  const files = listed.filter((f) => PATTERNS.some((p) => path.matchesGlob(f, p))).sort();
  return files.flatMap((f) => inventoryOf(f, execFileSync('git', ['show', `${ref}:${f}`], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })));
}

export interface Comparison {
  /** Same title, now in another file (at another depth or not), expects kept. */
  moved: { title: string; from: string; to: string; expects: number }[];
  /** A title that is gone, or fewer expects under it than before. */
  lost: { title: string; file: string; before: number; after: number }[];
}

/** What happened to each test of `before` in `after`, matched by title (the file may differ). */
export function compare(before: readonly TestEntry[], after: readonly TestEntry[]): Comparison {
  const key = (e: TestEntry) => `${e.file}\u0000${e.title}`;
  const afterByKey = new Map(after.map((e) => [key(e), e]));
  const afterByTitle = new Map<string, TestEntry[]>();
  for (const e of after) afterByTitle.set(e.title, [...(afterByTitle.get(e.title) ?? []), e]);
  const moved: Comparison['moved'] = [];
  const lost: Comparison['lost'] = [];
  for (const e of before) {
    if (e.title === '(helpers)') continue;
    const same = afterByKey.get(key(e));
    if (same) {
      if (same.expects < e.expects) lost.push({ title: e.title, file: e.file, before: e.expects, after: same.expects });
      continue;
    }
    const elsewhere = (afterByTitle.get(e.title) ?? []).find((a) => a.file !== e.file && !before.some((b) => key(b) === key(a)));
    if (elsewhere && elsewhere.expects >= e.expects) moved.push({ title: e.title, from: e.file, to: elsewhere.file, expects: elsewhere.expects });
    else lost.push({ title: e.title, file: e.file, before: e.expects, after: elsewhere?.expects ?? 0 });
  }
  return { moved, lost };
}

function totals(entries: readonly TestEntry[]): string {
  const depths: Depth[] = ['e2e', 'screen', 'unit', 'contract'];
  return depths
    .map((d) => {
      const tests = entries.filter((e) => e.depth === d && e.title !== '(helpers)');
      const expects = entries.filter((e) => e.depth === d).reduce((n, e) => n + e.expects, 0);
      return `${d}: ${tests.length} tests, ${expects} expects`;
    })
    .join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { compare: { type: 'string' }, quiet: { type: 'boolean', default: false } } });
  const now = inventory();
  if (values.compare) {
    const { moved, lost } = compare(inventoryAt(values.compare), now);
    console.log(`Since ${values.compare}: ${moved.length} tests moved, ${lost.length} lost or weakened.`);
    for (const m of moved) console.log(`moved  ${m.from} → ${m.to} :: ${m.title} [${m.expects}]`);
    for (const l of lost) console.log(`LOST   ${l.file} :: ${l.title} [${l.before} → ${l.after}]`);
    console.log(`\nbefore (${values.compare}):\n${totals(inventoryAt(values.compare))}\n\nnow:\n${totals(now)}`);
    if (lost.length > 0) process.exitCode = 1;
  } else {
    if (!values.quiet) for (const e of now) console.log(`${e.file} :: ${[...e.describe, e.title].join(' › ')} [${e.expects}]`);
    console.log(`\n${totals(now)}`);
  }
}
