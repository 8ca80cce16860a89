import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    // Both cores: vitest's default on a 2-core machine is one worker, which ran every file in turn.
    maxWorkers: 2,
    // Test files in one worker share imported modules instead of importing the server afresh
    // each: unit + integration went from 284 s to 133 s. Every test builds its own app, site and
    // data folder, so nothing a file changes is seen by the next.
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Many integration tests start the built server or a command as Node processes, two to
        // seven times in one test; on a CI machine busy with browsers one such test once took over
        // 20 s (admin-password-command), so they get the end-to-end tests' minute.
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
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
          // Two browser-driven files at a time, one per core: each runs slower, but the whole
          // project finishes sooner (CI: 19.5 → 15.8 minutes, all green).
          maxWorkers: 2,
        },
      },
    ],
  },
});
