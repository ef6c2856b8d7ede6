import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './vite.config.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/backend/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
          // Components render with Preact, as in the build (ADR 0007); the testing library is
          // inlined so that its own react-dom imports resolve to preact/compat too.
          alias: [
            // the library's CommonJS main would require() the real react-dom, past the aliases
            { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
            ...PREACT_ALIASES,
          ],
          server: { deps: { inline: [/@testing-library\/react/, /@tanstack\/react-query/, /vaul/, /sonner/, /@radix-ui/, /@telegram-apps\/sdk-react/] } },
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/prism.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
