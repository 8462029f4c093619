import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Import boundaries (docs/architecture.md#layers): contract/ is the kernel both processes share and
 * imports nothing of the app; the product server imports nothing of the storefront; lib/ nothing of
 * the components or pages. Tests may cross them (a test of the door reads both sides).
 */
const boundary = (files, folders, why, paths = []) => ({
  files,
  ignores: ['**/__tests__/**', '**/*.test.ts', '**/*.test.tsx', '**/*.pgtest.ts'],
  rules: {
    // A relative path must name a folder inside (`../app/…`): `../app` alone is server/app.ts.
    'no-restricted-imports': [
      'error',
      { paths, patterns: folders.length === 0 ? [] : [{ regex: `^(@/(${folders.join('|')})(/|$)|(\\.\\./)+(${folders.join('|')})/)`, message: why }] },
    ],
  },
});

/**
 * Browser code imports an area's file (`@/contract/endpoints/bill`), never the index: a declaration
 * holds its request schema, and the index would bring every area's schemas into every page.
 */
const ENDPOINT_INDEX = { name: '@/contract/endpoints', message: "Import the area's own file, e.g. '@/contract/endpoints/bill' (docs/decisions/0004-endpoint-table.md)." };

const SERVER_BOUNDARY = 'The product server imports nothing of the storefront: what both use lives in contract/.';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', 'dist/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'server/db/migrations/**'],
  },
  boundary(['contract/**'], ['lib', 'components', 'app', 'server'], 'contract/ is the shared kernel: it imports nothing of the app.'),
  boundary(['server/**'], ['lib', 'components', 'app'], SERVER_BOUNDARY),
  // A route validates what its endpoint declares (`validated(E)`), never a schema of its own choosing.
  boundary(['server/routes/**'], ['lib', 'components', 'app'], SERVER_BOUNDARY, [
    {
      name: '../http/validate',
      importNames: ['jsonBody', 'queryOf', 'formBody'],
      message: "Validate with validated(endpoint) (server/http/endpoint.ts): the schema is the endpoint declaration's.",
    },
  ]),
  boundary(['lib/**'], ['components', 'app'], 'lib/ imports nothing of the components or pages.', [ENDPOINT_INDEX]),
  boundary(['components/**', 'app/**'], [], '', [ENDPOINT_INDEX]),
  // The door forwards every endpoint, so it alone reads the whole table, on the storefront's server.
  boundary(['lib/session/door-paths.ts'], ['components', 'app'], 'lib/ imports nothing of the components or pages.'),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
];

export default config;
