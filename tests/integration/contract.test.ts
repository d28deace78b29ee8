import { describe, expect, it } from 'vitest';
import { API_ROUTES, ROUTE_IDS, type RouteId, routePath } from '#domain/schemas/api-routes';
import { openApiDocument } from '#functions/openapi/document';
import { unsubscribeToken } from '#functions/reminders/unsubscribe-token';
import { routes } from '#functions/routes';
import { travelPolicyPdf } from '#scripts/samples/documents';
import { apiCall } from '../steps/api';
import { hotelTheftClaim, subOf, untilSettled } from '../steps/assessments';
import { expectReplyMatchesSchema } from '../steps/contract';
import { untilCoverageSettled } from '../steps/coverage';
import { theLocalStack } from '../steps/local-stack';
import { type Created, manifest, postToForm } from '../steps/policies';
import { deletionProof, givenASignedInUser, logIn, randomEmail, type TestUser } from '../steps/users';

const { appUrl, env, urls } = theLocalStack();

describe('the API contract served by the local stack', () => {
  it('answers GET /api/openapi.json to anyone with the OpenAPI document of every route', async () => {
    const res = await fetch(`${appUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    await expectReplyMatchesSchema('get-openapi', res);
    const document = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    for (const route of routes) {
      expect(document.paths[route.path]?.[route.method.toLowerCase()], route.id).toMatchObject({
        operationId: route.id,
      });
    }
  });

  it('answers another method on its path as a known path (405)', async () => {
    expect((await fetch(`${appUrl}/api/openapi.json`, { method: 'POST' })).status).toBe(405);
  });
});

describe('every route, called as the app calls it', () => {
  const called = new Set<RouteId>();

  /** Calls a route by id and checks its answer against the route's schemas; the parsed answer. */
  async function call<T>(
    user: TestUser | undefined,
    id: RouteId,
    request: { params?: Record<string, string>; body?: unknown } = {},
  ): Promise<T> {
    const { method, path } = API_ROUTES[id];
    const res = await apiCall(appUrl, user, method, routePath(path, request.params), request.body);
    expect(res.status, `${id}: ${await res.clone().text()}`).toBeLessThan(300);
    await expectReplyMatchesSchema(id, res);
    called.add(id);
    return (await res.json()) as T;
  }

  it('answers as its contract says, from a visitor through a whole account', async () => {
    for (const id of ['get-health', 'get-openapi', 'list-insurance-types'] as const)
      await call(undefined, id);
    await call(undefined, 'submit-contact', {
      body: { name: 'Jo', email: randomEmail(), message: 'Hello there' },
    });
    await call(undefined, 'subscribe-newsletter', { body: { email: randomEmail() } });
    const visitorId = `visitor-${Math.random().toString(36).slice(2, 12)}`;
    await call(undefined, 'record-event', {
      body: {
        name: 'Experiment Viewed',
        experimentId: 'homepage-variant',
        variationId: 'control',
        visitorId,
      },
    });

    const user = await givenASignedInUser(urls);
    await call(user, 'get-me');
    await call(user, 'update-me', { body: { firstName: 'Ada', lastName: 'Lovelace', country: 'GB' } });
    await call(user, 'export-me');
    await call(user, 'get-reminder-preference');
    await call(user, 'update-reminder-preference', { body: { renewalReminders: true } });
    await call(undefined, 'unsubscribe-reminders', {
      body: { user: subOf(user), token: unsubscribeToken(env.REMINDER_SECRET ?? '', subOf(user)) },
    });

    const schedule = travelPolicyPdf();
    const details = {
      name: 'Annual travel',
      insuranceTypeId: 'travel',
      startDate: '2025-01-15',
      endDate: '2026-01-14',
    };
    const created = await call<Created>(user, 'create-policy', {
      body: manifest([{ name: 'travel-schedule.pdf', bytes: schedule }], details),
    });
    const [upload] = created.uploads;
    if (!upload) throw new Error('no upload form');
    expect((await postToForm(upload.form, schedule, 'travel-schedule.pdf')).ok).toBe(true);
    const id = created.policy.id;
    await call(user, 'complete-policy', { params: { id } });
    await call(user, 'create-quick-policy', { body: { policy: { name: 'scan.pdf', size: 2000 } } });
    await call(user, 'list-policies');
    await call(user, 'get-policy', { params: { id } });
    await call(user, 'update-policy', { params: { id }, body: { plan: null } });
    await call(user, 'download-policy-file', { params: { id, fileId: upload.fileId } });

    await call(user, 'create-coverage-request', {
      body: { description: `Cover for a canoe ${Math.random()}` },
    });
    const job = await call<{ id: string }>(user, 'calculate-coverage', {
      params: { itemType: 'travel' },
      body: { policyId: id },
    });
    await untilCoverageSettled(appUrl, user, job.id);
    await call(user, 'get-coverage-job', { params: { id: job.id } });
    await call(user, 'list-coverage');

    const assessment = await call<{ id: string }>(user, 'create-assessment', { body: hotelTheftClaim(id) });
    await untilSettled(appUrl, user, assessment.id);
    await call(user, 'get-assessment', { params: { id: assessment.id } });
    await call(user, 'list-assessments');

    await call(user, 'delete-policy', { params: { id } });
    // Every session signed out, this one too: the user signs in again, as the app does.
    await call(user, 'report-password-change');
    const again = await logIn(urls, user.email, user.password);
    await call(again, 'delete-me', { body: deletionProof(user) });

    // A retry succeeds only for a failed assessment: that answer is checked in the analysis suite.
    expect(ROUTE_IDS.filter((route) => !called.has(route))).toEqual(['retry-assessment']);
  });
});
