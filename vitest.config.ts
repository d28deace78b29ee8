import { defineConfig } from 'vitest/config';

/**
 * Three tiers: unit (pure code and the CDK stack), integration (handlers against the local stack),
 * e2e (Chromium against the running app). Each tier starts what it needs once per run.
 */
export default defineConfig({
  // The import aliases (#web, #domain, …) are declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure code: two files at a time, before the tiers that share one local stack.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/infra/**/*.test.ts'],
          environment: 'node',
          // Powertools' dev mode, as on the local stack: no metrics written by the code under test.
          env: { POWERTOOLS_DEV: 'true' },
          setupFiles: ['tests/setup/no-console-error.ts'],
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // The security and reliability suites run against the same local stack.
          include: [
            'tests/integration/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/reliability/**/*.test.ts',
          ],
          globalSetup: ['tests/setup/local-stack.ts'],
          setupFiles: ['tests/setup/integration-env.ts', 'tests/setup/no-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          // Lambda runs Node 22; the SDK's note about Node 20 is for this machine only.
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
          globalSetup: ['tests/setup/app-server.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
