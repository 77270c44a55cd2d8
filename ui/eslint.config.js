import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The UI's layers (docs: ARCHITECTURE.md, "Domains"). Imports flow
 * lib/components -> features -> app: a feature never imports app/ or another
 * feature, and the shared building blocks never import a feature or app/.
 * Where a feature needs another's work, the app composes them (slots,
 * callbacks, the lib/ contexts in lib/site and lib/account-actions).
 */
const layers = [
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'locales', pattern: 'src/locales' },
  { type: 'styles', pattern: 'src/styles' },
  { type: 'types', pattern: 'src/types' },
  { type: 'test-support', pattern: 'src/test' },
];

const shared = ['components', 'lib', 'locales', 'styles', 'types'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/lib/api/schema.d.ts', 'public'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Unused names are reported by TypeScript (noUnusedLocals/Parameters) already.
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layers,
      'boundaries/include': ['src/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.d.ts'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', ...shared] } } } },
            },
            // A feature reaches only into itself and the shared layers.
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: shared } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
            },
            {
              from: { element: { types: { anyOf: shared } } },
              allow: { to: { element: { types: { anyOf: shared } } } },
            },
            // Test helpers instantiate the wasm modules for tests at any layer.
            {
              from: { element: { type: 'test-support' } },
              allow: { to: { element: { types: { anyOf: ['test-support', ...shared] } } } },
            },
            { from: { file: { path: '**/*.test.{ts,tsx}' } }, allow: { to: { element: { type: 'test-support' } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      // Tests pass async callbacks without await on purpose: act(async () => ...) lets
      // React flush effects and pending promises, and fetch fakes must return promises.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['*.{js,ts}', 'vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
