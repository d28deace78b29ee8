import http from 'node:http';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { keys } from '#functions/data/keys';
import { dynamo } from '#functions/lib/client-dynamodb';
import { type RouteDefinition, routes } from '#functions/routes';
import { hotelTheftClaim, subOf } from '../steps/assessments';
import { randomLoopback } from '../steps/from-address';
import { theLocalStack } from '../steps/local-stack';
import { listMail } from '../steps/mailbox';
import { givenAStoredPolicy, storedFile } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

/**
 * Every route that takes input, sent arbitrary bad input through the local gateway: wrong types,
 * boundary numbers, huge and unicode strings, prototype keys, extra fields, text that is not JSON,
 * bad path parameters. Each request is invalid by construction (a field of a valid body is
 * replaced by a value the rules refuse), so each must be refused with a 4xx and `{ error }` in a
 * sentence, and nothing may change: the user's policies, assessments, coverage and profile, the
 * mailbox, and the hourly allowances (validation comes before any of them is counted).
 */
const { appUrl, env, mailboxUrl, urls } = theLocalStack();

const RUNS = 20;
/** More than a public form's 20 an hour, so a request counted before validation shows as a 429. */
const PUBLIC_RUNS = 25;

// ---------------------------------------------------------------------------------------------
// Bad values

const wrongType = fc.oneof(
  fc.boolean(),
  fc.integer(),
  // Infinity travels in JSON as null, which a clearable field takes.
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);
/** A wrong type, null included (for fields that may not be null). */
const notAString = fc.oneof(wrongType, fc.constant(null));

/** A string longer than `max` after trimming: plain, emoji, right-to-left, combining marks, lone surrogates. */
function tooLong(max: number): fc.Arbitrary<string> {
  const pieces = ['x', '😀', 'ب', 'e\u0301', '\ud800', '\u202e', 'ß', '\u0000'];
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...pieces), fc.integer({ min: max + 1, max: max * 3 + 10 }))
      .map(([piece, count]) => `x${piece.repeat(count)}x`),
    fc.string({ unit: 'grapheme', minLength: max + 1, maxLength: max + 20 }).map((s) => `x${s}x`),
  );
}

const blank = fc.constantFrom('', ' ', '\t\n', '\u00a0');
const hugeText = fc.constantFrom('x'.repeat(100_000), '😀'.repeat(30_000), `a@${'.'.repeat(100_000)}`);

/** Numbers at and past every edge, as numbers and as strings. */
const boundaryNumber = fc.constantFrom<unknown>(
  0,
  -1,
  -0.01,
  1e7 + 1,
  10_000_000.01,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  '0x10000000',
  '',
  true,
  [5],
  { value: 5 },
  null,
);

const badEmail = fc.oneof(
  fc.constantFrom('', 'jo', 'jo@example', 'jo example.com', '@example.com', 'jo@@example.com'),
  tooLong(254).map((s) => `${s}@example.com`),
  hugeText,
  notAString,
);

const badDate = fc.oneof(
  fc.constantFrom('2025-13-01', '2025-99-99', '01/03/2025', '2025-3-1', 'tomorrow', '2025-03-01T00:00'),
  tooLong(40),
  wrongType,
);

const validFile = {
  name: 'schedule.pdf',
  size: 1000,
  contentType: 'application/pdf',
  fileType: 'policy_schedule',
};
const badFiles = fc.oneof(
  fc.constant([]),
  fc
    .integer({ min: 11, max: 30 })
    .map((n) => Array.from({ length: n }, (_, i) => ({ ...validFile, name: `f${i}.pdf` }))),
  fc.constantFrom<unknown>(
    [{ ...validFile, size: -1 }],
    [{ ...validFile, size: 1.5 }],
    [{ ...validFile, size: '1000' }],
    [{ ...validFile, size: Number.MAX_SAFE_INTEGER + 2 }],
    [{ ...validFile, size: 5 * 1024 * 1024 }],
    [{ ...validFile, name: 'schedule.exe' }],
    [{ ...validFile, name: '' }],
    [{ ...validFile, contentType: 'text/html' }],
    [{ ...validFile, fileType: 'secret' }],
    [{ ...validFile, fileType: 'other' }],
    [validFile, { ...validFile, fileType: 'other', customName: 'x'.repeat(101) }],
    [validFile, validFile],
    ['schedule.pdf'],
    [null],
    'schedule.pdf',
    null,
  ),
  tooLong(200).map((name) => [{ ...validFile, name: `${name}.pdf` }]),
);

const badQuickFile = fc.constantFrom<unknown>(
  { name: 'policy.exe', size: 1000 },
  { name: 'policy.pdf', size: 10 * 1024 * 1024 },
  { name: 'policy.pdf', size: -1 },
  { name: 'policy.pdf', size: 'big' },
  { name: '', size: 1000 },
  { name: `${'x'.repeat(300)}.pdf`, size: 1000 },
  { name: 'policy.pdf' },
  'policy.pdf',
  [],
  5,
  null,
);

/** Strings for a path parameter that name nothing of the user's (but still reach the route). */
const badPathParam = fc
  .oneof(
    fc.ulid(),
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
    fc.constantFrom(
      'x'.repeat(3000),
      '01j0000000000000000000000a',
      '01J0000000000000000000000U',
      '../../etc/passwd',
      '%',
      '__proto__',
      'constructor',
      ' ',
      '\u0000',
      '1e400',
      '-1',
    ),
  )
  // Dot segments are folded into the path before any route is matched.
  .filter((s) => !/^\.+$/.test(s));

// ---------------------------------------------------------------------------------------------
// What each route takes

interface Context {
  readonly user: TestUser;
  /**
   * A ready policy of the user's with its schedule, written straight to the table: routes that
   * change a policy or analyse one are sent bad bodies for it, so a bad value that got through
   * would be accepted, not stopped by a missing document.
   */
  readonly policyId: string;
  /** The user's id, as a reminder's unsubscribe link names it. */
  readonly sub: string;
}

async function givenAReadyPolicy(sub: string): Promise<string> {
  const id = ulid();
  return givenAStoredPolicy(sub, { id, files: [storedFile(sub, id, 'schedule.pdf')] });
}

interface Target {
  /** Path parameters: the route's own (then the body is bad), or ones that name nothing of the user's. */
  readonly params?: (ctx: Context) => Record<string, fc.Arbitrary<string>>;
  /** The route's own path parameters, for the requests tried on every run. */
  readonly validParams?: (ctx: Context) => Record<string, string>;
  /** A valid body, and for each field values the rules refuse: at least one of them replaces the valid one. */
  readonly body?: (ctx: Context) => {
    readonly valid: Record<string, unknown>;
    readonly bad: Record<string, fc.Arbitrary<unknown>>;
    /** Values just past a field's bound, each tried on every run in a body otherwise valid. */
    readonly edges: Record<string, readonly unknown[]>;
  };
}

/** Text holding a NUL or half of a UTF-16 pair, which no text field keeps. */
const unsafeText = (text: string) => [`${text}\u0000`, `${text}\ud800`, `\udc00${text}`];

/** A string of `length` characters, none of them space. */
const chars = (length: number) => 'x'.repeat(length);
/** An e-mail address of the pattern the forms take, `length` characters long. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const policyIdParam = () => ({ id: badPathParam });

const TARGETS: Record<string, Target> = {
  'update-me': {
    body: () => ({
      valid: { firstName: 'Ann', lastName: 'Lee', country: 'GB', phone: '+447700900123' },
      bad: {
        firstName: fc.oneof(blank, tooLong(100), notAString),
        lastName: fc.oneof(blank, tooLong(100), notAString),
        country: fc.oneof(fc.constantFrom('FR', 'gb', '', 'United Kingdom'), notAString),
        phone: fc.oneof(
          fc.constantFrom('+4412', '12', '+44', '+4477009001234567', '+44 7700 900123', '+3312345678', 'abc'),
          tooLong(20),
          notAString,
        ),
      },
      edges: {
        firstName: [chars(101), ...unsafeText('Ann')],
        lastName: [chars(101), ...unsafeText('Lee')],
        phone: ['+4412', '+4477009001234567', '+44 7700 900123'],
        country: ['FR'],
      },
    }),
  },
  'create-policy': {
    body: () => ({
      valid: {
        name: 'Home cover',
        insuranceTypeId: 'home',
        startDate: '2025-03-01',
        endDate: '2026-02-28',
        files: [validFile],
      },
      bad: {
        name: fc.oneof(blank, tooLong(120), notAString),
        insuranceTypeId: fc.oneof(fc.constantFrom('', 'cars', 'HOME'), tooLong(100), notAString),
        startDate: fc.oneof(badDate, fc.constant(null)),
        endDate: fc.oneof(badDate, fc.constantFrom('2024-01-01', '2025-03-01', ''), fc.constant(null)),
        files: badFiles,
      },
      edges: {
        name: [chars(121), ...unsafeText('Home cover')],
        insuranceTypeId: [chars(101)],
        startDate: ['2025-99-99'],
        files: [
          ...unsafeText('schedule').map((name) => [{ ...validFile, name: `${name}.pdf` }]),
          Array.from({ length: 11 }, (_, i) => ({ ...validFile, name: `f${i}.pdf` })),
          [{ ...validFile, name: `${chars(197)}.pdf` }],
          [{ ...validFile, size: -1 }],
        ],
      },
    }),
  },
  'create-quick-policy': {
    body: () => ({
      valid: { policy: { name: 'policy.pdf', size: 1000 }, ipid: { name: 'ipid.pdf', size: 1000 } },
      bad: { policy: badQuickFile, ipid: badQuickFile },
      edges: {
        policy: [
          { name: `${chars(197)}.pdf`, size: 1000 },
          { name: 'policy.pdf', size: -1 },
        ],
        ipid: [{ name: 'ipid.pdf', size: 5 * 1024 * 1024 }],
      },
    }),
  },
  'complete-policy': { params: policyIdParam },
  'get-policy': { params: policyIdParam },
  'delete-policy': { params: policyIdParam },
  'download-policy-file': { params: () => ({ id: badPathParam, fileId: badPathParam }) },
  'update-policy': {
    params: ({ policyId }) => ({ id: fc.oneof(fc.constant(policyId), badPathParam) }),
    validParams: ({ policyId }) => ({ id: policyId }),
    body: () => ({
      valid: {
        name: 'Renamed',
        insuranceTypeId: 'home',
        startDate: '2025-04-01',
        endDate: '2026-03-31',
        notes: 'Mine',
      },
      bad: {
        name: fc.oneof(blank, tooLong(120), notAString),
        insuranceTypeId: fc.oneof(fc.constantFrom('', 'cars'), tooLong(100), notAString),
        insurer: fc.oneof(tooLong(120), wrongType),
        startDate: fc.oneof(badDate, fc.constant('')),
        endDate: fc.oneof(badDate, fc.constantFrom('', '2024-01-01')),
        plan: fc.oneof(tooLong(80), wrongType),
        notes: fc.oneof(tooLong(2000), hugeText, wrongType),
      },
      edges: {
        name: [chars(121), ...unsafeText('Renamed')],
        insurer: [chars(121), ...unsafeText('Aviva')],
        plan: [chars(81), ...unsafeText('Gold')],
        notes: [chars(2001), ...unsafeText('Mine')],
        startDate: ['2025-99-99'],
      },
    }),
  },
  'submit-contact': {
    body: () => ({
      valid: { name: 'Jo Bloggs', email: 'jo@example.com', message: 'How do I add a second policy?' },
      bad: {
        name: fc.oneof(blank, tooLong(120), notAString),
        email: badEmail,
        message: fc.oneof(blank, tooLong(5000), hugeText, notAString),
        website: fc.oneof(tooLong(500), notAString),
      },
      edges: {
        name: [chars(121), ...unsafeText('Jo')],
        email: [emailOf(255), ...unsafeText('jo').map((local) => `${local}@example.com`)],
        message: [chars(5001), ...unsafeText('Hello there')],
        website: [chars(501)],
      },
    }),
  },
  'subscribe-newsletter': {
    body: () => ({
      valid: { email: 'jo@example.com' },
      bad: { email: badEmail, website: fc.oneof(tooLong(500), notAString) },
      edges: {
        email: [
          emailOf(255),
          `a@${'.'.repeat(100_000)}`,
          ...unsafeText('jo').map((local) => `${local}@example.com`),
        ],
      },
    }),
  },
  'record-event': {
    body: () => ({
      valid: {
        name: 'Experiment Viewed',
        experimentId: 'homepage-variant',
        variationId: 'control',
        visitorId: 'visitor-1234',
      },
      bad: {
        name: fc.oneof(fc.constantFrom('Experiment viewed', '', 'Purchase'), notAString),
        experimentId: fc.oneof(fc.constantFrom('Home', '', 'a b', 'x'.repeat(65)), notAString),
        variationId: fc.oneof(fc.constantFrom('', 'a_b', 'x'.repeat(65)), notAString),
        visitorId: fc.oneof(fc.constantFrom('short', '', 'x'.repeat(65), 'a b c d e f'), notAString),
      },
      edges: { experimentId: [chars(65)], visitorId: [chars(65)] },
    }),
  },
  'create-coverage-request': {
    body: () => ({
      valid: { description: 'E-bike cover please' },
      bad: { description: fc.oneof(blank, tooLong(2000), hugeText, notAString) },
      edges: { description: [chars(2001), chars(20_000), ...unsafeText('E-bike cover')] },
    }),
  },
  'calculate-coverage': {
    params: () => ({ itemType: fc.oneof(fc.constantFrom('home', 'travel', 'smartphone'), badPathParam) }),
    validParams: () => ({ itemType: 'home' }),
    body: ({ policyId }) => ({
      valid: { policyId, keep: false },
      bad: {
        policyId: fc.oneof(fc.constant(''), tooLong(64), notAString),
        keep: fc.constantFrom<unknown>('yes', 'true', 1, 0, null, [], {}),
      },
      edges: { policyId: [chars(65)], keep: ['yes'] },
    }),
  },
  'get-coverage-job': { params: policyIdParam },
  'get-assessment': { params: policyIdParam },
  'retry-assessment': { params: policyIdParam },
  'create-assessment': {
    body: ({ policyId }) => ({
      valid: {
        ...hotelTheftClaim(policyId),
        location: 'Leeds',
        estimatedValue: 450.5,
        description: 'My phone was stolen from my bag on the bus.',
      },
      bad: {
        policyId: fc.oneof(fc.constantFrom('', 'policy-1', policyId.toLowerCase()), tooLong(26), notAString),
        incidentDateTime: fc.oneof(
          fc.constantFrom('', 'yesterday', '2999-01-01T00:00:00.000Z'),
          tooLong(40),
          notAString,
        ),
        reportDateTime: fc.oneof(fc.constantFrom('', '2000-01-01T00:00:00.000Z'), tooLong(40), notAString),
        claimStatus: fc.oneof(fc.constantFrom('done', 'NEW', ''), notAString),
        itemPurchaseStatus: fc.oneof(fc.constantFrom('stolen', ''), notAString),
        itemPurchaseEvidence: fc.oneof(fc.constantFrom('maybe', ''), notAString),
        location: fc.oneof(tooLong(200), notAString),
        estimatedValue: boundaryNumber,
        description: fc.oneof(blank, fc.constant('too short'), tooLong(5000), hugeText, notAString),
        policyStartDate: fc.oneof(fc.constantFrom('2999-01-01', '2025-13-45', 'x'), wrongType),
        policyEndDate: fc.oneof(fc.constantFrom('2025-13-45', 'x'), wrongType),
        answers: fc.constantFrom<unknown>(
          'yes',
          [],
          { police: 'maybe' },
          { police: true },
          { ['x'.repeat(41)]: 'yes' },
          { 'was it locked': 'yes' },
          Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`q${i}`, 'no'])),
        ),
      },
      edges: {
        estimatedValue: [10_000_000.01, Number.MAX_SAFE_INTEGER + 2, '10000001', 0, 'NaN'],
        description: [chars(5001), chars(20_000), ...unsafeText('My phone was stolen from my bag.')],
        location: [chars(201), ...unsafeText('Leeds')],
        policyId: [`${policyId.slice(0, 25)}u`, chars(27)],
        incidentDateTime: [`2025-06-01T10:00:00.000Z${' '.repeat(20)}`],
      },
    }),
  },
  'update-reminder-preference': {
    body: () => ({
      valid: { renewalReminders: true },
      bad: {
        renewalReminders: fc.oneof(
          fc.constantFrom<unknown>('true', 'yes', 1, 0, '', null, [true], { on: true }),
          fc.string({ maxLength: 8 }),
          fc.integer(),
        ),
      },
      edges: { renewalReminders: ['true', 1, null] },
    }),
  },
  'unsubscribe-reminders': {
    body: ({ sub }) => ({
      valid: { user: sub, token: 'not-yet-signed' },
      bad: {
        user: fc.oneof(fc.constant(''), tooLong(128), notAString),
        token: fc.oneof(fc.constant(''), tooLong(128), notAString),
      },
      edges: { user: ['', chars(129)], token: ['', chars(129)] },
    }),
  },
};

/**
 * Routes that take no input at all: nothing to fuzz (DELETE /api/me would close the account; the
 * export is a POST because it writes, and reads no body; a password change told signs out).
 */
const NO_INPUT = new Set(['delete-me', 'export-me', 'report-password-change']);

const isGetWithoutInput = (route: RouteDefinition) => route.method === 'GET' && !route.path.includes('{');

// ---------------------------------------------------------------------------------------------
// Requests

interface Sent {
  readonly body: string | undefined;
  readonly path: string;
}

function bodyText(
  value: Record<string, unknown>,
  extra: Record<string, unknown>,
  prototypeKeys: boolean,
): string {
  const json = JSON.stringify({ ...extra, ...value });
  if (!prototypeKeys) return json;
  // Written out by hand: an object literal cannot hold an own "__proto__" key.
  const poison = '"__proto__":{"polluted":true,"isAdmin":true},"constructor":{"prototype":{"polluted":true}}';
  return json === '{}' ? `{${poison}}` : `{${poison},${json.slice(1)}}`;
}

const notJson = fc.constantFrom(
  '{',
  '{"name":',
  'NaN',
  "{'name':'x'}",
  'undefined',
  '\u0000',
  '"text"',
  'null',
  '[]',
  '42',
);

function requestArbitrary(route: RouteDefinition, target: Target, ctx: Context): fc.Arbitrary<Sent> {
  const params = fc.record(target.params?.(ctx) ?? {});
  const path = params.map((values) =>
    route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? '')),
  );
  const spec = target.body?.(ctx);
  if (!spec) {
    // No body is read: any is sent, or none.
    const ignored = fc.option(
      fc.oneof(
        notJson,
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
      ),
    );
    return fc.record({ path, body: ignored.map((b) => b ?? undefined) });
  }
  const fields = Object.keys(spec.bad);
  // Mostly one field at a time, so each field's own rule decides; sometimes several.
  const chosenFields = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...fields).map((field) => [field]) },
    { weight: 1, arbitrary: fc.subarray(fields, { minLength: 1 }) },
  );
  const corrupted = fc
    .tuple(
      chosenFields.chain((chosen) =>
        fc.record(
          Object.fromEntries(chosen.map((field) => [field, spec.bad[field] as fc.Arbitrary<unknown>])),
        ),
      ),
      fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
      fc.boolean(),
    )
    .map(([bad, extra, prototypeKeys]) => bodyText({ ...spec.valid, ...bad }, extra, prototypeKeys));
  const notAnObject = fc.oneof(
    notJson,
    fc
      .oneof(
        fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
        fc.string(),
        fc.integer(),
        fc.constant(null),
      )
      .map((v) => JSON.stringify(v)),
  );
  return fc.record({
    path,
    body: fc.oneof({ weight: 4, arbitrary: corrupted }, { weight: 1, arbitrary: notAnObject }),
  });
}

/** One body per edge value: the valid body with that one field just past its bound. */
function edgeRequests(route: RouteDefinition, target: Target, ctx: Context): Sent[] {
  const spec = target.body?.(ctx);
  if (!spec) return [];
  const params = target.validParams?.(ctx) ?? {};
  const path = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  return Object.entries(spec.edges).flatMap(([field, values]) =>
    values.map((value) => ({ path, body: JSON.stringify({ ...spec.valid, [field]: value }) })),
  );
}

function send(
  method: string,
  sent: Sent,
  options: { token?: string; from?: string },
): Promise<{ status: number; text: string; type: string }> {
  return new Promise((resolve, reject) => {
    const payload = sent.body === undefined ? undefined : Buffer.from(sent.body, 'utf8');
    const req = http.request(
      `${appUrl}${sent.path}`,
      {
        method,
        ...(options.from ? { localAddress: options.from } : {}),
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text, type: String(res.headers['content-type'] ?? '') }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** zod's own wording, which no answer may carry: every message is a sentence of the product's. */
const LIBRARY_WORDING =
  /^(Required|Invalid|Invalid input|Invalid date)$|Invalid enum value|Invalid literal value|Expected .+, received|(String|Number|Array) must (contain|be)|character\(s\)|element\(s\)/;

// ---------------------------------------------------------------------------------------------
// What must not change

async function get(user: TestUser, path: string): Promise<unknown> {
  const res = await fetch(`${appUrl}${path}`, { headers: { authorization: `Bearer ${user.accessToken}` } });
  return { status: res.status, body: await res.json() };
}

async function rateRows(key: string): Promise<number> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `RATE#${key}` },
    }),
  );
  return out.Items?.length ?? 0;
}

async function stateOf(ctx: Context, visitor: string) {
  const sub = subOf(ctx.user);
  const userRow = await dynamo().send(new GetCommand({ TableName: env.TABLE_NAME, Key: keys.user(sub) }));
  return {
    policies: await get(ctx.user, '/api/policies'),
    policy: await get(ctx.user, `/api/policies/${ctx.policyId}`),
    assessments: await get(ctx.user, '/api/assessments'),
    coverage: await get(ctx.user, '/api/coverage'),
    profile: await get(ctx.user, '/api/me'),
    policyCount: userRow.Item?.policyCount ?? 0,
    mails: (await listMail(mailboxUrl)).length,
    allowances: {
      claims: await rateRows(`analysis-claims#${sub}`),
      coverageCalculations: await rateRows(`analysis-coverage#${sub}`),
      contact: await rateRows(`contact#${visitor}`),
      newsletter: await rateRows(`newsletter#${visitor}`),
      events: await rateRows(`events#${visitor}`),
    },
  };
}

// ---------------------------------------------------------------------------------------------

const fuzzed = routes.filter((route) => !NO_INPUT.has(route.id) && !isGetWithoutInput(route));

describe('bad input on every route', () => {
  it('has a fuzz target for every route that takes input', () => {
    expect(fuzzed.map((r) => r.id).filter((id) => !TARGETS[id])).toEqual([]);
    expect(Object.keys(TARGETS).filter((id) => !fuzzed.some((r) => r.id === id))).toEqual([]);
  });

  it.each(fuzzed.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s refuses it with a 4xx, { error } in a sentence, and changes nothing',
    async (_name, route) => {
      const target = TARGETS[route.id];
      if (!target) throw new Error(`no fuzz target for ${route.id}`);
      const user = await givenASignedInUser(urls);
      const ctx: Context = { user, policyId: await givenAReadyPolicy(subOf(user)), sub: subOf(user) };
      const publicRoute = route.access === 'public';
      // A visitor address of its own, so the public forms' hourly allowance starts full.
      const visitor = randomLoopback();
      const before = await stateOf(ctx, visitor);

      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, target, ctx), async (sent) => {
          const res = await send(
            route.method,
            sent,
            publicRoute ? { from: visitor } : { token: user.accessToken },
          );
          const what = `${route.method} ${sent.path.slice(0, 120)} ${String(sent.body).slice(0, 160)} → ${res.status} ${res.text.slice(0, 200)}`;
          expect(res.status, what).toBeLessThan(500);
          expect([400, 404], what).toContain(res.status);
          expect(res.type, what).toContain('application/json');
          const body = JSON.parse(res.text) as unknown;
          expect(body, what).toEqual({ error: expect.any(String) });
          const { error } = body as { error: string };
          expect(error.trim(), what).not.toBe('');
          expect(error, what).not.toMatch(LIBRARY_WORDING);
        }),
        {
          numRuns: publicRoute ? PUBLIC_RUNS : RUNS,
          examples: edgeRequests(route, target, ctx).map((sent) => [sent]),
          endOnFailure: false,
        },
      );

      // Mails are sent after the answer is made: a moment for any that would come.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await stateOf(ctx, visitor)).toEqual(before);
    },
  );
});
