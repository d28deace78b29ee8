import { join } from 'node:path';
import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { resolveStageConfig } from './config';
import { repoRoot } from './constructs/function';
import { EdgeStack } from './stacks/edge-stack';
import { PolicyLensStack } from './stacks/policylens-stack';

/**
 * Adds the stacks of the stage (the web ACL in us-east-1, then the app) named by context (`stage`, default dev) to the app and runs the
 * cdk-nag AwsSolutions checks over it. Used by bin/app.ts and by the stack tests (which may leave
 * the checks out of synthesis to see each property assertion fail on its own).
 */
export function definePolicyLens(app: App, options: { nagChecks?: boolean } = {}): PolicyLensStack {
  const read = (key: string): unknown => app.node.tryGetContext(key);
  const config = resolveStageConfig(read);
  const distContext = read('webDistDir');
  const edge = new EdgeStack(app, `PolicyLens-${config.stage}-Edge`, {
    env: { account: config.account, region: 'us-east-1' },
    crossRegionReferences: true,
    config,
  });
  const stack = new PolicyLensStack(app, `PolicyLens-${config.stage}`, {
    env: { account: config.account, region: config.region },
    crossRegionReferences: true,
    webAclArn: edge.webAcl.attrArn,
    config,
    webDistDir: typeof distContext === 'string' ? distContext : join(repoRoot, 'dist', 'web'),
  });
  // cdk-nag 3 runs as a CDK policy-validation plugin: unacknowledged findings fail synthesis.
  if (options.nagChecks ?? true) {
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  }
  return stack;
}
