import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import localRules from './no-import-cycle.ts';

const root = path.resolve(import.meta.dirname, '../..');
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Writes the files into a fresh directory and lints them all with the rule alone. */
async function lint(files: Record<string, string>) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser }, plugins: { local: localRules }, rules: { 'local/no-import-cycle': 'error' } }],
  });
  const results = await eslint.lintFiles(['**/*.ts']);
  return results.flatMap((r) => r.messages.map((m) => `${path.relative(dir!, r.filePath)}:${m.line} ${m.message}`)).sort();
}

describe('local/no-import-cycle', () => {
  it('fails on a two-file circle made of `import type` only (import-x/no-cycle let it pass)', async () => {
    const messages = await lint({
      'a.ts': "import type { B } from './b.ts';\nexport interface A { b: B }\n",
      'b.ts': "import type { A } from './a.ts';\nexport interface B { a: A }\n",
    });
    expect(messages).toEqual(['a.ts:1 Import circle (type-only imports count): a.ts → b.ts → a.ts', 'b.ts:1 Import circle (type-only imports count): b.ts → a.ts → b.ts']);
  });

  it('follows a circle through a re-export and a mixed type-only specifier list', async () => {
    const messages = await lint({
      'a.ts': "import { type C } from './b.ts';\nexport type A = C;\n",
      'b.ts': "export type { C } from './c.ts';\n",
      'c.ts': "import type { A } from './a.ts';\nexport type C = A | string;\n",
    });
    expect(messages).toHaveLength(3);
    expect(messages[0]).toBe('a.ts:1 Import circle (type-only imports count): a.ts → b.ts → c.ts → a.ts');
  });

  it('passes a one-way graph and a dynamic import() back to the importer (a chunk boundary)', async () => {
    const messages = await lint({
      'sdk.ts': "import { helper } from './lib/helper.ts';\nexport const load = () => import('./platform.ts');\nexport const x = helper;\n",
      'platform.ts': "import { x } from './sdk.ts';\nexport const y = x;\n",
      'lib/helper.ts': 'export const helper = 1;\n',
    });
    expect(messages).toEqual([]);
  });

  it('is on for every file in src/ in the project config', async () => {
    const config = (await new ESLint({ cwd: root }).calculateConfigForFile(path.join(root, 'src/domain/money.ts'))) as { rules: Record<string, unknown> };
    expect(config.rules['local/no-import-cycle']).toEqual([2]);
  });
});
