import { Aws, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { acknowledge, wildcardResourceFinding } from '../nag';

/**
 * Access to the analysis model on Bedrock. The Converse API is authorised by bedrock:InvokeModel,
 * so that is the only action granted, and only on the configured model.
 */

/** Cross-region inference profiles are model ids with a geography prefix, e.g. `eu.anthropic…`. */
const INFERENCE_PROFILE = /^(us|us-gov|eu|apac|au|jp|ca|global)\.(.+)$/;

export function isInferenceProfile(modelId: string): boolean {
  return INFERENCE_PROFILE.test(modelId);
}

/** The ARNs bedrock:InvokeModel must be allowed on to call this model from this stack. */
export function bedrockModelArns(scope: IConstruct, modelId: string): string[] {
  const stack = Stack.of(scope);
  const profile = INFERENCE_PROFILE.exec(modelId);
  if (!profile) {
    return [`arn:${Aws.PARTITION}:bedrock:${stack.region}::foundation-model/${modelId}`];
  }
  // A profile routes each request to one of its geography's regions, so the underlying model
  // must be allowed in whichever region serves the request.
  const baseModelId = profile[2];
  return [
    `arn:${Aws.PARTITION}:bedrock:${stack.region}:${stack.account}:inference-profile/${modelId}`,
    `arn:${Aws.PARTITION}:bedrock:*::foundation-model/${baseModelId}`,
  ];
}

/**
 * Lets `role` call the model. An inference profile's underlying model is granted in any region of
 * the profile, which cdk-nag flags as a wildcard; that one finding is acknowledged here.
 */
export function grantBedrockInvoke(role: iam.IRole, modelId: string): iam.Grant {
  const resourceArns = bedrockModelArns(role, modelId);
  for (const arn of resourceArns.filter((a) => a.includes('*'))) {
    acknowledge(
      role,
      wildcardResourceFinding(role, arn),
      `Inference profile ${modelId} serves requests from several regions; the grant names the one model in any region.`,
    );
  }
  return iam.Grant.addToPrincipal({ grantee: role, actions: ['bedrock:InvokeModel'], resourceArns });
}
