// Every stylesheet of the app is flat CSS: a rule sits at the top level or inside an at-rule
// (@media, @supports, @keyframes), never inside another rule, and every brace is closed. The build
// accepts CSS nesting, so a lost "}" (a merge of two edits at a file's end did it once) silently
// nested every rule below it under the rule above, and home lost its styles with no error.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Rules nested in a rule (their selectors) and braces left open, of one stylesheet's text. */
function structureProblems(css: string): { nested: string[]; unclosed: number; strayClose: number } {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  const open: string[] = [];
  const nested: string[] = [];
  let strayClose = 0;
  for (const [, before, brace] of text.matchAll(/([^{}]*)([{}])/g)) {
    if (brace === '{') {
      const selector = before!.replace(/^[^;]*;/s, '').trim();
      const parent = open.at(-1);
      if (parent !== undefined && !parent.startsWith('@')) nested.push(`${selector} (inside ${parent})`);
      open.push(selector);
    } else if (open.pop() === undefined) strayClose++;
  }
  return { nested, unclosed: open.length, strayClose };
}

describe('stylesheets', () => {
  it('finds a rule left open by a lost brace, and a stray one', () => {
    const lost = '.a {\n  color: red;\n\n.b {\n  margin: 0;\n}\n';
    expect(structureProblems(lost)).toEqual({ nested: ['.b (inside .a)'], unclosed: 1, strayClose: 0 });
    expect(structureProblems('.a { color: red; } }').strayClose).toBe(1);
    expect(structureProblems('@media (min-width: 400px) { .a { color: red; } } /* { */ .b { content: "}"; }')).toEqual({ nested: [], unclosed: 0, strayClose: 0 });
  });

  const files = cssFiles(SRC);
  it('there are stylesheets to check', () => expect(files.length).toBeGreaterThan(5));

  it.each(files.map((file) => [relative(SRC, file), file]))('%s is flat and closed', (_, file) => {
    expect(structureProblems(readFileSync(file, 'utf8'))).toEqual({ nested: [], unclosed: 0, strayClose: 0 });
  });
});
