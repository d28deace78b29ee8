import { beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '#functions/reminders/unsubscribe-token';
import { type RouteDefinition, routes } from '#functions/routes';
import { travelPolicyPdf } from '#scripts/samples/documents';
import { apiCall } from '../steps/api';
import { hotelTheftClaim, subOf, untilSettled } from '../steps/assessments';
import { untilCoverageSettled } from '../steps/coverage';
import { theLocalStack } from '../steps/local-stack';
import { manifest, uploadPolicy } from '../steps/policies';
import { decodeJwt, signLikeEmulator } from '../steps/tokens';
import { deletionProof, givenASignedInUser, logIn, randomEmail, type TestUser } from '../steps/users';

/**
 * Every route of the route table against every kind of caller: no token, an expired one, one with
 * a tampered signature, an ID token in place of the access token, another user's, a deleted user's,
 * and the owner's. Signed-in routes answer 401 to the first four and the deleted user, 404 to
 * another user wherever the request names the owner's things, and succeed for the owner.
 */
const { appUrl, env, urls } = theLocalStack();

/** The owner's things the requests name. */
interface Things {
  readonly policyId: string;
  readonly fileId: string;
  readonly spareId: string;
  readonly assessmentId: string;
  readonly jobId: string;
  /** The owner's id, as a reminder's unsubscribe link names it. */
  readonly sub: string;
  /** The owner's password, which deleting the account asks for. */
  readonly password: string;
}

interface Entry {
  readonly path: (t: Things) => string;
  readonly body?: (t: Things) => unknown;
  /** What the owner may get: the route reached and answered (a state conflict is an answer too). */
  readonly owner: readonly number[];
  /** True where the request names something of the owner's, so another user gets 404. */
  readonly names: boolean;
}

const claim = hotelTheftClaim;

const ENTRIES: Record<string, Entry> = {
  'get-health': { path: () => '/api/health', owner: [200], names: false },
  'get-openapi': { path: () => '/api/openapi.json', owner: [200], names: false },
  'list-insurance-types': { path: () => '/api/insurance-types', owner: [200], names: false },
  'get-me': { path: () => '/api/me', owner: [200], names: false },
  'update-me': {
    path: () => '/api/me',
    body: () => ({ firstName: 'Ada', lastName: 'Lovelace', country: 'GB', phone: '+447700900123' }),
    owner: [200],
    names: false,
  },
  'delete-me': { path: () => '/api/me', body: (t) => ({ password: t.password }), owner: [200], names: false },
  'export-me': { path: () => '/api/me/export', owner: [200], names: false },
  'report-password-change': { path: () => '/api/me/password-change', owner: [200], names: false },
  'list-policies': { path: () => '/api/policies', owner: [200], names: false },
  'create-policy': {
    path: () => '/api/policies',
    body: () => manifest([{ name: 'schedule.pdf', bytes: travelPolicyPdf() }]),
    owner: [201],
    names: false,
  },
  'create-quick-policy': {
    path: () => '/api/policies/quick',
    body: () => ({ policy: { name: 'scan.pdf', size: 2000 } }),
    owner: [201],
    names: false,
  },
  'complete-policy': { path: (t) => `/api/policies/${t.policyId}/complete`, owner: [200, 409], names: true },
  'get-policy': { path: (t) => `/api/policies/${t.policyId}`, owner: [200], names: true },
  'update-policy': {
    path: (t) => `/api/policies/${t.policyId}`,
    body: () => ({ plan: 'Gold' }),
    owner: [200],
    names: true,
  },
  'delete-policy': { path: (t) => `/api/policies/${t.spareId}`, owner: [200, 204], names: true },
  'download-policy-file': {
    path: (t) => `/api/policies/${t.policyId}/files/${t.fileId}/download`,
    owner: [200],
    names: true,
  },
  'submit-contact': {
    path: () => '/api/contact',
    body: () => ({ name: 'Jo', email: randomEmail(), message: 'Hello there' }),
    owner: [200],
    names: false,
  },
  'subscribe-newsletter': {
    path: () => '/api/newsletter',
    body: () => ({ email: randomEmail() }),
    owner: [200],
    names: false,
  },
  'record-event': {
    path: () => '/api/events',
    body: () => ({
      name: 'Experiment Viewed',
      experimentId: 'homepage-variant',
      variationId: 'control',
      visitorId: `visitor-${Math.random().toString(36).slice(2, 12)}`,
    }),
    owner: [202],
    names: false,
  },
  'create-coverage-request': {
    path: () => '/api/coverage-requests',
    body: () => ({ description: `Cover for a canoe ${Math.random()}` }),
    owner: [201],
    names: false,
  },
  'list-coverage': { path: () => '/api/coverage', owner: [200], names: false },
  'calculate-coverage': {
    path: () => '/api/coverage/travel',
    body: (t) => ({ policyId: t.policyId }),
    owner: [202],
    names: true,
  },
  'get-coverage-job': { path: (t) => `/api/coverage-jobs/${t.jobId}`, owner: [200], names: true },
  'list-assessments': { path: () => '/api/assessments', owner: [200], names: false },
  'create-assessment': {
    path: () => '/api/assessments',
    body: (t) => claim(t.policyId),
    owner: [202],
    names: true,
  },
  'get-assessment': { path: (t) => `/api/assessments/${t.assessmentId}`, owner: [200], names: true },
  'retry-assessment': { path: (t) => `/api/assessments/${t.assessmentId}/retry`, owner: [409], names: true },
  'get-reminder-preference': { path: () => '/api/me/reminders', owner: [200], names: false },
  'update-reminder-preference': {
    path: () => '/api/me/reminders',
    body: () => ({ renewalReminders: true }),
    owner: [200],
    names: false,
  },
  // Public: the signature in the body stands for the log-in, whoever sends it.
  'unsubscribe-reminders': {
    path: () => '/api/reminders/unsubscribe',
    body: (t) => ({ user: t.sub, token: unsubscribeToken(env.REMINDER_SECRET ?? '', t.sub) }),
    owner: [200],
    names: false,
  },
};

type Caller = 'none' | 'expired' | 'tampered' | 'id-token' | 'other' | 'deleted' | 'owner';

async function givenThings(owner: TestUser): Promise<Things> {
  const file = [{ name: 'travel-schedule.pdf', bytes: travelPolicyPdf() }];
  const details = {
    name: 'Annual travel',
    insuranceTypeId: 'travel',
    startDate: '2025-01-15',
    endDate: '2026-01-14',
  };
  const main = await uploadPolicy(appUrl, owner, file, details);
  const spare = await uploadPolicy(appUrl, owner, file, { ...details, name: 'Spare' });
  const policyId = main.created?.policy.id ?? '';
  const assessment = (await (
    await apiCall(appUrl, owner, 'POST', '/api/assessments', claim(policyId))
  ).json()) as {
    id: string;
  };
  await untilSettled(appUrl, owner, assessment.id);
  const job = (await (await apiCall(appUrl, owner, 'POST', '/api/coverage/travel', { policyId })).json()) as {
    id: string;
  };
  await untilCoverageSettled(appUrl, owner, job.id);
  return {
    policyId,
    fileId: main.created?.uploads[0]?.fileId ?? '',
    spareId: spare.created?.policy.id ?? '',
    assessmentId: assessment.id,
    jobId: job.id,
    sub: subOf(owner),
    password: owner.password,
  };
}

function send(token: string | undefined, route: RouteDefinition, things: Things): Promise<Response> {
  const entry = ENTRIES[route.id];
  if (!entry) throw new Error(`no entry for ${route.id}`);
  const body = entry.body?.(things);
  return fetch(`${appUrl}${entry.path(things)}`, {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('the access matrix', () => {
  let owner: TestUser;
  let other: TestUser;
  let things: Things;
  let tokens: Record<Exclude<Caller, 'none'>, string>;

  beforeAll(async () => {
    owner = await givenASignedInUser(urls);
    other = await givenASignedInUser(urls);
    const leaving = await givenASignedInUser(urls);
    things = await givenThings(owner);
    expect((await apiCall(appUrl, leaving, 'DELETE', '/api/me', deletionProof(leaving))).status).toBe(200);
    const [head, payload] = owner.accessToken.split('.');
    const claims = decodeJwt(owner.accessToken);
    tokens = {
      expired: signLikeEmulator({
        ...claims,
        iat: Math.floor(Date.now() / 1000) - 7200,
        exp: Math.floor(Date.now() / 1000) - 3600,
      }),
      tampered: `${head}.${payload}.${Buffer.from('not the signature').toString('base64url')}`,
      'id-token': owner.idToken,
      other: other.accessToken,
      deleted: leaving.accessToken,
      owner: owner.accessToken,
    };
  }, 180_000);

  it('has an entry for every route of the route table', () => {
    expect(Object.keys(ENTRIES).sort()).toEqual(routes.map((r) => r.id).sort());
  });

  it('answers 401 to a missing, expired, tampered, ID or deleted user’s token on every signed-in route', async () => {
    for (const route of routes.filter((r) => r.access === 'user')) {
      for (const caller of ['none', 'expired', 'tampered', 'id-token', 'deleted'] as const) {
        const res = await send(caller === 'none' ? undefined : tokens[caller], route, things);
        expect(res.status, `${route.id} as ${caller}`).toBe(401);
      }
    }
  });

  it('answers 404 to another user wherever the request names the owner’s things', async () => {
    for (const route of routes.filter((r) => r.access === 'user' && ENTRIES[r.id]?.names)) {
      const res = await send(tokens.other, route, things);
      expect(res.status, route.id).toBe(404);
      expect(await res.json(), route.id).toEqual({ error: expect.any(String) });
    }
  });

  it('answers the owner on every route, and everyone on public routes without a token', async () => {
    // Told of a password change, the API signs every session out: the owner signs in again after it.
    const LAST = ['report-password-change', 'delete-me'];
    const ordered = [...routes].sort((a, b) => LAST.indexOf(a.id) - LAST.indexOf(b.id));
    for (const route of ordered) {
      const entry = ENTRIES[route.id];
      const res = await send(route.access === 'user' ? tokens.owner : undefined, route, things);
      expect(entry?.owner, `${route.id} answered ${res.status}`).toContain(res.status);
      if (route.id === 'report-password-change') {
        expect((await apiCall(appUrl, owner, 'GET', '/api/policies')).status).toBe(401);
        owner = await logIn(urls, owner.email, owner.password);
        tokens = { ...tokens, owner: owner.accessToken };
      }
    }
    // The owner has gone: their token no longer opens anything.
    expect((await apiCall(appUrl, owner, 'GET', '/api/policies')).status).toBe(401);
  });
});
