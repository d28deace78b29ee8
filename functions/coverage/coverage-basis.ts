import { createHash } from 'node:crypto';
import modelVersion from '../analysis/model-version.json';
import type { Policy } from '../data/policy-entity';
import type { Config } from '../lib/config';

/**
 * What a policy's cover is worked out from: its documents as kept (each file and the object that
 * was checked), the plan the user holds, the analyser and the version of the policy model it
 * reads. Two calculations on one basis give the same cover, so the second is answered from the
 * first. Pure.
 */
export function coverageBasis(
  policy: Pick<Policy, 'files' | 'plan'>,
  settings: Pick<Config, 'analyzer' | 'bedrockModelId'>,
): string {
  const analyzer = settings.analyzer === 'bedrock' ? `bedrock:${settings.bedrockModelId}` : settings.analyzer;
  const files = policy.files.map((f) => [f.id, f.textKey, f.etag ?? null, f.versionId ?? null]);
  const basis = { model: modelVersion.version, analyzer, plan: policy.plan ?? null, files };
  return createHash('sha256').update(JSON.stringify(basis)).digest('hex');
}
