import { type CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export type Json = Record<string, unknown>;

/** A resource of a synthesized template. */
export interface Resource {
  Type: string;
  Properties: Json;
  DeletionPolicy?: string;
  DependsOn?: string[];
}

/** A construct's logical id in its stack's template. */
export function logicalId(construct: IConstruct): string {
  const cfn = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(cfn).resolve(cfn.logicalId) as string;
}

/** A construct's resource in a synthesized template. */
export function resourceOf(
  synthesized: { readonly resources: Record<string, Resource> },
  construct: IConstruct,
): Resource {
  const resource = synthesized.resources[logicalId(construct)];
  if (!resource) throw new Error(`No resource for ${construct.node.path}`);
  return resource;
}
