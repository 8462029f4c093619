/**
 * Unit and component tests (npm run test:unit). The product server has its own node:test suite
 * (server/) and the browser tests run in Playwright (e2e/): neither is collected here.
 */
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages that jest must compile (next/jest ignores all of node_modules). */
const ESM_PACKAGES = [
  'ky',
  'jotai',
  'msw',
  '@mswjs',
  'rettime',
  'until-async',
  '@open-draft',
  '@msw',
  'cookie',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/contract', '<rootDir>/lib', '<rootDir>/components', '<rootDir>/app', '<rootDir>/test'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/server/', '<rootDir>/e2e/', '<rootDir>/.next/'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  clearMocks: true,
  restoreMocks: true,
  // A hang guard, not a speed limit. With one core kept busy every test stays under 2.6 s (role
  // queries no longer match hundreds of unused Emotion rules, jest.setup.ts); but `npm test` runs
  // this suite beside the production build and the lint on two cores, where the goods editor's
  // tests took over 5 s on a clean clone, and on a machine busy with more than that (load 8 on two
  // cores, 2026-11-29) 资讯管理's first test, 4.6 s alone, passed 15 s. A hang still fails, later.
  testTimeout: 60_000,
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
