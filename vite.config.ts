import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createLogger, defineConfig, loadEnv, type Logger, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { mockPorts, proxyRoutes } from './scripts/mock/ports.ts';
import pkg from './package.json' with { type: 'json' };
import { MENU_PATHS } from './src/shared/routes/menu.ts';
import { parseEnv } from './src/shared/config/env.ts';
import { CACHED_BUILD, ENTRY_ATTRIBUTE, earlySignInScript } from './src/features/auth/model/early-sign-in.ts';
import { firstRoundPlan } from './src/app/first-round.ts';

/** A lost upstream answer drops the browser's connection too, before Vite would answer 502. */
function passDrops(proxy: Parameters<NonNullable<ProxyOptions['configure']>>[0]): void {
  proxy.on('error', (error, _req, res) => {
    const code = 'code' in error ? error.code : undefined;
    if (code === 'ECONNRESET' || error.message === 'socket hang up') res.destroy();
  });
}

// The dev and preview servers proxy the same-origin base paths to the mocks (npm run mock), or,
// with BACKEND_ORIGIN set, to the stateful test backend (tests/backend), prefixes kept.
const ports = mockPorts(process.env);
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  proxyRoutes(process.env).map((route) => [
    route.prefix,
    {
      target: route.target,
      ws: route.ws,
      ...(route.strip ? { rewrite: (p: string) => p.slice(route.prefix.length) || '/' } : {}),
      ...(route.passDrops ? { configure: passDrops } : {}),
    },
  ]),
);

// The Content-Security-Policy the app runs under (README "Deployment"); `vite preview`, which the
// end-to-end tests use, serves the build with it (read from the build, builtPolicy()), so every e2e test runs under it. The one inline
// script (the early sign-in) is allowed by its hash; the build writes the policy to
// dist/content-security-policy.txt for the server's configuration.
function contentSecurityPolicy(inlineScript: string, imageOrigins: readonly string[]): string {
  const hash = createHash('sha256').update(inlineScript).digest('base64');
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${hash}'`,
    // sonner and vaul insert <style> elements at run time
    "style-src 'self' 'unsafe-inline'",
    // Help articles' images: the app's origin and VITE_HELP_IMAGE_ORIGINS, as the sanitizer allows
    // (src/features/help/model/sanitize.ts); no other https origin (a tracking pixel).
    ["img-src 'self' data:", ...imageOrigins].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    'frame-ancestors https://web.telegram.org https://*.telegram.org',
  ].join('; ');
}

/**
 * The token request starts from an inline script in index.html's head, while the entry
 * downloads (src/features/auth/model/early-sign-in.ts, ADR 0008); the same script runs the entry
 * once the first data round has left (ADR 0049).
 */
function earlySignIn(script: string, policy: string): Plugin {
  return {
    name: 'trader:early-sign-in',
    apply: 'build',
    // Right after the title, before the stylesheet: an inline script waits for every stylesheet
    // above it to load, so after the link it sent the sign-in only once the CSS had arrived (a warm
    // open measured 760 ms between index.html and the sign-in). Vite's 'head-prepend' would put
    // it before <meta charset>, which must come within the first 1024 bytes.
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes('</title>')) throw new Error('trader:early-sign-in: index.html has no </title> to put the sign-in script after');
        if (script.includes('</script')) throw new Error('trader:early-sign-in: the sign-in script contains "</script", which would end its tag');
        // The entry's module scripts become links without rel (not fetched with the page), which
        // the inline script turns into modulepreload links once the sign-in has left, and runs
        // once the first data round has left (startEntry, ADRs 0049 and 0057).
        let entryFiles = 0;
        const withEntryLinks = html.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => {
          entryFiles += 1;
          return `<link crossorigin href="${src}" ${ENTRY_ATTRIBUTE}>`;
        });
        if (entryFiles === 0) throw new Error('trader:early-sign-in: index.html has no <script type="module" crossorigin src> for the entry');
        return withEntryLinks.replace('</title>', `</title>\n    <script>${script}</script>`);
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'content-security-policy.txt', source: `${policy}\n` });
    },
  };
}

/**
 * `vite preview` (the e2e tests' server) sends the policy the served build was made with, read
 * from its content-security-policy.txt as the server's configuration takes it: the inline script
 * runs the app's code (ADR 0049), so a policy computed from the sources of the moment, not the
 * build's, would leave a stale build on its loader.
 */
function builtPolicy(): Plugin {
  return {
    name: 'trader:built-policy',
    configurePreviewServer(server) {
      const file = path.resolve(server.config.root, server.config.build.outDir, 'content-security-policy.txt');
      if (!existsSync(file)) throw new Error(`trader:built-policy: ${file} is missing: the build writes it (npm run build)`);
      const policy = readFileSync(file, 'utf8').trim();
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
  };
}

/**
 * Everything the entry imports statically goes into ONE chunk (and one CSS file). Left alone,
 * the bundler splits the first screen's code into some 40 small files shared with lazy screens;
 * over a phone's few connections those load in waves, one round trip each. Lazy screens keep
 * their own chunks. (The bundler's runtime helpers travel in a tiny chunk of their own, listed
 * beside the entry in index.html: main.tsx uses top-level await, ADR 0013.) The set is the
 * entry's static import closure, computed once the module graph is complete (buildEnd runs
 * before chunking).
 */
function entryChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const initial = new Set<string>();
  const plugin: Plugin = {
    name: 'trader:entry-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const visit = (id: string) => {
        if (initial.has(id)) return;
        initial.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      entries.forEach(visit);
    },
  };
  return { plugin, test: (id) => initial.has(id) };
}
const entry = entryChunk();
/** The entry chunk's name (index.html loads assets/index-<hash>.js): the app's own code. */
const ENTRY_CHUNK = 'index';
/** The libraries the entry imports, in a chunk of their own (ADR 0057). */
const LIBRARIES_CHUNK = 'libraries';

/**
 * V8's explicit compile hint (issue 39, ADR 0043): a `//# allFunctionsCalledOnLoad` comment at the
 * top of the entry chunk makes V8 compile all its functions eagerly, off the main thread while the
 * script loads, instead of lazily on the main thread at each one's first call (about 250-300 ms
 * of a 4x start was lazy compilation). The entry holds what the first screen runs (`npm run
 * budgets`), so little is compiled for nothing. The line goes in once the files are written: the
 * bundler's minifier drops comments and Vite rewrites the entry's code after every other hook, so
 * the file, its source map (one line down) and its precompressed copies (precompressed(), the
 * same settings) are rewritten here.
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'trader:compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        // The entry chunk (entryChunk()'s group: by this hook it is no longer marked as the entry).
        if (file.type !== 'chunk' || file.name !== ENTRY_CHUNK && file.name !== LIBRARIES_CHUNK) continue;
        const target = path.join(dir, file.fileName);
        const code = Buffer.from(HINT + readFileSync(target, 'utf8'));
        writeFileSync(target, code);
        writeFileSync(`${target}.br`, brotliCompressSync(code, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }));
        writeFileSync(`${target}.gz`, gzipSync(code, { level: 9 }));
        const mapFile = `${target}.map`;
        if (existsSync(mapFile)) {
          const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
          writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
      }
    },
  };
}

/**
 * The menu's screens are a tap away from any menu page. index.html lists their chunks and CSS
 * (a menu path /x is the route module src/app/routes/x.tsx) in <meta name="trader:prefetch">;
 * once the first screen has painted, the shell turns the list into `<link rel="prefetch">`
 * (src/app/shell/prefetch.ts): the browser fetches them at idle priority without running them,
 * so a tab opens without a download, and the first screen neither waits for nor evaluates them.
 */
function prefetchMenuScreens(): Plugin {
  const modules = MENU_PATHS.filter((p) => p !== '/').map((p) => `/src/app/routes${p}.tsx`);
  return {
    name: 'trader:prefetch-menu-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || files.has(fileName) || chunk.isEntry) return;
          files.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
          chunk.imports.forEach(visit);
        };
        for (const id of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(id));
          if (!chunk) throw new Error(`No chunk for the menu screen ${id}`);
          visit(chunk.fileName);
        }
        return [{ tag: 'meta', attrs: { name: 'trader:prefetch', content: [...files].map((f) => `/${f}`).join(' ') }, injectTo: 'head' as const }];
      },
    },
  };
}

/**
 * Safe releases (ADR 0015): the build's id goes into index.html (<meta name="trader:build">) and
 * into dist/version.json, which the running app fetches now and then (src/app/shell/release.ts)
 * to notice a newer release. The id is a hash of the bundle's chunks and assets, so rebuilding the
 * same code is not a new release; BUILD_ID overrides it (a CI build number, or the e2e tests'
 * second build).
 */
function releaseVersion(): Plugin {
  let build = '';
  return {
    name: 'trader:release-version',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const hash = createHash('sha256');
        const files = Object.values(ctx.bundle ?? {}).sort((a, b) => a.fileName.localeCompare(b.fileName));
        for (const file of files) {
          if (file.fileName.endsWith('.html')) continue;
          hash.update(file.fileName).update(file.type === 'chunk' ? file.code : file.source);
        }
        build = process.env.BUILD_ID?.trim() || hash.digest('hex').slice(0, 16);
        return [{ tag: 'meta', attrs: { name: CACHED_BUILD.meta, content: build }, injectTo: 'head' as const }];
      },
    },
    writeBundle(options) {
      if (!build) throw new Error('trader:release-version: index.html was not built, so there is no build id');
      const dir = options.dir ?? 'dist';
      writeFileSync(path.join(dir, 'version.json'), `${JSON.stringify({ build, builtAt: new Date().toISOString() })}\n`);
    },
  };
}

/**
 * Every text file of the build also goes out precompressed (ADR 0016): `x.js.br` (Brotli, the
 * best quality) and `x.js.gz` (gzip, level 9) beside `x.js`, for a server that sends a stored
 * encoding the browser accepts (nginx `brotli_static`/`gzip_static`; README "Deployment").
 * Brotli at its best quality is too slow to run per request, and it is what a phone downloads:
 * the entry's JavaScript is about 14 % smaller than gzipped. Source maps are not precompressed.
 */
function precompressed(): Plugin {
  return compression({
    include: /\.(html|js|css|svg)$/,
    threshold: 0,
    skipIfLargerOrEqual: false,
    logLevel: 'silent',
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
  });
}

/**
 * `npm run dev`'s logger (scripts/mock/index.ts sets DEV_LOG): warnings and errors only, and not
 * the socket proxy's EPIPE/ECONNRESET, which every closed or reloaded tab causes (the app
 * reconnects; nothing is lost). DEV_LOG=verbose (npm run dev -- --verbose) logs everything.
 */
function devLogger(level: string | undefined): Logger | undefined {
  if (level !== 'quiet' && level !== 'verbose') return undefined;
  const logger = createLogger(level === 'verbose' ? 'info' : 'warn', { allowClearScreen: false });
  if (level === 'verbose') return logger;
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    const code = options?.error && 'code' in options.error ? options.error.code : undefined;
    if (/ws proxy/.test(message) && (code === 'EPIPE' || code === 'ECONNRESET')) return;
    error(message, options);
  };
  return logger;
}

export default defineConfig(({ mode, command, isPreview }) => {
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  // The inline script signs in and, on home, sends the first data round with the token (issue 39).
  const script = earlySignInScript(env.VITE_GATEWAY_API_BASE_URL, firstRoundPlan(env.VITE_API_BASE_URL), env.VITE_REQUEST_TIMEOUT_MS);
  const policy = contentSecurityPolicy(script, env.VITE_HELP_IMAGE_ORIGINS);
  return {
    plugins: [react(), entry.plugin, prefetchMenuScreens(), earlySignIn(script, policy), builtPolicy(), releaseVersion(), precompressed(), compileHints()],
    define: { __APP_VERSION__: JSON.stringify(pkg.version) },
    ...(command === 'serve' && !isPreview ? { customLogger: devLogger(process.env.DEV_LOG) } : {}),
    server: { port: ports.app, strictPort: true, proxy },
    preview: { port: ports.app, strictPort: true, proxy },
    build: {
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: LIBRARIES_CHUNK, test: (id) => entry.test(id) && id.includes('/node_modules/'), priority: 2 }, { name: ENTRY_CHUNK, test: entry.test, priority: 1 }] } } },
    },
  };
});
