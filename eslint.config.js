// ESLint flat config: typescript-eslint (type-aware), react-hooks, jsx-a11y, and no literal
// strings in UI code: every user-visible text goes through i18next (docs/style.md §10).
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
    files: ['**/*.tsx'],
    // autoFocus on react-aria's FocusScope moves focus into a dialog that just opened, as the
    // dialog pattern asks; the rule's concern is autofocus on page load of DOM inputs.
    rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  {
    files: uiSources,
    ignores: notProduct,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            exclude: [
              'className', 'style', 'type', 'key', 'id', 'width', 'height', 'role', 'data-testid',
              'placement', 'variant', 'aria-hidden', 'aria-live', 'aria-modal', 'slot', 'name',
              'autoComplete', 'inputMode', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-keyshortcuts', 'direction', 'orientation', 'selectionMode', 'data-[a-z-]+',
            ],
          },
          words: {
            // Digits and ASCII punctuation, and glyphs used as icons (arrows, shapes, dingbats,
            // braille grips): none of them is a word to translate. CJK text is never excluded.
            exclude: ['[0-9!-/:-@[-`{-~]+', '[\\u2000-\\u2BFF\\s]+', '[A-Z_-]+'],
          },
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
