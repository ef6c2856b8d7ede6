// The bench's control (issue 39): every timed figure is measured beside the same figure of another
// build in the same run, the two taking turns, and reported as a ratio. Wall times on a shared
// machine move with its load; a ratio to a control measured interleaved does not (much).
//   BENCH_CONTROL=<git ref>    builds that ref (e.g. HEAD~1, main, a release tag) from its files
//                              (git archive) in a temporary folder, node_modules linked, not installed
//   BENCH_CONTROL_DIST=<dir>   an existing build as the control instead (no build)
// Without either, the figures have no ratio and the report says so.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ControlBuild {
  /** What the report calls it: the ref and its commit, or the folder. */
  label: string;
  dist: string;
  remove(): void;
}

const git = (root: string, args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The control the environment asks for, built when it is a ref; null without one. */
export function controlBuild(root: string, env: NodeJS.ProcessEnv = process.env): ControlBuild | null {
  if (env.BENCH_CONTROL_DIST) {
    const dist = path.resolve(root, env.BENCH_CONTROL_DIST);
    if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`bench: BENCH_CONTROL_DIST=${dist} holds no build (no index.html)`);
    return { label: `the build in ${env.BENCH_CONTROL_DIST}`, dist, remove: () => undefined };
  }
  const ref = env.BENCH_CONTROL;
  if (!ref) return null;
  const commit = git(root, ['rev-parse', '--verify', `${ref}^{commit}`]);
  // The ref's files, not a git worktree: nothing is registered in the repository.
  const worktree = mkdtempSync(path.join(tmpdir(), 'bench-control-'));
  const remove = () => rmSync(worktree, { recursive: true, force: true });
  try {
    console.log(`bench: building the control ${ref} (${commit.slice(0, 7)}) in ${worktree}`);
    execFileSync('sh', ['-c', 'git archive --format=tar "$1" | tar -x -C "$2"', 'sh', commit, worktree], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    symlinkSync(realpathSync(path.join(root, 'node_modules')), path.join(worktree, 'node_modules'));
    execFileSync(process.execPath, [path.join(worktree, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: worktree, stdio: 'ignore' });
  } catch (error) {
    remove();
    throw error;
  }
  return { label: `${ref} (${commit.slice(0, 7)})`, dist: path.join(worktree, 'dist'), remove };
}
