import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { insuranceTypeById, itemTypeForInsuranceName } from '../../domain/insurance';
import { CLAIM_MESSAGES, type ClaimInput, claimContext } from '../../domain/schemas/claim';
import { getProfile } from '../account/profile';
import { analyzer } from '../analysis/analyzer';
import { groundClaim } from '../analysis/grounding';
import { loadPolicyDocuments, type StoredCitation, withFileIds } from '../analysis/policy-documents';
import type { ClaimAssessment } from '../analysis/types';
import { ANALYSES_PER_HOUR, ANALYSIS_LIMIT_MESSAGE } from '../coverage/coverage';
import { keys } from '../data/keys';
import { takeToken } from '../data/rate-limit';
import { dynamo } from '../lib/clients';
import { config } from '../lib/config';
import { ValidationError } from '../lib/errors';
import type { Caller } from '../lib/http';
import { resultText } from './result-text';

/** Claim assessments: checked against one policy, saved with the result, listed newest first. */
export interface AssessmentView {
  readonly id: string;
  readonly policyId: string;
  readonly policyName: string;
  readonly insuranceTypeName: string;
  readonly policyPath: string | null;
  readonly context: string;
  readonly policyStartDate: string | null;
  readonly incidentDateTime: string;
  readonly reportDateTime: string;
  readonly claimStatus: string;
  readonly itemPurchaseStatus: string;
  readonly itemPurchaseEvidence: string;
  readonly location: string;
  readonly estimatedValue: number;
  readonly description: string;
  readonly verdict: ClaimAssessment['verdict'];
  readonly reasons: readonly string[];
  readonly citations: readonly StoredCitation[];
  readonly exclusions: readonly { title: string; citation: StoredCitation }[];
  readonly excess: { amount: number; currency: string | null; citation: StoredCitation | null } | null;
  readonly limit: { amount: number; currency: string | null; citation: StoredCitation | null } | null;
  readonly estimatedPayout: number | null;
  readonly currency: string | null;
  readonly checks: readonly (Omit<ClaimAssessment['checks'][number], 'citation'> & {
    citation?: StoredCitation;
  })[];
  readonly nextSteps: readonly string[];
  readonly result: string;
  readonly status: 'completed';
  readonly processingTime: number;
  readonly tokensUsed: number;
  readonly createdAt: string;
}

export async function assessClaim(caller: Caller, claim: ClaimInput): Promise<AssessmentView> {
  const started = performance.now();
  const { policy, documents } = await loadPolicyDocuments(caller.sub, claim.policyId);
  const schedule = policy.files.find((f) => f.fileType === 'policy_schedule');
  if (!schedule) throw new ValidationError(CLAIM_MESSAGES.missingSchedule);
  await takeToken(`analysis#${caller.sub}`, ANALYSES_PER_HOUR, 3600, ANALYSIS_LIMIT_MESSAGE);
  const profile = await getProfile(caller);
  const typeName = insuranceTypeById(policy.insuranceTypeId)?.name ?? 'Other';
  const facts = {
    ...claim,
    itemType: itemTypeForInsuranceName(typeName) ?? policy.insuranceTypeId,
    policyStartDate: claim.policyStartDate || policy.startDate,
    policyEndDate: policy.endDate,
    country: profile.country,
  };
  const result = groundClaim(documents, await analyzer().assessClaim(documents, facts));
  const cite = (c: { file: string; page: number; quote: string } | null) =>
    c ? (withFileIds(policy.files, [c])[0] ?? null) : null;
  const id = ulid();
  const view: AssessmentView = {
    id,
    policyId: policy.id,
    policyName: policy.name,
    insuranceTypeName: typeName,
    // The spec's policy_path: the key of the policy's first file.
    policyPath: policy.files[0]?.key ?? null,
    context: claimContext(claim),
    policyStartDate: facts.policyStartDate ?? null,
    incidentDateTime: claim.incidentDateTime,
    reportDateTime: claim.reportDateTime,
    claimStatus: claim.claimStatus,
    itemPurchaseStatus: claim.itemPurchaseStatus,
    itemPurchaseEvidence: claim.itemPurchaseEvidence,
    location: claim.location,
    estimatedValue: claim.estimatedValue,
    description: claim.description,
    verdict: result.verdict,
    reasons: result.reasons,
    citations: withFileIds(policy.files, result.citations),
    exclusions: result.exclusions.map((e) => ({
      title: e.title,
      citation: cite(e.citation) as StoredCitation,
    })),
    excess: result.excess ? { ...result.excess, citation: cite(result.excess.citation) } : null,
    limit: result.limit ? { ...result.limit, citation: cite(result.limit.citation) } : null,
    estimatedPayout: result.estimatedPayout,
    currency: result.currency,
    checks: result.checks.map(({ citation, ...check }) => {
      const stored = cite(citation ?? null);
      return stored ? { ...check, citation: stored } : check;
    }),
    nextSteps: result.nextSteps,
    result: resultText(result),
    status: 'completed',
    processingTime: Math.round(performance.now() - started) / 1000,
    tokensUsed: result.tokensUsed,
    createdAt: new Date().toISOString(),
  };
  await dynamo().send(
    new PutCommand({
      TableName: config().tableName,
      Item: { ...keys.assessment(caller.sub, id), entity: 'assessment', ...view },
    }),
  );
  return view;
}

export async function listAssessments(sub: string): Promise<AssessmentView[]> {
  const items: AssessmentView[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config().tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(sub), ':prefix': keys.assessmentPrefix },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    items.push(
      ...(page.Items ?? []).map(
        ({ PK: _pk, SK: _sk, entity: _e, ...view }) => view as unknown as AssessmentView,
      ),
    );
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
