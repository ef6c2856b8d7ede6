// Which Vitest files need a fresh module graph, decided by what each file does rather than by a
// list of paths (a list rots: src/features/settings/model/cloud-prefs.test.ts moved to src/domain/
// and silently ran in a shared worker). Most files share their worker's modules and jsdom window
// (`isolate: false`): setting up jsdom and importing React per file was most of the run's CPU.
// A file that does one of these gets its own module graph (and window):
// - boots or sets the Telegram SDK (setSdk, initPlatform, launchAsTelegram): the SDK is module
//   state bound to the window, and setting it runs every onSdkReady listener that a module loaded
//   earlier in the worker registered;
// - replaces or reloads modules (vi.mock, vi.doMock, vi.resetModules): the replacement would leak
//   into the files after it.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A call that makes a test file need a fresh module graph. */
export const FRESH_MODULE_CALL = /\b(?:setSdk|initPlatform|launchAsTelegram)\(|\bvi\.(?:mock|doMock|resetModules)\(/;

/** Whether a test file's source calls something that needs a fresh module graph. */
export function needsFreshModules(source: string): boolean {
  return FRESH_MODULE_CALL.test(source);
}

/** The files (relative to root, sorted) that the include globs match and the exclude globs do not. */
export function matchFiles(root: string, include: readonly string[], exclude: readonly string[] = []): string[] {
  const excluded = new Set(exclude.flatMap((pattern) => globSync(pattern, { cwd: root })));
  const files = new Set(include.flatMap((pattern) => globSync(pattern, { cwd: root })).filter((f) => !excluded.has(f)));
  return [...files].map((f) => f.split(path.sep).join('/')).sort();
}

/** The test files of a project's globs, split into those that may share a worker and those that need their own. */
export function splitByIsolation(root: string, include: readonly string[]): { shared: string[]; isolated: string[] } {
  const files = matchFiles(root, include);
  const isolated = files.filter((f) => needsFreshModules(readFileSync(path.join(root, f), 'utf8')));
  return { shared: files.filter((f) => !isolated.includes(f)), isolated };
}

interface ProjectLike {
  test?: { name?: string | { label: string }; include?: string[]; exclude?: string[]; isolate?: boolean };
}

/** The files that need a fresh module graph but that a shared (`isolate: false`) project runs, as "project: file". */
export function sharedViolations(root: string, projects: readonly ProjectLike[]): string[] {
  return projects.flatMap((project) => {
    const test = project.test ?? {};
    if (test.isolate !== false) return [];
    const name = typeof test.name === 'string' ? test.name : (test.name?.label ?? '?');
    return matchFiles(root, test.include ?? [], test.exclude ?? [])
      .filter((f) => needsFreshModules(readFileSync(path.join(root, f), 'utf8')))
      .map((f) => `${name}: ${f}`);
  });
}
