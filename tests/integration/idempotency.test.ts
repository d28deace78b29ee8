import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listPolicies } from '#functions/data/policy-store';
import { IDEMPOTENCY_KEY_MESSAGE, OTHER_DETAILS_MESSAGE } from '#functions/lib/idempotency';
import { travelPolicyPdf } from '#scripts/samples/documents';
import { apiCall } from '../steps/api';
import { hotelTheftClaim, subOf, untilSettled } from '../steps/assessments';
import { expectRefusal } from '../steps/contract';
import { untilCoverageSettled } from '../steps/coverage';
import { theLocalStack } from '../steps/local-stack';
import { givenAReadyTravelPolicy, manifest } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, urls } = theLocalStack();

/** A POST as the web client sends a create, with its Idempotency-Key. */
function post(user: TestUser, path: string, body: unknown, key?: string) {
  return fetch(`${appUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function count(user: TestUser, path: string, field: string): Promise<number> {
  const body = (await (await apiCall(appUrl, user, 'GET', path)).json()) as Record<string, unknown[]>;
  return body[field]?.length ?? 0;
}

/** Every policy row of the user, whatever its state (one just created is still pending). */
const policiesOf = async (user: TestUser) => (await listPolicies(subOf(user))).length;

describe('creates sent again with the same Idempotency-Key', () => {
  it('answers a retried policy create with the first answer and keeps one policy', async () => {
    const user = await givenASignedInUser(urls);
    const body = manifest([{ name: 'schedule.pdf', bytes: travelPolicyPdf() }]);
    const key = randomUUID();
    const first = await post(user, '/api/policies', body, key);
    const again = await post(user, '/api/policies', body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const [a, b] = (await Promise.all([first.json(), again.json()])) as { policy: { id: string } }[];
    expect(b?.policy.id).toBe(a?.policy.id);
    expect(await policiesOf(user)).toBe(1);

    // Another key, or none, is another create; another user's same key is theirs alone.
    expect((await post(user, '/api/policies', body, randomUUID())).status).toBe(201);
    expect((await post(user, '/api/policies', body)).status).toBe(201);
    expect(await policiesOf(user)).toBe(3);
    const other = await givenASignedInUser(urls);
    const theirs = (await (await post(other, '/api/policies', body, key)).json()) as {
      policy: { id: string };
    };
    expect(theirs.policy.id).not.toBe(a?.policy.id);
  });

  it('refuses the key sent again with other details (422), and creates nothing more', async () => {
    const user = await givenASignedInUser(urls);
    const files = [{ name: 'schedule.pdf', bytes: travelPolicyPdf() }];
    const key = randomUUID();
    const first = await post(user, '/api/policies', manifest(files, { name: 'Home cover' }), key);
    expect(first.status).toBe(201);
    const { policy } = (await first.json()) as { policy: { id: string } };

    const other = await post(user, '/api/policies', manifest(files, { name: 'Contents cover' }), key);
    await expectRefusal(other, 422, OTHER_DETAILS_MESSAGE);
    expect((await listPolicies(subOf(user))).map((p) => p.name)).toEqual(['Home cover']);

    // The same details as the form reads them (trimmed) are the same request: the first answer.
    const again = await post(user, '/api/policies', manifest(files, { name: ' Home cover ' }), key);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { policy: { id: string } }).policy.id).toBe(policy.id);
    expect(await policiesOf(user)).toBe(1);
  });

  it('refuses the key of a cover calculation sent again for another item (422)', async () => {
    const user = await givenASignedInUser(urls);
    const created = await givenAReadyTravelPolicy(appUrl, user);
    const body = { policyId: created.policy.id };
    const key = randomUUID();
    const first = await post(user, '/api/coverage/travel', body, key);
    expect(first.status).toBe(202);
    const other = await post(user, '/api/coverage/home', body, key);
    await expectRefusal(other, 422, OTHER_DETAILS_MESSAGE);
    await untilCoverageSettled(appUrl, user, ((await first.json()) as { id: string }).id);
  });

  it('keeps no answer for a create that failed, so the same key can try again', async () => {
    const user = await givenASignedInUser(urls);
    const key = randomUUID();
    const bad = await post(user, '/api/policies', { name: '' }, key);
    expect(bad.status).toBe(400);
    const good = await post(
      user,
      '/api/policies',
      manifest([{ name: 's.pdf', bytes: travelPolicyPdf() }]),
      key,
    );
    expect(good.status).toBe(201);
    const malformed = await post(
      user,
      '/api/policies',
      manifest([{ name: 's.pdf', bytes: travelPolicyPdf() }]),
      'x',
    );
    await expectRefusal(malformed, 400, IDEMPOTENCY_KEY_MESSAGE);
    expect(await policiesOf(user)).toBe(1);
  });

  it('assesses a claim sent twice with one key once', async () => {
    const user = await givenASignedInUser(urls);
    const created = await givenAReadyTravelPolicy(appUrl, user);
    const claim = hotelTheftClaim(created.policy.id);
    const key = randomUUID();
    const first = (await (await post(user, '/api/assessments', claim, key)).json()) as { id: string };
    const again = await post(user, '/api/assessments', claim, key);
    expect(again.status).toBe(202);
    expect(((await again.json()) as { id: string }).id).toBe(first.id);
    await untilSettled(appUrl, user, first.id);
    expect(await count(user, '/api/assessments', 'assessments')).toBe(1);
  });

  it('calculates cover asked for twice with one key once: the same job, one analysis counted', async () => {
    const user = await givenASignedInUser(urls);
    const created = await givenAReadyTravelPolicy(appUrl, user);
    const body = { policyId: created.policy.id, keep: true };
    const key = randomUUID();
    const first = await post(user, '/api/coverage/travel', body, key);
    expect(first.status).toBe(202);
    const job = (await first.json()) as { id: string };
    const again = await post(user, '/api/coverage/travel', body, key);
    expect(again.status).toBe(202);
    expect(((await again.json()) as { id: string }).id).toBe(job.id);
    await untilCoverageSettled(appUrl, user, job.id);
    // A new key is a new calculation.
    const other = (await (await post(user, '/api/coverage/travel', body, randomUUID())).json()) as {
      id: string;
    };
    expect(other.id).not.toBe(job.id);
    await untilCoverageSettled(appUrl, user, other.id);
  });
});
