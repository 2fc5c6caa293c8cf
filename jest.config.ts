import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^swiper/css.*$': '<rootDir>/tests/style-mock.ts',
  },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/out/', '/tests/e2e/', '/reports/'],
  modulePathIgnorePatterns: ['<rootDir>/reports/', '<rootDir>/out/'],
};

/** ESM-only packages (the server's, via @fastify/static; marked, for content Markdown) must be compiled for Jest too. */
const esmPackages = ['content-disposition', 'cookie', 'marked'];

/**
 * Two projects: `unit` (everything that needs only Node) and `integration` (the *.integration.test.ts
 * files, which start the Firestore emulator and need Java). `npm run test:unit` and
 * `npm run test:integration` select one each.
 */
export default async function jestConfig(): Promise<Config> {
  const resolved = await createJestConfig(config)();
  const base = {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`, ...(resolved.transformIgnorePatterns ?? []).filter((p) => !p.includes('node_modules'))],
  };
  const { testMatch, testPathIgnorePatterns = [] } = base;
  return {
    globalSetup: '<rootDir>/tests/jest-global-setup.mjs',
    projects: [
      { ...base, displayName: 'unit', testMatch, testPathIgnorePatterns: [...testPathIgnorePatterns, '\\.integration\\.test\\.'] },
      { ...base, displayName: 'integration', testMatch: ['<rootDir>/**/*.integration.test.ts'], testPathIgnorePatterns },
    ],
  };
}
