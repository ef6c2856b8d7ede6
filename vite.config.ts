import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { baseRoutes, mockPorts } from './scripts/mock/ports.ts';
import pkg from './package.json' with { type: 'json' };

// The dev and preview servers proxy the same-origin base paths to the mocks (npm run mock).
const ports = mockPorts(process.env);
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  baseRoutes(ports).map((route) => [
    route.prefix,
    {
      target: route.target,
      ws: route.ws,
      ...(route.strip ? { rewrite: (p: string) => p.slice(route.prefix.length) || '/' } : {}),
    },
  ]),
);

// The Content-Security-Policy the app runs under (README "Deployment"); `vite preview`, which the
// end-to-end tests use, serves the build with it, so every e2e test runs under it.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // sonner and vaul insert <style> elements at run time
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  'frame-ancestors https://web.telegram.org https://*.telegram.org',
].join('; ');

// Preact renders the app through its React-compatible layer (ADR 0007): every `react` and
// `react-dom` import, ours and the libraries', resolves to preact/compat. React's own packages
// stay installed for their types and the libraries' peer dependencies; none of it is bundled.
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Everything the entry imports statically goes into ONE chunk (and one CSS file). Left alone,
 * the bundler splits the first screen's code into some 40 small files shared with lazy screens;
 * over a phone's few connections those load in waves, one round trip each. Lazy screens keep
 * their own chunks. The set is the entry's static import closure, computed once the module
 * graph is complete (buildEnd runs before chunking).
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

export default defineConfig({
  plugins: [react(), entry.plugin],
  resolve: { alias: PREACT_ALIASES },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: { port: ports.app, strictPort: true, proxy },
  preview: { port: ports.app, strictPort: true, proxy, headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', test: entry.test }] } } },
  },
});
