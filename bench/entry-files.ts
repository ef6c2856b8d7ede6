// Which of the build's JavaScript files the entry route loads, read from Vite's manifest and
// index.html: what the size budgets (bench/budgets.ts) and the entry's coverage
// (bench/entry-coverage.ts) measure.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const readManifest = async (dist: string) => JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The entry and its static imports, and home's chunk were it split out again (ADR 0007: home is in the entry). */
function firstRenderKeys(manifest: Manifest): string[] {
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const home = Object.keys(manifest).filter((k) => k.endsWith('src/app/routes/home.tsx'));
  return [...entryKeys, ...home];
}

/**
 * The entry's module files index.html lists, as written in it (`/assets/x.js`): the build's
 * `<link data-trader-entry>` tags, which its inline script fetches once the sign-in has left
 * (ADR 0057) and runs once the first data round has left (ADR 0049), or, in an older build (the
 * bench's control), `<link rel="modulepreload" data-trader-entry>` or `<script type="module" src>`
 * tags.
 */
export function entryModuleFiles(html: string): string[] {
  const tags = [...html.matchAll(/<(?:script type="module"[^>]* src|link [^>]*href)="([^"]+\.js)"[^>]*>/g)];
  return tags.filter((m) => m[0].startsWith('<script') || m[0].includes('data-trader-entry')).map((m) => m[1]!);
}

/** The entry route's initial JavaScript files (relative to `dist`): what every start loads. */
export async function entryRouteFiles(dist: string): Promise<Set<string>> {
  const manifest = await readManifest(dist);
  // The SDK's part the app uses travels with its boot code (src/shared/telegram/platform.ts, ADR 0013).
  const telegramSdk = Object.keys(manifest).filter((k) => k.endsWith('src/shared/telegram/platform.ts') && manifest[k]?.isDynamicEntry);
  if (telegramSdk.length === 0) throw new Error('The build has no chunk for the Telegram SDK and its boot (src/shared/telegram/platform.ts, loaded at start)');
  return closure(manifest, [...firstRenderKeys(manifest), ...telegramSdk]);
}

/**
 * The entry route's files that run before home's first paint (relative to `dist`): the entry
 * with its static imports (home among them). The rest of `entryRouteFiles`, the Telegram SDK's
 * chunk, loads after that paint by design (ADR 0013). What the entry's coverage measures (ADR 0044).
 */
export async function firstRenderFiles(dist: string): Promise<Set<string>> {
  const manifest = await readManifest(dist);
  // The module files index.html loads: the entry chunk is a group of its own (vite.config.ts
  // entryChunk()), which the manifest does not mark as the entry.
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const scripts = new Set(entryModuleFiles(html).map((file) => file.replace(/^\//, '')));
  if (scripts.size === 0) throw new Error(`${path.join(dist, 'index.html')} loads no module script`);
  const loaded = Object.keys(manifest).filter((k) => scripts.has(manifest[k]?.file ?? ''));
  return closure(manifest, [...loaded, ...firstRenderKeys(manifest)]);
}
