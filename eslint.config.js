import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint-rules/api-layers.js';
import boundaries from './eslint-rules/module-boundaries.js';

/**
 * A replacement string reads `$&`, `$\``, `$'` and `$1` as patterns: text that is not a literal
 * (stored text) could paste the whole input into itself (issue 30). A function or split/join cannot.
 */
const COMPUTED_REPLACEMENT = {
  selector:
    'CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2]' +
    ':not([arguments.1.type="Literal"], [arguments.1.type="ArrowFunctionExpression"], [arguments.1.type="FunctionExpression"])' +
    ':not([arguments.1.type="TemplateLiteral"][arguments.1.expressions.length=0])',
  message: 'Pass a function (or a string literal) as the replacement: a computed string is read as a pattern ($&, $`, $\', $1).',
};

/**
 * The storefront writes numbers and dates by hand (lib/dates.ts, formatCount): the first Intl formatter
 * loads locale data, a long task on a phone in the middle of a page's first render (decision 0028).
 */
const INTL_FORMATTING = {
  selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/], NewExpression[callee.object.name="Intl"]',
  message: 'Write numbers with formatCount/formatMoney (@wine/contract/money) and dates with lib/dates.ts or lib/recordDates.ts: Intl loads locale data on first use.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.test-output/**', 'e2e/test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', COMPUTED_REPLACEMENT],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/module-boundaries': 'error' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/api-layers': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only matters to the React Compiler, which this app does not use.
      'react-hooks/incompatible-library': 'off',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'notistack', message: 'Use useSnackbar from src/lib/toast: notistack loads with the first toast.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', COMPUTED_REPLACEMENT, INTL_FORMATTING] },
  },
  {
    // The browser suite drives the app from outside: data both suites need lives in test-data/, not in the API's tests.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/*/test/**', '**/apps/*/src/**'], message: 'Import shared test data from test-data/.' }] }],
    },
  },
  {
    files: ['apps/web/src/lib/toast.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
