/**
 * Unit and component tests (npm run test:unit). The product server has its own node:test suite
 * (server/) and the browser tests run in Playwright (e2e/): neither is collected here.
 */
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages that jest must compile (next/jest ignores all of node_modules). */
const ESM_PACKAGES = ['ky', 'jotai', 'msw', '@mswjs', 'rettime', 'until-async', '@open-draft', '@msw', 'cookie', 'htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities'];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/contract', '<rootDir>/lib', '<rootDir>/components', '<rootDir>/app', '<rootDir>/test'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/server/', '<rootDir>/e2e/', '<rootDir>/.next/'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  clearMocks: true,
  restoreMocks: true,
  // A component test types and clicks through a whole form; on a busy 2-core machine that can take
  // longer than jest's default 5 s without anything being wrong. Waits inside a test still fail on
  // their own (findBy/waitFor give up after 5 s, jest.setup.ts), so a real hang is still caught.
  testTimeout: 30_000,
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
