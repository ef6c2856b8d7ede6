// npm run docs: HTML docs for backend teams in dist-docs/: both OpenAPI documents (Redocly) and
// the AsyncAPI document (@asyncapi/html-template), with every operation and message marked
// observed (named in the product spec) or proposed (designed by us), down to the request body
// and the answer where those are ours on an observed call, and an index page counting both.
// The pages work offline: nothing is loaded from a CDN.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { bundleDocument } from '../codegen/openapi.ts';
import { commandLine } from '../lib/cli.ts';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'dist-docs');
const require = createRequire(import.meta.url);

const MARK = {
  observed: { badge: 'Observed', color: '#2e7d32', text: 'Observed: named in the product spec.' },
  proposed: { badge: 'Proposed', color: '#b26a00', text: 'Proposed: designed by the app team where the product spec says "not shown"; open for review.' },
} as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface Counts {
  observed: number;
  proposed: number;
}

/** Operations by their mark, and their parts (the call, its request body, its success answers) by theirs. */
export interface OpenApiCounts extends Counts {
  parts: Counts;
  /** Observed operations with a proposed body or answer. */
  observedWithProposedParts: string[];
}

const contractOf = (node: Json, fallback: 'observed' | 'proposed'): 'observed' | 'proposed' =>
  node['x-contract'] === 'observed' ? 'observed' : node['x-contract'] === 'proposed' ? 'proposed' : fallback;

/**
 * Put the contract mark where readers see it: a badge, the summary and the description; and on
 * an observed call whose body or answer is ours (`x-contract: proposed` on the requestBody or the
 * response), a second badge and a mark at that body or answer.
 */
export function markOpenApi(doc: Json): OpenApiCounts {
  const counts: OpenApiCounts = { observed: 0, proposed: 0, parts: { observed: 0, proposed: 0 }, observedWithProposedParts: [] };
  for (const item of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const op of Object.values(item)) {
      if (!isObject(op) || !('operationId' in op)) continue;
      const contract = contractOf(op, 'proposed');
      counts[contract]++;
      counts.parts[contract]++;
      const proposedParts: string[] = [];
      if (isObject(op.requestBody)) {
        const body = op.requestBody;
        const bodyContract = contractOf(body, contract);
        counts.parts[bodyContract]++;
        if (bodyContract === 'proposed' && contract === 'observed') {
          proposedParts.push('request body');
          body.description = `**${MARK_BODY.request}**\n\n${String(body.description ?? '')}`.trim();
        }
      }
      for (const [status, response] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        if (!/^2\d\d$/.test(status) || !isObject(response) || !isObject(response.content)) continue;
        const answerContract = contractOf(response, contract);
        counts.parts[answerContract]++;
        if (answerContract === 'proposed' && contract === 'observed') {
          proposedParts.push(`${status} answer`);
          response.description = `**${MARK_BODY.response}** ${String(response.description ?? '')}`.trim();
        }
      }
      const mark = MARK[contract];
      const partNote = proposedParts.length > 0 ? ` Its ${proposedParts.join(' and ')} ${proposedParts.length > 1 ? 'are' : 'is'} proposed (the spec does not show ${proposedParts.length > 1 ? 'them' : 'it'}), marked where ${proposedParts.length > 1 ? 'they are' : 'it is'} documented.` : '';
      if (proposedParts.length > 0) counts.observedWithProposedParts.push(String(op.operationId));
      op['x-badges'] = [{ name: mark.badge, color: mark.color }, ...(proposedParts.length > 0 ? [{ name: 'Proposed body', color: MARK.proposed.color }] : [])];
      op.summary = `[${contract}${proposedParts.length > 0 ? ', proposed body' : ''}] ${String(op.summary ?? op.operationId)}`;
      op.description = `**${mark.text}**${partNote}\n\n${String(op.description ?? '')}`.trim();
    }
  }
  const info = isObject(doc.info) ? doc.info : {};
  const withParts = counts.observedWithProposedParts.length;
  info.description = `${String(info.description ?? '')}\n\n**Contract marks.** ${counts.observed} operations are observed (named in the product spec), ${counts.proposed} are proposed${withParts > 0 ? `; ${withParts} observed operations have a proposed request body or answer (${counts.observedWithProposedParts.map((id) => `\`${id}\``).join(', ')}), marked at the body` : ''}. Counted by part (each call, request body and success answer): ${counts.parts.observed} observed, ${counts.parts.proposed} proposed. Each operation carries a badge and an \`[observed]\`/\`[proposed]\` prefix.`.trim();
  doc.info = info;
  return counts;
}

const MARK_BODY = {
  request: 'Proposed body: the product spec names this call but does not show its body; this one is designed by the app team and open for review.',
  response: '[proposed answer: not shown in the product spec, designed by the app team]',
} as const;

export function markAsyncApi(doc: Json): Counts {
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

/** Redoc's "API docs by Redocly" logo comes from cdn.redoc.ly: an inline image instead, so the page needs no network. */
export function withoutCdn(html: string): string {
  const logo = (text: string) =>
    `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${text.length * 8}" height="16"><text x="0" y="12" font-family="sans-serif" font-size="12" fill="#888">${text}</text></svg>`)}`;
  return html
    .replaceAll('https://cdn.redoc.ly/redoc/logo-mini-full.svg', logo('Redocly'))
    .replaceAll('https://cdn.redoc.ly/redoc/logo-mini.svg', logo('R'));
}

/** The AsyncAPI template's typography wraps inline code in literal backticks (CSS ::before/::after): drop them. */
export function withPlainInlineCode(html: string): string {
  const css = '<style>.aui-root .prose code:before,.aui-root .prose code:after{content:none}</style>';
  return html.includes('</head>') ? html.replace('</head>', `${css}</head>`) : `${css}${html}`;
}

/**
 * Images a page would load from a CDN (Redoc's logo). Redoc 3 also carries the base URLs of icon
 * sets on cdn.redocly.com, used only by documents that ask for icons (ours do not): a browser
 * with no network opens every page without a single request (checked in Chromium, ADR 0012).
 */
export function externalLoads(html: string): string[] {
  const telemetry = /"disableTelemetry":false/.test(html) ? ['otel.cloud.redocly.com (Redoc telemetry is on)'] : [];
  return [...telemetry, ...html.matchAll(/https:\/\/cdn\.[\w.-]+\/[^\s"'`)]+\.(?:svg|png|jpe?g|gif|webp|ico|css|js|woff2?)\b/g)].map((m) => m[0]);
}

async function openApiDocs(name: string, tmp: string): Promise<OpenApiCounts> {
  const doc = (await bundleDocument(path.join(root, 'openapi', `${name}.yaml`))) as Json;
  const counts = markOpenApi(doc);
  const input = path.join(tmp, `${name}.json`);
  await writeFile(input, JSON.stringify(doc));
  const redocly = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  const output = path.join(out, `${name}.html`);
  // REDOCLY_TELEMETRY=off (also `telemetry: off` in redocly.yaml): the pages then send nothing
  // to otel.cloud.redocly.com when read, and the CLI nothing when it builds them.
  execFileSync(process.execPath, [redocly, 'build-docs', input, '--inlineBundle', '--output', output, '--title', `${name} (${counts.observed} observed, ${counts.proposed} proposed)`], { stdio: 'inherit', cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } });
  await writeFile(output, withoutCdn(await readFile(output, 'utf8')));
  return counts;
}

const tools = path.join(import.meta.dirname, 'asyncapi-html');
const templateInstalled = () => existsSync(path.join(tools, 'node_modules', '@asyncapi', 'html-template'));

/** @asyncapi/html-template needs React 18, so it lives in its own folder, installed on first use. */
function installTemplate(): void {
  if (templateInstalled()) return;
  console.log('docs: installing the AsyncAPI HTML template (npm ci in scripts/docs/asyncapi-html) ...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tools, stdio: 'inherit' });
}

async function asyncApiDocs(tmp: string): Promise<Counts> {
  const source = path.join(root, 'asyncapi', 'trader-events.yaml');
  const doc = parse(await readFile(source, 'utf8')) as Json;
  const counts = markAsyncApi(doc);
  // Keep it beside the original so its relative $refs to openapi/components still resolve.
  const marked = path.join(root, 'asyncapi', '.trader-events.docs.yaml');
  await writeFile(marked, stringify(doc));
  try {
    if (!process.env.NODE_PATH) process.env.NODE_PATH = execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim();
    installTemplate();
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
    await writeFile(path.join(out, 'trader-events.html'), withPlainInlineCode(await readFile(path.join(target, 'trader-events.html'), 'utf8')));
  } finally {
    await rm(marked, { force: true });
  }
  return counts;
}

async function main() {
  if (!templateInstalled()) {
    console.log(
      'docs: first run: installing the AsyncAPI HTML template before building (npm ci in scripts/docs/asyncapi-html, some 800 packages\n' +
        'from the npm registry, about a minute; it needs React 18, so it is kept apart from the app). Later runs reuse it.',
    );
    installTemplate();
  }
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const tmp = await mkdtemp(path.join(tmpdir(), 'docs-'));
  try {
    const trader = await openApiDocs('trader-api', tmp);
    const gateway = await openApiDocs('gateway-api', tmp);
    const events = await asyncApiDocs(tmp);
    for (const file of ['trader-api.html', 'gateway-api.html', 'trader-events.html']) {
      const loads = externalLoads(await readFile(path.join(out, file), 'utf8'));
      if (loads.length > 0) throw new Error(`docs: ${file} would load from a CDN, and the docs must work offline: ${loads.join(', ')}`);
    }
    const row = (href: string, title: string, c: Counts | OpenApiCounts) => {
      const parts = 'parts' in c
        ? `; by part (call, request body, success answer): ${c.parts.observed} observed, ${c.parts.proposed} proposed${c.observedWithProposedParts.length > 0 ? ` (observed calls with a proposed body: ${c.observedWithProposedParts.join(', ')})` : ''}`
        : '';
      return `<li><a href="${href}">${title}</a> <span>${c.observed} observed, ${c.proposed} proposed${parts}</span></li>`;
    };
    const total = (key: 'observed' | 'proposed') => trader.parts[key] + gateway.parts[key] + events[key];
    await writeFile(
      path.join(out, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trader mini-app contracts</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:720px;margin:40px auto;padding:0 16px}span{color:#555}</style></head><body>
<h1>Trader mini-app contracts</h1>
<p>Every operation and message is marked <strong>observed</strong> (named in the product spec) or <strong>proposed</strong> (designed by the app team where the spec says "not shown"). An observed call whose body or answer the spec does not show has that part marked proposed, at the body. Breaking changes are listed in <code>openapi/CHANGELOG.md</code>.</p>
<p>In all: ${trader.observed + gateway.observed} observed and ${trader.proposed + gateway.proposed} proposed operations, ${events.observed} observed and ${events.proposed} proposed messages; counted by part (each call, request body, success answer and message), ${total('observed')} observed and ${total('proposed')} proposed.</p>
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

// Not an argv comparison: it fails on percent-encoded paths.
if (import.meta.main) {
  commandLine('docs', 'Usage: npm run docs    HTML docs of openapi/ and asyncapi/ for backend teams, in dist-docs/', {});
  await main();
}
