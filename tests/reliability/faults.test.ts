import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { listAssessmentRecords } from '#functions/data/assessment-store';
import { objectKeys } from '#functions/data/keys';
import { getPolicy, listPolicies } from '#functions/data/policy-store';
import { handler as exportMe } from '#functions/handlers/account/export-me';
import { handler as createAssessment } from '#functions/handlers/assessments/create-assessment';
import { handler as completePolicy } from '#functions/handlers/policies/complete-policy';
import { handler as createPolicy } from '#functions/handlers/policies/create-policy';
import { handler as deletePolicy } from '#functions/handlers/policies/delete-policy';
import { dynamoClient } from '#functions/lib/client-dynamodb';
import { lambda } from '#functions/lib/client-lambda';
import { s3 } from '#functions/lib/client-s3';
import { travelPolicyPdf } from '#scripts/samples/documents';
import { apiCall } from '../steps/api';
import { hotelTheftClaim, subOf, untilSettled } from '../steps/assessments';
import { callRoute } from '../steps/direct-call';
import { BUSY, injectFault, named, throttled, unavailable, whileFaulty } from '../steps/faults';
import { theLocalStack } from '../steps/local-stack';
import { givenAnUploadedPolicy, givenAReadyTravelPolicy, manifest } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

/**
 * Faults in the AWS services a route calls, injected through the SDK clients' middleware stack of
 * this process while the route's real handler runs here. After each: a clear answer with nothing
 * changed, or success once the fault has passed; no partial policy and no orphan object.
 */
const { appUrl, env, urls } = theLocalStack();

async function objectsUnder(prefix: string): Promise<number> {
  const out = await s3().send(new ListObjectsV2Command({ Bucket: env.DOCUMENTS_BUCKET, Prefix: prefix }));
  return out.KeyCount ?? 0;
}

/** The user asks to delete the policy, through the route's handler here. */
const whenTheyDelete = (user: TestUser, policyId: string) =>
  callRoute(deletePolicy, user, 'DELETE', `/api/policies/${policyId}`);

describe('faults in the services a route calls', () => {
  it('a throttled table while creating a policy: a clear 503, no policy; the retry creates one', async () => {
    const user = await givenASignedInUser(urls);
    const body = manifest([{ name: 'schedule.pdf', bytes: travelPolicyPdf() }]);
    await whileFaulty(
      injectFault(dynamoClient(), (command) => /^(Put|TransactWrite)/.test(command), throttled),
      async () => {
        const refused = await callRoute(createPolicy, user, 'POST', '/api/policies', body);
        expect(refused).toEqual({ status: 503, body: BUSY });
        expect(await listPolicies(subOf(user))).toEqual([]);
      },
    );
    expect((await callRoute(createPolicy, user, 'POST', '/api/policies', body)).status).toBe(201);
    expect(await listPolicies(subOf(user))).toHaveLength(1);
  });

  it('storage unavailable while deleting a policy: a clear 503, the policy kept as deleting; the retry removes it and its files', async () => {
    const user = await givenASignedInUser(urls);
    const sub = subOf(user);
    const created = await givenAReadyTravelPolicy(appUrl, user);
    const policyId = created.policy.id ?? '';
    expect(await objectsUnder(objectKeys.policyPrefix(sub, policyId))).toBeGreaterThan(0);
    await whileFaulty(
      injectFault(s3(), (command) => command.startsWith('DeleteObject'), unavailable),
      async () => {
        expect(await whenTheyDelete(user, policyId)).toEqual({ status: 503, body: BUSY });
        // Not half gone: marked deleting (hidden from the lists), its row and files still there to finish.
        expect((await getPolicy(sub, policyId)).status).toBe('deleting');
      },
    );
    expect((await whenTheyDelete(user, policyId)).status).toBe(200);
    expect(await listPolicies(sub)).toEqual([]);
    expect(await objectsUnder(objectKeys.policyPrefix(sub, policyId))).toBe(0);
    expect(await objectsUnder(objectKeys.text(sub, policyId, '').replace(/\.json$/, ''))).toBe(0);
  });

  it('the assessment worker cannot be started: a clear 503, the claim kept as failed; Retry assesses it', async () => {
    const user = await givenASignedInUser(urls);
    const created = await givenAReadyTravelPolicy(appUrl, user);
    const claim = hotelTheftClaim(created.policy.id);
    await whileFaulty(injectFault(lambda(), named('InvokeCommand'), unavailable), async () => {
      expect(await callRoute(createAssessment, user, 'POST', '/api/assessments', claim)).toEqual({
        status: 503,
        body: BUSY,
      });
    });
    // Exactly one assessment, kept as failed, which Retry queues again.
    const [failed, ...more] = await listAssessmentRecords(subOf(user));
    expect(more).toEqual([]);
    expect(failed?.status).toBe('failed');
    const retried = await apiCall(appUrl, user, 'POST', `/api/assessments/${failed?.id}/retry`);
    expect(retried.status).toBe(202);
    expect(await untilSettled(appUrl, user, failed?.id ?? '')).toMatchObject({ status: 'completed' });
  });

  it('a throttled table while exporting an account: a clear 503, and the export works once it passes', async () => {
    const user = await givenASignedInUser(urls);
    await whileFaulty(
      injectFault(dynamoClient(), (command) => command.startsWith('Query'), throttled),
      async () => {
        expect(await callRoute(exportMe, user, 'POST', '/api/me/export')).toEqual({
          status: 503,
          body: BUSY,
        });
      },
    );
    const exported = await callRoute(exportMe, user, 'POST', '/api/me/export');
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({ fileName: expect.stringMatching(/^policylens-export-.*\.zip$/) });
  });

  it('the extraction worker cannot be asked to settle: a clear 503, the policy not stuck; completing again makes it ready', async () => {
    const user = await givenASignedInUser(urls);
    // The file is read (its upload event) before the policy is completed.
    const { policyId } = await givenAnUploadedPolicy(appUrl, user);
    const path = `/api/policies/${policyId}/complete`;
    await whileFaulty(injectFault(lambda(), named('InvokeCommand'), unavailable), async () => {
      expect(await callRoute(completePolicy, user, 'POST', path)).toEqual({ status: 503, body: BUSY });
    });
    const again = await callRoute(completePolicy, user, 'POST', path);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ policy: { id: policyId, status: 'ready' } });
  });
});
