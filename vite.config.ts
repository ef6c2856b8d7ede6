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

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: { port: ports.app, strictPort: true, proxy },
  preview: { port: ports.app, strictPort: true, proxy },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
