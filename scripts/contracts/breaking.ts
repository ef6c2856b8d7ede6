// npm run contracts:breaking (part of npm test): compare both OpenAPI documents (api-smart-diff)
// and the AsyncAPI document (@asyncapi/diff) with the last committed version, and fail on a
// breaking change that openapi/CHANGELOG.md does not announce.
//
// Baseline: SPEC_BASE_REF if set; else HEAD when the specs have uncommitted changes (a developer
// before committing); else HEAD~1 (CI, where the last commit is the change under test).
// Announcing: a line "- BREAKING: ..." under "## Unreleased" in openapi/CHANGELOG.md that names
// the operation ("GET /traders/balance" or its operationId), the schema, or the event.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Parser, fromFile } from '@asyncapi/parser';
import { diff as asyncApiDiff } from '@asyncapi/diff';
import { apiDiff } from 'api-smart-diff';
import { bundleDocument } from '../codegen/openapi.ts';
import { commandLine } from '../lib/cli.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SPEC_PATHS = ['openapi', 'asyncapi'];

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

export function baselineRef(): string | null {
  if (process.env.SPEC_BASE_REF) return process.env.SPEC_BASE_REF;
  const dirty = git('status', '--porcelain', '--', ...SPEC_PATHS) !== '';
  if (dirty) return 'HEAD';
  try {
    git('rev-parse', '--verify', '--quiet', 'HEAD~1^{commit}');
    return 'HEAD~1';
  } catch {
    return null;
  }
}

export interface BreakingChange {
  document: string;
  where: string;
  action: string;
  /** Names that may announce it in the changelog. */
  names: string[];
  before?: unknown;
  after?: unknown;
}

type Json = Record<string, unknown>;

function operationNames(doc: Json, pathKey: string, method: string): string[] {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, { operationId?: string }>>;
  const op = paths[pathKey]?.[method];
  return [`${method.toUpperCase()} ${pathKey}`, ...(op?.operationId ? [op.operationId] : [])];
}

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function pointer(doc: Json, ref: string): unknown {
  let current: unknown = doc;
  for (const part of ref.replace(/^#\//, '').split('/')) current = isJson(current) ? current[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return current;
}

/**
 * The document with every local `$ref` replaced by what it points to (its siblings, such as a
 * description, kept over it), in paths and components alike: parameters, headers, request
 * bodies, responses, schemas. api-smart-diff follows a `$ref` that is on both sides, but a
 * `$ref` that appears (a new required header given by `$ref`) it cannot classify (issue 41). A
 * `$ref` inside what it points to (a recursive schema) stays.
 */
export function inlineRefs(doc: Json): Json {
  const walk = (node: unknown, stack: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, stack));
    if (!isJson(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && !stack.includes(ref)) {
      const { $ref: _ref, ...siblings } = node;
      const target = walk(pointer(doc, ref), [...stack, ref]);
      return isJson(target) ? { ...target, ...(walk(siblings, stack) as Json) } : target;
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, stack)]));
  };
  return walk(doc, []) as Json;
}

export function openApiBreaking(name: string, before: Json, after: Json): BreakingChange[] {
  return apiDiff(inlineRefs(before), inlineRefs(after))
    .filter((d) => d.type === 'breaking')
    .map((d) => {
      const p = d.path.map(String);
      const names: string[] = [];
      if (p[0] === 'paths' && p[1]) {
        const method = p[2] && ['get', 'put', 'post', 'delete', 'patch'].includes(p[2]) ? p[2] : null;
        if (method) names.push(...operationNames(before, p[1], method), ...operationNames(after, p[1], method));
        names.push(p[1]);
      }
      if (p[0] === 'components' && p[2]) names.push(p[2]);
      return { document: name, where: p.join('.'), action: d.action, names: [...new Set(names)], before: d.before, after: d.after };
    });
}

export function asyncApiBreaking(before: Json, after: Json): BreakingChange[] {
  const output = asyncApiDiff(before, after, { outputType: 'json' }).breaking();
  if (typeof output === 'string') throw new Error('unexpected string output from @asyncapi/diff');
  return output.map((c) => {
    const parts = c.path.split('/').filter(Boolean);
    const names = parts.filter((_, i) => parts[i - 1] === 'messages' || parts[i - 1] === 'schemas' || parts[i - 1] === 'operations');
    return { document: 'asyncapi/trader-events.yaml', where: c.path, action: c.action, names, before: c.before, after: c.after };
  });
}

/** The names announced as breaking in the Unreleased section of the changelog. */
export function announcedBreaking(changelog: string): string[] {
  const unreleased = /^## Unreleased\s*$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelog)?.[1] ?? '';
  return unreleased
    .split('\n')
    .filter((l) => /^\s*[-*]\s*BREAKING:/i.test(l))
    .map((l) => l.replace(/^\s*[-*]\s*BREAKING:\s*/i, ''));
}

/**
 * Changes no announcement names. An announcement names what stands before its first ':'
 * ("GET /traders/balance: ..."), compared exactly: "GET /traders/balance" does not announce a
 * change to GET /traders. A change outside operations, messages and schemas (e.g. the info
 * block) is named by where it is, as the suggestion printed for it says.
 */
export function unannounced(changes: BreakingChange[], announcements: string[]): BreakingChange[] {
  const named = new Set(announcements.map((a) => a.split(':')[0]!.trim()));
  return changes.filter((c) => !(c.names.length > 0 ? c.names : [c.where]).some((n) => named.has(n)));
}

async function parsedAsyncApi(file: string): Promise<Json> {
  const { document, diagnostics } = await fromFile(new Parser(), file).parse();
  if (!document) throw new Error(`Cannot parse ${file}: ${diagnostics.map((d) => d.message).join('; ')}`);
  return document.json() as Json;
}

const brief = (v: unknown) => (v === undefined ? '' : JSON.stringify(v).slice(0, 80));

async function main() {
  const ref = baselineRef();
  if (!ref) {
    console.log('contracts:breaking: no earlier commit to compare with');
    return;
  }
  const base = await mkdtemp(path.join(tmpdir(), 'spec-base-'));
  try {
    const tracked = git('ls-tree', '-r', '--name-only', ref, '--', ...SPEC_PATHS);
    if (tracked === '') {
      console.log(`contracts:breaking: ${ref} has no specs yet; nothing to compare`);
      return;
    }
    execFileSync('sh', ['-c', `git archive ${ref} ${SPEC_PATHS.join(' ')} | tar -x -C "${base}"`], { cwd: root });
    const changes: BreakingChange[] = [];
    for (const name of ['trader-api', 'gateway-api']) {
      const before = (await bundleDocument(path.join(base, 'openapi', `${name}.yaml`))) as Json;
      const after = (await bundleDocument(path.join(root, 'openapi', `${name}.yaml`))) as Json;
      changes.push(...openApiBreaking(`openapi/${name}.yaml`, before, after));
    }
    changes.push(
      ...asyncApiBreaking(
        await parsedAsyncApi(path.join(base, 'asyncapi', 'trader-events.yaml')),
        await parsedAsyncApi(path.join(root, 'asyncapi', 'trader-events.yaml')),
      ),
    );
    const announcements = announcedBreaking(await readFile(path.join(root, 'openapi', 'CHANGELOG.md'), 'utf8'));
    const missing = unannounced(changes, announcements);
    console.log(`contracts:breaking: compared with ${ref} (${git('rev-parse', '--short', ref)}): ${changes.length} breaking change(s), ${changes.length - missing.length} announced`);
    for (const c of changes) {
      const ok = !missing.includes(c);
      console.log(`  ${ok ? 'announced  ' : 'UNANNOUNCED'} ${c.document}: ${c.action} ${c.where} ${brief(c.before)} -> ${brief(c.after)}`);
    }
    if (missing.length > 0) {
      console.error(
        `\ncontracts:breaking: ${missing.length} breaking change(s) not announced. Add a line under "## Unreleased" in openapi/CHANGELOG.md, e.g.\n` +
          missing.map((c) => `  - BREAKING: ${c.names[0] ?? c.where}: <what changed and what clients must do>`).join('\n'),
      );
      process.exitCode = 1;
    }
  } finally {
    await rm(base, { recursive: true, force: true });
  }
}

// import.meta.main, not a comparison with argv: a checkout path with spaces or Cyrillic letters
// is percent-encoded in the URL, and the check would silently not run.
const USAGE = `Usage: npm run contracts:breaking    fail on a breaking change to openapi/ or asyncapi/ that openapi/CHANGELOG.md does not announce

Environment: SPEC_BASE_REF, the git ref to compare with (default HEAD with uncommitted spec changes, else HEAD~1).`;

if (import.meta.main) {
  commandLine('contracts:breaking', USAGE, {});
  await main();
}
