import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Import boundaries (docs/architecture.md#layers): contract/ is the kernel both processes share and
 * imports nothing of the app; the product server imports nothing of the storefront; lib/ nothing of
 * the components or pages. Tests may cross them (a test of the door reads both sides).
 */
const boundary = (files, folders, why) => ({
  files,
  ignores: ['**/__tests__/**', '**/*.test.ts', '**/*.test.tsx', '**/*.pgtest.ts'],
  rules: {
    // A relative path must name a folder inside (`../app/…`): `../app` alone is server/app.ts.
    'no-restricted-imports': ['error', { patterns: [{ regex: `^(@/(${folders.join('|')})(/|$)|(\\.\\./)+(${folders.join('|')})/)`, message: why }] }],
  },
});

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', 'dist/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'server/db/migrations/**'],
  },
  boundary(['contract/**'], ['lib', 'components', 'app', 'server'], 'contract/ is the shared kernel: it imports nothing of the app.'),
  boundary(['server/**'], ['lib', 'components', 'app'], 'The product server imports nothing of the storefront: what both use lives in contract/.'),
  boundary(['lib/**'], ['components', 'app'], 'lib/ imports nothing of the components or pages.'),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
];

export default config;
