import { defineConfig, type ProxyOptions } from 'vite';
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

export default defineConfig({
  plugins: [react()],
  resolve: { alias: PREACT_ALIASES },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: { port: ports.app, strictPort: true, proxy },
  preview: { port: ports.app, strictPort: true, proxy, headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
