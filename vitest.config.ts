import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 30_000 },
      },
      {
        extends: true,
        test: { name: 'fuzz', include: ['tests/fuzz/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'load', include: ['tests/load/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'crash', include: ['tests/crash/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two cores: one browser-driven file at a time keeps timings steady.
          fileParallelism: false,
        },
      },
    ],
  },
});
