import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Takes the README's pictures (docs/screenshots/) by running the browser tests of the features
 * they show, which save what they see when SCREENSHOTS_DIR is set.
 */
const root = path.resolve(import.meta.dirname, '..');
const FEATURE_TESTS = [
  'tests/e2e/compare-policies.test.ts',
  'tests/e2e/complaint.test.ts',
  'tests/e2e/renewal-reminders.test.ts',
  'tests/e2e/scanned-policy.test.ts',
];

const run = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...FEATURE_TESTS], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SCREENSHOTS_DIR: path.join(root, 'docs/screenshots') },
});
process.exit(run.status ?? 1);
