import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { objectKeys } from '../../functions/data/keys';
import { getPolicy, listPolicies } from '../../functions/data/policy-store';
import { handler as create } from '../../functions/handlers/policies/create-policy';
import { handler as remove } from '../../functions/handlers/policies/delete-policy';
import { dynamoClient, s3 } from '../../functions/lib/clients';
import { travelPolicyPdf } from '../../scripts/samples/documents';
import { subOf } from '../steps/assessments';
import { callRoute, type RouteHandler } from '../steps/direct-call';
import { injectFault, throttled, unavailable } from '../steps/faults';
import { manifest, uploadPolicy } from '../steps/policies';
import { givenASignedInUser } from '../steps/users';

/**
 * Faults in the AWS services a route calls, injected through the SDK clients' middleware stack of
 * this process while the route's real handler runs here. After each: a clear answer with nothing
 * changed, or success once the fault has passed; no partial policy and no orphan object.
 */
const appUrl = inject('appUrl');
const env = inject('stackEnv');
const urls = { appUrl, mailboxUrl: inject('mailboxUrl'), userPoolClientId: env.USER_POOL_CLIENT_ID ?? '' };
const createPolicy = create as unknown as RouteHandler;
const deletePolicy = remove as unknown as RouteHandler;
const BUSY = { error: 'PolicyLens is busy right now. Please try again in a moment.' };

async function objectsUnder(prefix: string): Promise<number> {
  const out = await s3().send(new ListObjectsV2Command({ Bucket: env.DOCUMENTS_BUCKET, Prefix: prefix }));
  return out.KeyCount ?? 0;
}

describe('faults in the services a route calls', () => {
  it('a throttled table while creating a policy: a clear 503, no policy; the retry creates one', async () => {
    const user = await givenASignedInUser(urls);
    const body = manifest([{ name: 'schedule.pdf', bytes: travelPolicyPdf() }]);
    const heal = injectFault(dynamoClient(), (command) => /^(Put|TransactWrite)/.test(command), throttled);
    try {
      const refused = await callRoute(createPolicy, user, 'POST', '/api/policies', body);
      expect(refused).toEqual({ status: 503, body: BUSY });
      expect(await listPolicies(subOf(user))).toEqual([]);
    } finally {
      heal();
    }
    expect((await callRoute(createPolicy, user, 'POST', '/api/policies', body)).status).toBe(201);
    expect(await listPolicies(subOf(user))).toHaveLength(1);
  });

  it('storage unavailable while deleting a policy: a clear 503, the policy kept as deleting; the retry removes it and its files', async () => {
    const user = await givenASignedInUser(urls);
    const sub = subOf(user);
    const { created } = await uploadPolicy(
      appUrl,
      user,
      [{ name: 'travel-schedule.pdf', bytes: travelPolicyPdf() }],
      { name: 'Annual travel', insuranceTypeId: 'travel', startDate: '2025-01-15', endDate: '2026-01-14' },
    );
    const policyId = created?.policy.id ?? '';
    expect(await objectsUnder(objectKeys.policyPrefix(sub, policyId))).toBeGreaterThan(0);
    const heal = injectFault(s3(), (command) => command.startsWith('DeleteObject'), unavailable);
    try {
      expect(await callRoute(deletePolicy, user, 'DELETE', `/api/policies/${policyId}`)).toEqual({
        status: 503,
        body: BUSY,
      });
      // Not half gone: marked deleting (hidden from the lists), its row and files still there to finish.
      expect((await getPolicy(sub, policyId)).status).toBe('deleting');
    } finally {
      heal();
    }
    expect((await callRoute(deletePolicy, user, 'DELETE', `/api/policies/${policyId}`)).status).toBe(200);
    expect(await listPolicies(sub)).toEqual([]);
    expect(await objectsUnder(objectKeys.policyPrefix(sub, policyId))).toBe(0);
    expect(await objectsUnder(objectKeys.text(sub, policyId, '').replace(/\.json$/, ''))).toBe(0);
  });
});
