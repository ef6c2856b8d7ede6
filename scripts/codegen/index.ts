// npm run codegen        regenerate generated/ from openapi/ and asyncapi/
// npm run codegen:check  regenerate into a temporary folder and fail on any difference
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commandLine } from '../lib/cli.ts';
import { generateEvents } from './events.ts';
import { generateOpenApi, typeEquality } from './openapi.ts';

const root = path.resolve(process.env.CODEGEN_ROOT ?? path.join(import.meta.dirname, '../..'));
const generated = path.join(root, 'generated');
const USAGE = `Usage: npm run codegen          regenerate generated/ from openapi/ and asyncapi/
       npm run codegen:check    regenerate into a temporary folder and fail on any difference

  --check    compare instead of writing (CODEGEN_ROOT picks another checkout)`;
const check = commandLine('codegen', USAGE, { check: { type: 'boolean' } }).values.check === true;

const README = `# generated/

Codegen output only; nothing here is edited by hand. Regenerate with \`npm run codegen\`;
\`npm run codegen:check\` (part of \`npm test\`) fails when this folder is out of step with
\`openapi/\` or \`asyncapi/\`.

- \`openapi/<doc>.bundled.json\`: the document with its external refs bundled (Redocly).
- \`openapi/<doc>.ts\`: \`paths\`, \`components\`, \`operations\` types (openapi-typescript).
- \`openapi/<doc>.operations.ts\`: every operation with its contract mark and a response
  validator per documented status, as a getter that builds it on first use (used by the HTTP
  client's validation middleware).
- \`zod/<doc>.lazy.gen.ts\`: the zod/mini validators (hey-api zod plugin), each as a getter that
  builds it on its first call and keeps it: evaluating the module builds no schema (ADR 0047).
  The app reads validators here.
- \`zod/<doc>.gen.ts\`: the same validators under their names, built when the module is
  evaluated, from those getters (the same instances): for tests and the test backend.
- \`zod/type-equality.gen.ts\`: a compile-time check that each validator's output type equals
  the generated type.
- \`events/\`: AsyncAPI payload schemas, their types and validators, and \`events.gen.ts\`
  (event names, socket.io interfaces, validator map, exhaustive handler-map type) rendered by
  @asyncapi/generator with \`scripts/codegen/asyncapi-template\`.
`;

async function generate(out: string): Promise<void> {
  const trader = await generateOpenApi(root, out, 'trader-api');
  const gateway = await generateOpenApi(root, out, 'gateway-api');
  const events = await generateEvents(root, out);
  await writeFile(
    path.join(out, 'zod', 'type-equality.gen.ts'),
    typeEquality([
      { typesModule: '../openapi/trader-api.ts', zodModule: './trader-api.gen.ts', alias: 'Trader', names: trader },
      { typesModule: '../openapi/gateway-api.ts', zodModule: './gateway-api.gen.ts', alias: 'Gateway', names: gateway },
      { typesModule: '../events/payloads.types.gen.ts', zodModule: '../events/payloads.zod.gen.ts', alias: 'Events', names: events },
    ]),
  );
  await writeFile(path.join(out, 'README.md'), README);
}

async function files(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? files(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))])),
  );
  return nested.flat().sort();
}

async function main(): Promise<void> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'codegen-'));
  try {
    await generate(tmp);
    if (!check) {
      await rm(generated, { recursive: true, force: true });
      await cp(tmp, generated, { recursive: true });
      console.log(`codegen: wrote ${(await files(generated)).length} files to generated/`);
      return;
    }
    const [want, have] = await Promise.all([files(tmp), files(generated)]);
    const drift: string[] = [];
    for (const f of new Set([...want, ...have])) {
      if (!want.includes(f)) drift.push(`extra     generated/${f}`);
      else if (!have.includes(f)) drift.push(`missing   generated/${f}`);
      else if ((await readFile(path.join(tmp, f), 'utf8')) !== (await readFile(path.join(generated, f), 'utf8')))
        drift.push(`changed   generated/${f}`);
    }
    if (drift.length > 0) {
      console.error(`codegen:check: generated/ is out of step with the specs:\n${drift.join('\n')}\nRun \`npm run codegen\` and commit the result.`);
      process.exitCode = 1;
    } else {
      console.log(`codegen:check: generated/ matches the specs (${want.length} files)`);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
