import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The feature folders, read from the tree: a new feature is a zone the day it is created.
const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The frontend's layers: `app/` composes features; a feature uses the shared layers and itself;
 * the shared layers (`components/`, `lib/`, `config/`, `api/`) never reach into a feature or `app/`.
 */
const frontendBoundaries = [
  ...features.map((feature) => ({
    target: `./frontend/src/features/${feature}`,
    from: './frontend/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; what they share belongs in components/, lib/ or config/.',
  })),
  {
    target: './frontend/src/features',
    from: './frontend/src/app',
    message: 'Features import nothing from app/; app/ composes the features.',
  },
  ...['components', 'lib', 'config', 'api'].map((layer) => ({
    target: `./frontend/src/${layer}`,
    from: ['./frontend/src/features', './frontend/src/app'],
    message: `${layer}/ is shared code and imports neither features nor app/.`,
  })),
];

/**
 * The backend's lower layers, each with the modules it may use: shared code (common, config), the database's
 * plumbing, place lookup and the admin's access markers serve the feature modules and import none of them.
 */
const backendLayers = {
  config: [],
  common: ['config'],
  database: ['common', 'config'],
  places: ['common', 'config'],
  'admin-access': ['common', 'config'],
};
const backendBoundaries = Object.entries(backendLayers).map(([layer, uses]) => ({
  target: `./backend/src/${layer}`,
  from: './backend/src',
  except: [`./${layer}`, ...uses.map((use) => `./${use}`)],
  message: `backend/src/${layer}/ is a lower layer and imports only ${uses.length === 0 ? 'itself' : uses.join(', ')}.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'frontend/src/api/generated/**',
      'docs/api-client/branchenbuch-api.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The TypeScript of both projects is linted with its types: the rules that see a promise nobody awaits, a
    // method torn from its object or an object printed as `[object Object]` need the compiler's view. Each file
    // is read with the tsconfig.json nearest to it (backend/, frontend/, docs/api-client/).
    files: ['backend/**/*.ts', 'frontend/**/*.{ts,tsx}', 'docs/api-client/*.ts'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: fileURLToPath(new URL('.', import.meta.url)) },
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    rules: {
      // React ignores what an event handler returns, and react-hook-form's `handleSubmit(…)` is async by design;
      // promises handed to other callbacks (effects, timers, array methods) are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // A route loader throws React Router's `data(…, { status })` to answer with that status.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
    },
  },
  {
    // Test code reads `any` by its libraries' types: supertest's and Playwright's JSON bodies, jest's and
    // vitest's asymmetric matchers (`expect.any(…)`, `expect.objectContaining(…)`). The no-unsafe-* rules flag
    // each use (about 630 findings) without finding a fault there; the application code keeps them.
    // `expect(double.method)` hands the matcher a method it never calls: unbound-method is off for tests too.
    files: ['backend/test/**/*.ts', 'frontend/e2e/**/*.ts', '**/*.spec.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // A file tells one thing and a function does one job: longer ones are split into named pieces. Migrations replay
    // frozen SQL, the legal texts and the dataset's word pools are data, and a test file's describe callbacks hold
    // many cases.
    files: [
      'backend/src/**/*.ts',
      'frontend/src/**/*.{ts,tsx}',
      'backend/bench/**/*.mjs',
      'backend/scripts/**/*.mjs',
      'scripts/**/*.mjs',
    ],
    ignores: [
      'backend/src/database/migrations/**',
      'frontend/src/features/legal/data/**',
      'backend/scripts/dataset-pools.mjs',
      '**/*.spec.ts',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'max-lines': ['error', { max: 500 }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['backend/**/*.{ts,js,mjs}', 'scripts/**/*.{js,mjs}', '*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      // Only the config module reads the environment.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the configuration through loadConfig() only.' },
      ],
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      // The plugin reads the imported files itself: with TypeScript's parser, or it skips them and sees no loop.
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    },
    rules: {
      // Modules use each other one way; `node scripts/backend-modules.mjs` prints the graph.
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        { zones: backendBoundaries, basePath: fileURLToPath(new URL('.', import.meta.url)) },
      ],
    },
  },
  {
    // Migrations are frozen SQL with their own import rule; the layers above are about the living code.
    files: ['backend/src/database/migrations/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // Replaying the history must run what each migration ran when it was written, whatever the application
    // code or another migration says today: a migration holds its SQL as text and imports only TypeORM's types.
    files: ['backend/src/database/migrations/*.ts'],
    ignores: ['backend/src/database/migrations/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!typeorm$)',
              message: 'Migrations import only typeorm: freeze SQL from the application or another migration as text.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/config/**', 'backend/test/**', 'backend/src/bin/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      // The plugin reads the imported files itself: with TypeScript's parser, or it skips them and sees no loop.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // `@/…` is `frontend/src/…`, resolved whichever folder ESLint starts in.
      'import/resolver': {
        [fileURLToPath(new URL('./scripts/eslint-alias-resolver.cjs', import.meta.url))]: {
          extensions: ['.ts', '.tsx', '.js', '.json'],
        },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        { zones: frontendBoundaries, basePath: fileURLToPath(new URL('.', import.meta.url)) },
      ],
      // Across folders, imports name the layer (`@/lib/…`) instead of climbing (`../../lib/…`).
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Import through the alias `@/…`, not `../../`.' }] },
      ],
    },
  },
  {
    files: ['frontend/e2e/**', 'frontend/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
