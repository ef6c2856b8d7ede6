// Editing a schema without running codegen must fail the test command (codegen:check).
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse, stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'scripts', 'codegen', 'index.ts');

describe('codegen:check', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  async function copy(): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'drift-'));
    dirs.push(dir);
    for (const sub of ['openapi', 'asyncapi', 'generated']) await cp(path.join(root, sub), path.join(dir, sub), { recursive: true });
    return dir;
  }

  it('passes on the committed tree and fails, naming the files, after a schema edit', async () => {
    const dir = await copy();
    const clean = await run(process.execPath, [script, '--check'], { env: { ...process.env, CODEGEN_ROOT: dir } });
    expect(clean.stdout).toMatch(/generated\/ matches the specs/);

    const file = path.join(dir, 'openapi', 'components', 'schemas.yaml');
    const schemas = parse(await readFile(file, 'utf8')) as { Trader: { properties: Record<string, unknown> } };
    schemas.Trader.properties.nickname = { type: 'string', description: 'Added without running codegen.' };
    await writeFile(file, stringify(schemas));
    const failed = await run(process.execPath, [script, '--check'], { env: { ...process.env, CODEGEN_ROOT: dir } }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect('code' in failed ? failed.code : 0).toBe(1);
    expect('stderr' in failed ? failed.stderr : '').toMatch(/changed\s+generated\/openapi\/trader-api\.ts/);
  }, 120_000);
});
