// AsyncAPI -> generated/events/: payload schemas (as an OpenAPI components document, so the
// same generators as the HTTP side make their types and validators) and, through
// @asyncapi/generator's library API with the local template, the event module.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Parser, fromFile } from '@asyncapi/parser';
import { HEADER, pascal, typescriptTypes, zodValidators, type Json } from './openapi.ts';

/** Drop the parser's bookkeeping keys (x-parser-schema-id and friends). */
function clean(value: Json): Json {
  if (Array.isArray(value)) return value.map(clean);
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: Json } = {};
  for (const [k, v] of Object.entries(value)) {
    if (k.startsWith('x-parser-')) continue;
    out[k] = clean(v);
  }
  return out;
}

export async function parseAsyncApi(file: string) {
  const parser = new Parser();
  const { document, diagnostics } = await fromFile(parser, file).parse();
  const errors = diagnostics.filter((d) => d.severity === 0);
  if (!document || errors.length > 0) {
    throw new Error(`Invalid AsyncAPI document ${file}:\n${errors.map((d) => `- ${d.message} at ${d.path.join('.')}`).join('\n')}`);
  }
  return document;
}

export async function generateEvents(root: string, out: string): Promise<string[]> {
  const source = path.join(root, 'asyncapi', 'trader-events.yaml');
  const document = await parseAsyncApi(source);
  const schemas: Record<string, Json> = {};
  for (const message of document.allMessages().all()) {
    const name = message.name();
    if (!name) throw new Error(`AsyncAPI message ${message.id()} has no name (the socket event name)`);
    if (!message.hasPayload()) throw new Error(`AsyncAPI message ${name} has no payload`);
    schemas[`${pascal(name)}Payload`] = clean(message.payload()!.json() as Json);
  }
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  const doc = {
    openapi: '3.1.0',
    info: { title: 'trader-events payloads', version: document.info().version() },
    paths: {},
    components: { schemas: sorted },
  };
  const dir = path.join(out, 'events');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'payloads.schema.json'), JSON.stringify(doc, null, 2) + '\n');
  await writeFile(path.join(dir, 'payloads.zod.gen.ts'), HEADER('asyncapi/trader-events.yaml') + (await zodValidators(doc)));
  await writeFile(path.join(dir, 'payloads.types.gen.ts'), HEADER('asyncapi/trader-events.yaml') + (await typescriptTypes(doc)));
  await renderTemplate(source, dir);
  return Object.keys(sorted);
}

async function renderTemplate(source: string, dir: string): Promise<void> {
  // @asyncapi/generator resolves a global npm when it loads (requireg); under the
  // project-pinned Node that is not on its search path, so point NODE_PATH at it.
  if (!process.env.NODE_PATH) {
    process.env.NODE_PATH = execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim();
  }
  const require = createRequire(import.meta.url);
  const Generator = require('@asyncapi/generator') as new (
    template: string,
    target: string,
    options: Record<string, unknown>,
  ) => { generateFromString(spec: string, options?: Record<string, unknown>): Promise<unknown> };
  const template = path.join(import.meta.dirname, 'asyncapi-template');
  const generator = new Generator(template, dir, { forceWrite: true, install: false });
  await generator.generateFromString(await readFile(source, 'utf8'), { path: source });
}
