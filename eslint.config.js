// ESLint flat config: typescript-eslint (type-aware), react-hooks, jsx-a11y, and no literal
// strings in UI code: every user-visible text goes through i18next (STYLE.md §10).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import i18next from 'eslint-plugin-i18next';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const uiSources = ['packages/*/src/**/*.tsx', 'apps/wms/src/**/*.tsx'];
const notProduct = ['**/*.test.*', '**/*.stories.*', '**/test-utils/**', '**/fixtures/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', 'storybook-static/**', '.tools/**', 'coverage/**',
      '.reports/**', 'tests/visual/__*__/**', '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    files: uiSources,
    ignores: notProduct,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-only' }],
    },
  },
  ...storybook.configs['flat/recommended'],
);
