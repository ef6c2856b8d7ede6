// npm run docs: HTML docs for backend teams in dist-docs/: both OpenAPI documents (Redocly) and
// the AsyncAPI document (@asyncapi/html-template), with every operation and message marked
// observed (named in the product spec) or proposed (designed by us), and an index page.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { bundleDocument } from '../codegen/openapi.ts';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'dist-docs');
const require = createRequire(import.meta.url);

const MARK = {
  observed: { badge: 'Observed', color: '#2e7d32', text: 'Observed: named in the product spec.' },
  proposed: { badge: 'Proposed', color: '#b26a00', text: 'Proposed: designed by the app team where the product spec says "not shown"; open for review.' },
} as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Put the contract mark where readers see it: a badge, the summary and the description. */
export function markOpenApi(doc: Json): { observed: number; proposed: number } {
  const counts = { observed: 0, proposed: 0 };
  for (const item of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const op of Object.values(item)) {
      if (!isObject(op) || !('operationId' in op)) continue;
      const contract = op['x-contract'] === 'observed' ? 'observed' : 'proposed';
      counts[contract]++;
      const mark = MARK[contract];
      op['x-badges'] = [{ name: mark.badge, color: mark.color }];
      op.summary = `[${contract}] ${String(op.summary ?? op.operationId)}`;
      op.description = `**${mark.text}**\n\n${String(op.description ?? '')}`.trim();
    }
  }
  const info = isObject(doc.info) ? doc.info : {};
  info.description = `${String(info.description ?? '')}\n\n**Contract marks.** ${counts.observed} operations are observed (named in the product spec), ${counts.proposed} are proposed. Each operation carries a badge and an \`[observed]\`/\`[proposed]\` prefix.`.trim();
  doc.info = info;
  return counts;
}

export function markAsyncApi(doc: Json): { observed: number; proposed: number } {
  const counts = { observed: 0, proposed: 0 };
  const messages = isObject(doc.components) && isObject(doc.components.messages) ? doc.components.messages : {};
  for (const message of Object.values(messages)) {
    if (!isObject(message)) continue;
    const contract = message['x-contract'] === 'observed' ? 'observed' : 'proposed';
    counts[contract]++;
    message.summary = `[${contract}] ${String(message.summary ?? message.name ?? '')}`;
    message.description = `**${MARK[contract].text}**\n\n${String(message.description ?? '')}`.trim();
  }
  const info = isObject(doc.info) ? doc.info : {};
  info.description = `${String(info.description ?? '')}\n\n**Contract marks.** ${counts.observed} messages are observed, ${counts.proposed} proposed.`.trim();
  doc.info = info;
  return counts;
}

async function openApiDocs(name: string, tmp: string): Promise<{ observed: number; proposed: number }> {
  const doc = (await bundleDocument(path.join(root, 'openapi', `${name}.yaml`))) as Json;
  const counts = markOpenApi(doc);
  const input = path.join(tmp, `${name}.json`);
  await writeFile(input, JSON.stringify(doc));
  const redocly = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  execFileSync(process.execPath, [redocly, 'build-docs', input, '--inlineBundle', '--output', path.join(out, `${name}.html`), '--title', `${name} (${counts.observed} observed, ${counts.proposed} proposed)`], { stdio: 'inherit', cwd: root });
  return counts;
}

async function asyncApiDocs(tmp: string): Promise<{ observed: number; proposed: number }> {
  const source = path.join(root, 'asyncapi', 'trader-events.yaml');
  const doc = parse(await readFile(source, 'utf8')) as Json;
  const counts = markAsyncApi(doc);
  // Keep it beside the original so its relative $refs to openapi/components still resolve.
  const marked = path.join(root, 'asyncapi', '.trader-events.docs.yaml');
  await writeFile(marked, stringify(doc));
  try {
    if (!process.env.NODE_PATH) process.env.NODE_PATH = execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim();
    const tools = path.join(import.meta.dirname, 'asyncapi-html');
    if (!existsSync(path.join(tools, 'node_modules', '@asyncapi', 'html-template'))) {
      console.log('docs: installing the AsyncAPI HTML template (isolated, React 18) in scripts/docs/asyncapi-html');
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tools, stdio: 'inherit' });
    }
    const toolsRequire = createRequire(path.join(tools, 'package.json'));
    const Generator = toolsRequire('@asyncapi/generator') as new (
      template: string,
      target: string,
      options: Record<string, unknown>,
    ) => { generateFromFile(file: string): Promise<unknown> };
    const target = path.join(tmp, 'asyncapi');
    const generator = new Generator(path.join(tools, 'node_modules', '@asyncapi', 'html-template'), target, {
      forceWrite: true,
      install: false,
      templateParams: { singleFile: 'true', outFilename: 'trader-events.html', sidebarOrganization: 'byTags' },
    });
    await generator.generateFromFile(marked);
    await writeFile(path.join(out, 'trader-events.html'), await readFile(path.join(target, 'trader-events.html')));
  } finally {
    await rm(marked, { force: true });
  }
  return counts;
}

async function main() {
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const tmp = await mkdtemp(path.join(tmpdir(), 'docs-'));
  try {
    const trader = await openApiDocs('trader-api', tmp);
    const gateway = await openApiDocs('gateway-api', tmp);
    const events = await asyncApiDocs(tmp);
    const row = (href: string, title: string, c: { observed: number; proposed: number }) =>
      `<li><a href="${href}">${title}</a> <span>${c.observed} observed, ${c.proposed} proposed</span></li>`;
    await writeFile(
      path.join(out, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trader mini-app contracts</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:720px;margin:40px auto;padding:0 16px}span{color:#555}</style></head><body>
<h1>Trader mini-app contracts</h1>
<p>Every operation and message is marked <strong>observed</strong> (named in the product spec) or <strong>proposed</strong> (designed by the app team where the spec says "not shown"). Breaking changes are listed in <code>openapi/CHANGELOG.md</code>.</p>
<ul>
${row('trader-api.html', 'Trader API (OpenAPI 3.1, /api/v1)', trader)}
${row('gateway-api.html', 'Gateway API (OpenAPI 3.1, /gateway/api/v1)', gateway)}
${row('trader-events.html', 'Trader events (AsyncAPI 3.0, socket.io at /gateway/ws)', events)}
</ul></body></html>
`,
    );
    console.log(`docs: wrote ${path.relative(root, out)}/index.html, trader-api.html, gateway-api.html, trader-events.html`);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

if (import.meta.main) await main(); // not an argv comparison: it fails on percent-encoded paths
