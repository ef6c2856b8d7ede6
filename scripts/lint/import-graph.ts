// The static import graph of the TypeScript sources, type-only imports included: a circle through
// `import type` is still a circle (a type that needs its user's module to be named; the old
// 33-file circle was one). import-x/no-cycle skips type-only imports by design, so this graph,
// read with TypeScript's own parser, is what the `local/no-import-cycle` lint rule walks.
// A dynamic import() is a chunk boundary, not an edge (as allowUnsafeDynamicCyclicDependency
// allowed before). Only relative specifiers are followed: packages cannot import the app back.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

interface Entry {
  mtimeMs: number;
  imports: string[];
}

/** Parsed files by absolute path, re-read when a file changes (an editor's ESLint server lives long). */
const cache = new Map<string, Entry>();

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or undefined when it is a package or not a TypeScript file. */
export function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The specifiers of a source's static imports and re-exports, type-only ones included. */
export function staticSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference) && ts.isStringLiteral(statement.moduleReference.expression)) {
      specifiers.push(statement.moduleReference.expression.text);
    }
  }
  return specifiers;
}

/** The files a file imports statically (absolute paths). */
export function importsOf(file: string): string[] {
  const mtimeMs = statSync(file).mtimeMs;
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.imports;
  const imports = [...new Set(staticSpecifiers(file, readFileSync(file, 'utf8')).map((s) => resolveSpecifier(file, s)).filter((f): f is string => f !== undefined))];
  cache.set(file, { mtimeMs, imports });
  return imports;
}

/**
 * The shortest way back from `to` to `from` (`to`, …, `from`), or undefined when `to` does not
 * reach `from`: with the import from → to, that path closes a circle.
 */
export function pathBack(from: string, to: string, neighbours: (file: string) => readonly string[] = importsOf): string[] | undefined {
  if (to === from) return [to];
  const previous = new Map<string, string | null>([[to, null]]);
  const queue = [to];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of neighbours(file)) {
      if (previous.has(next)) continue;
      previous.set(next, file);
      if (next === from) {
        const route: string[] = [];
        for (let at: string | null | undefined = next; at; at = previous.get(at)) route.unshift(at);
        return route;
      }
      queue.push(next);
    }
  }
  return undefined;
}
