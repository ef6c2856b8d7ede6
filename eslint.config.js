// One-way imports (DESIGN section 6): shared -> domain -> features -> app. generated/ is
// importable from everywhere in src; domain/ (the product's shared concepts: time zone, date
// formats, enum names, money) imports only shared and generated; a feature never imports
// another feature; shared imports neither domain nor a feature. No import circle in src/
// (import-x/no-cycle; the rule skips type-only imports).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'test-results/**', 'playwright-report/**', 'scripts/docs/asyncapi-html/**', 'generated/**', 'node_modules/**', 'scripts/codegen/asyncapi-template/**', 'coverage/**', 'bench/report*', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests and tooling may assert what they just checked.
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // The TypeScript files are parsed for the import graph (no-cycle) and resolved by their own
      // extensions, as every import in src/ writes them.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'boundaries/elements': [
        { type: 'generated', pattern: 'generated/**', partialMatch: false },
        { type: 'shared', pattern: 'src/shared/**', partialMatch: false },
        { type: 'domain', pattern: 'src/domain/**', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'src/app/**', partialMatch: false },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A dynamic import back to a module's importer is a chunk boundary, not an evaluation circle
      // (today: shared/telegram/sdk.ts loads platform.ts, which imports sdk.ts's setters).
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { types: { anyOf: ['shared', 'generated'] } } } } },
            { from: { element: { type: 'domain' } }, allow: { to: { element: { types: { anyOf: ['domain', 'shared', 'generated'] } } } } },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: [
                  { element: { types: { anyOf: ['shared', 'domain', 'generated'] } } },
                  { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } },
                ],
              },
            },
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['shared', 'domain', 'generated', 'feature', 'app'] } } } } },
          ],
        },
      ],
    },
  },
  {
    // Server state one way (docs/screens.md): a resource's query options and key prefix are
    // declared once, in shared/api/resources.ts or the owning feature's api/ module, and used
    // everywhere else; no key is typed by hand.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/api/resources.ts', 'src/shared/api/query.ts', 'src/features/*/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name="queryOptions"][callee.object.property.name=/^(trader|gateway)$/]',
          message: "Use the resource's query factory (shared/api/resources.ts or the feature's api/ module), not an inline openapi-react-query call.",
        },
        { selector: 'Property[key.name="queryKey"] > ArrayExpression', message: "Use a key helper (xKey) or a factory's queryKey, not a hand-typed key." },
        { selector: 'ArrayExpression[elements.0.value="get"]:not(Property[key.name="queryKey"] > ArrayExpression)', message: "Use a key helper (xKey) or a factory's queryKey, not a hand-typed key." },
      ],
    },
  },
);
