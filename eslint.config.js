import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * House rules (style.md): business rules in src/domain are pure — no UI framework, no store, no browser or build
 * module, and no clock read inside a rule (time is an argument).
 */
const domainBoundary = {
  files: ['src/domain/**/*.ts'],
  ignores: ['src/domain/**/*.test.ts', 'src/domain/testFixtures.ts', 'src/domain/pricing/testKit.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              'react',
              'react-dom',
              'react/*',
              'react-dom/*',
              '@nanostores/*',
              'nanostores',
              'astro',
              'astro/*',
              'leaflet',
            ],
            message: 'src/domain is pure: no UI framework, store or map library.',
          },
          {
            group: [
              '**/stores/*',
              '**/features/*',
              '**/components/*',
              '**/layouts/*',
              '**/pages/*',
              '**/build/*',
              '**/server/*',
              '**/republish/*',
              '**/i18n/*',
            ],
            message: 'src/domain imports only src/domain and the API schema types (src/lib/api).',
          },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'src/domain is clock-free: take `now` as an argument.',
      },
      {
        selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
        message: 'src/domain is clock-free: take `now` as an argument.',
      },
    ],
    'no-restricted-globals': [
      'error',
      { name: 'localStorage', message: 'src/domain has no storage: stores do.' },
      { name: 'document', message: 'src/domain has no DOM.' },
      { name: 'window', message: 'src/domain has no DOM.' },
    ],
  },
};

/** One module, one concept (style.md): no source file in src/ over 300 lines. */
const fileLength = {
  files: ['src/**/*.{ts,tsx,astro}'],
  ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
};

export default [
  { ignores: ['node_modules/', 'var/', 'dist/', '**/.astro/', 'test-results/', 'playwright-report/'] },
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    // Components, and the hooks written in .ts files beside them.
    files: ['**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // An effect lists every input it reads, or reads it through a ref or an effect event: no stale closures.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  domainBoundary,
  fileLength,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];
