// ESLint for the whole tree: TypeScript (type-aware), React hooks, and the import boundaries between layers
// (docs/architecture.md, "Layers"). Formatting is Prettier's job (eslint-config-prettier turns style rules off).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const FEATURES = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The layer rules of client/ and mock-server/, checked on the resolved path of every import. */
const BOUNDARIES = [
  // A feature owns its folder: it never reaches into another feature or into app/ (app/ composes features).
  ...FEATURES.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move the shared piece to lib/, state/ or components/, or compose them in app/.',
  })),
  {
    target: './client/src/features',
    from: './client/src/app',
    message: 'Features never import app/: app/ composes features, not the other way round.',
  },
  ...['lib', 'state', 'components', 'i18n'].map((layer) => ({
    target: `./client/src/${layer}`,
    from: ['./client/src/features', './client/src/app'],
    message: `${layer}/ is shared below features: it never imports features/ or app/.`,
  })),
  {
    target: ['./client', './mock-server'],
    from: ['./contracts/lib', './contracts/http', './contracts/ws', './contracts/spec', './contracts/self-test'],
    message: 'Client and mock share only contracts/api and contracts/rules; the rest of contracts/ is the test harness.',
  },
  {
    target: './mock-server',
    from: './client',
    message: 'The mock never imports client/: shared types and rules live in contracts/api and contracts/rules.',
  },
];

/** Tests of every suite: unit (client, mock, scripts), contract, e2e and budgets. */
const TEST_FILES = ['**/__tests__/**', '**/*.test.{ts,tsx}', 'mock-server/test/**', 'contracts/**', 'e2e/**', 'scripts/budgets/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'client/dist/**',
      'bench-results/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // React Router loaders throw data(null, { status }) to reach the route's error boundary with that status.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
    },
  },
  {
    // The classic hooks rules. The React Compiler rules of recommended-latest (immutability, refs, purity, …) are
    // not enabled: we do not run the compiler, and they report every write to a signal's .value, which is how
    // @preact/signals models are meant to be used.
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: TEST_FILES,
    rules: {
      // Tests read JSON bodies as `any` (app.inject().json(), fetch().json(), page.evaluate) and their assertions are
      // the type check; typing every body again would repeat the schema the contract tests already validate against.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Test doubles stand in for async functions: they are async so their callers await them, with nothing to await.
      '@typescript-eslint/require-await': 'off',
      // expect(deps.save).toHaveBeenCalled() reads a vi.fn() (which never uses this) off a deps object typed with methods.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
