import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'frontend/src/api/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['backend/**/*.{ts,js,mjs}', 'scripts/**/*.{js,mjs}', '*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      // Only the config module reads the environment.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Konfiguration nur über loadConfig() lesen.' },
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
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-cycle': 'error',
      // Features never import each other; shared code lives in components/, lib/, config/.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            'home',
            'search',
            'businesses',
            'reviews',
            'entry-form',
            'blog',
            'pricing',
            'contact',
            'legal',
            'admin',
            'errors',
          ].map((feature) => ({
            target: `./frontend/src/features/${feature}`,
            from: './frontend/src/features',
            except: [`./${feature}`],
          })),
        },
      ],
    },
  },
  {
    files: ['frontend/e2e/**', 'frontend/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
