import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '#domain/schemas/form-errors';
import { keys } from '#functions/data/keys';
import { handler as subscribeNewsletter } from '#functions/handlers/public/subscribe-newsletter';
import { dynamo } from '#functions/lib/client-dynamodb';
import { ORIGIN_HEADER } from '#functions/lib/edge';
import type { HttpEvent } from '#functions/lib/http';
import { COVERAGE_REQUEST_LIMIT_MESSAGE } from '#functions/public/messages';
import { lambdaContext } from '#scripts/local/lambda-context';
import { apiCall } from '../steps/api';
import { subOf } from '../steps/assessments';
import { expectRefusal, expectReplyMatchesSchema } from '../steps/contract';
import { postFrom, randomLoopback } from '../steps/from-address';
import { theLocalStack } from '../steps/local-stack';
import { listMail, waitForMail } from '../steps/mailbox';
import { givenASignedInUser, randomEmail } from '../steps/users';

const { appUrl, env, mailboxUrl } = theLocalStack();
const team = env.TEAM_EMAIL ?? '';

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${appUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The contact messages kept for the team. */
async function contactMessages() {
  const stored = await dynamo().send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': 'INBOX', ':sk': 'CONTACT#' },
    }),
  );
  return stored.Items ?? [];
}

/**
 * A newsletter sign-up handed to the route's handler in this process as API Gateway hands it on,
 * from the viewer address CloudFront saw (an IPv6 one, which no local connection can have).
 */
async function signUpFrom(viewer: string): Promise<number> {
  const requestId = randomUUID();
  const event = {
    version: '2.0',
    routeKey: 'POST /api/newsletter',
    rawPath: '/api/newsletter',
    rawQueryString: '',
    headers: {
      [ORIGIN_HEADER]: env.ORIGIN_SECRET ?? '',
      'content-type': 'application/json',
      'cloudfront-viewer-address': viewer,
    },
    requestContext: {
      requestId,
      routeKey: 'POST /api/newsletter',
      http: { method: 'POST', path: '/api/newsletter', sourceIp: '127.0.0.1' },
    },
    body: JSON.stringify({ email: randomEmail() }),
    isBase64Encoded: false,
  } as unknown as HttpEvent;
  const result = await subscribeNewsletter(event, lambdaContext('subscribe-newsletter', requestId, 10));
  return result.statusCode ?? 200;
}

/** A random /64 of the documentation range, "2001:db8:x:y:". */
const random64 = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}:`;

describe('contact form', () => {
  it('stores the message and mails it to the team', async () => {
    const email = randomEmail();
    const res = await post('/api/contact', {
      name: 'Jo Bloggs',
      email,
      message: 'How do I add a second policy?',
    });
    expect(res.status).toBe(200);
    await expectReplyMatchesSchema('submit-contact', res);
    const mail = await waitForMail(mailboxUrl, team, 'Contact form: Jo Bloggs');
    expect(mail.body.text).toContain(email);
    expect(mail.body.text).toContain('How do I add a second policy?');
    const stored = await dynamo().send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': 'INBOX', ':sk': 'CONTACT#' },
      }),
    );
    expect(stored.Items?.some((i) => i.email === email)).toBe(true);
  });

  it.each([
    [{ name: '', email: 'a@b.co', message: 'Hi' }, 'Please enter your name'],
    [{ name: 'Jo', email: 'not-an-email', message: 'Hi' }, 'Please enter a valid email address'],
    [{ name: 'Jo', email: 'a@b.co', message: '  ' }, 'Please enter a message'],
  ])('answers 400 in the spec words for %j', async (body, message) => {
    const res = await post('/api/contact', body);
    await expectRefusal(res, 400, message);
  });

  it('refuses a NUL or a broken character in any field (400), and keeps and sends nothing', async () => {
    const email = randomEmail();
    const before = (await listMail(mailboxUrl)).length;
    for (const body of [
      { name: 'Jo\u0000Bloggs', email, message: 'Hello there' },
      { name: 'Jo Bloggs', email, message: 'Hello\u0000 there' },
      { name: 'Jo Bloggs', email, message: 'Hello there \ud83d' },
      { name: 'Jo Bloggs', email: email.replace('@', '\u0000@'), message: 'Hello there' },
    ])
      await expectRefusal(await post('/api/contact', body), 400, TEXT_MESSAGES.unsafeCharacters);
    await new Promise((r) => setTimeout(r, 300));
    expect(
      (await contactMessages()).filter((i) => String(i.email).includes(email.split('@')[0] ?? email)),
    ).toEqual([]);
    expect((await listMail(mailboxUrl)).slice(before).filter((m) => m.body.text?.includes('Hello'))).toEqual(
      [],
    );
  });

  it('tells a bot filling the honeypot that all went well, and keeps nothing', async () => {
    const before = (await listMail(mailboxUrl)).length;
    const res = await post('/api/contact', {
      name: 'Bot',
      email: 'bot@spam.example',
      message: 'Buy now',
      website: 'http://spam',
    });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect((await listMail(mailboxUrl)).slice(before).filter((m) => m.subject.includes('Bot'))).toEqual([]);
  });

  it('limits each address to 20 messages an hour, by the address the edge saw', async () => {
    const visitor = randomLoopback();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      // A viewer header sent by the caller is not believed: only the edge sets it.
      const spoofed = { 'cloudfront-viewer-address': `198.51.100.${i + 1}:443` };
      const res = await postFrom(visitor, `${appUrl}/api/newsletter`, { email: randomEmail() }, spoofed);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address still gets through.
    expect(
      (await postFrom(randomLoopback(), `${appUrl}/api/newsletter`, { email: randomEmail() })).status,
    ).toBe(200);
  });
});

describe('the limit per visitor', () => {
  it('counts an IPv6 visitor by their /64, so new addresses in it do not get past the limit', async () => {
    const network = random64();
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) statuses.push(await signUpFrom(`[${network}${i.toString(16)}:0:0:1]:443`));
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another /64 is another visitor.
    expect(await signUpFrom(`[${random64()}:1]:443`)).toBe(200);
  });
});

describe('newsletter', () => {
  it('signs an address up once, however often it is sent', async () => {
    const email = randomEmail();
    expect((await post('/api/newsletter', { email })).status).toBe(200);
    expect((await post('/api/newsletter', { email: email.toUpperCase() })).status).toBe(200);
    const row = await dynamo().send(
      new GetCommand({ TableName: env.TABLE_NAME, Key: keys.newsletter(email) }),
    );
    expect(row.Item?.email).toBe(email);
    const mails = (await listMail(mailboxUrl)).filter((m) => m.body.text?.includes(email));
    expect(mails).toHaveLength(1);
  });

  it('refuses a bad address in the spec words', async () => {
    const res = await post('/api/newsletter', { email: 'nope' });
    expect(await res.json()).toEqual({ error: 'Please enter a valid email address' });
  });
});

describe('coverage requests and experiment events', () => {
  it('needs a description and a signed-in user, then tells the team', async () => {
    const user = await givenASignedInUser({
      appUrl,
      mailboxUrl,
      userPoolClientId: env.USER_POOL_CLIENT_ID ?? '',
    });
    expect(
      (await apiCall(appUrl, undefined, 'POST', '/api/coverage-requests', { description: 'Bikes' })).status,
    ).toBe(401);
    const empty = await apiCall(appUrl, user, 'POST', '/api/coverage-requests', { description: ' ' });
    await expectReplyMatchesSchema('create-coverage-request', empty);
    expect(await empty.json()).toEqual({
      error: 'Please describe the item coverage you would like to request',
    });
    const ok = await apiCall(appUrl, user, 'POST', '/api/coverage-requests', {
      description: 'E-bike cover please',
    });
    expect(ok.status).toBe(201);
    await expectReplyMatchesSchema('create-coverage-request', ok);
    const mail = await waitForMail(mailboxUrl, team, 'New coverage type requested');
    expect(mail.body.text).toContain('E-bike cover please');
  });

  it('merges the same request sent again and takes a few new ones a day', async () => {
    const user = await givenASignedInUser({
      appUrl,
      mailboxUrl,
      userPoolClientId: env.USER_POOL_CLIENT_ID ?? '',
    });
    const tag = Math.random().toString(36).slice(2, 10);
    const ask = (description: string) =>
      apiCall(appUrl, user, 'POST', '/api/coverage-requests', { description });
    const mailed = async () => (await listMail(mailboxUrl)).filter((m) => m.body.text?.includes(tag)).length;

    expect((await ask(`Cover for my canoe ${tag}`)).status).toBe(201);
    await waitForMail(mailboxUrl, team, 'New coverage type requested');
    // The same words again, however spaced: merged into the first, not mailed again, not counted.
    for (const again of [`Cover for my canoe ${tag}`, `  cover FOR my   canoe ${tag} `])
      expect((await ask(again)).status).toBe(201);
    expect((await ask(`Cover for my kayak ${tag}`)).status).toBe(201);
    expect((await ask(`Cover for my paddleboard ${tag}`)).status).toBe(201);
    const limited = await ask(`Cover for my yacht ${tag}`);
    await expectRefusal(limited, 429, COVERAGE_REQUEST_LIMIT_MESSAGE);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailed()).toBe(3);
    const rows = await dynamo().send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': 'INBOX', ':sk': `COVERAGE_REQUEST#${subOf(user)}#` },
      }),
    );
    expect(rows.Items?.map((r) => r.timesAsked).sort()).toEqual([1, 1, 3]);
  });

  it('records an exposure once per visitor', async () => {
    const visitorId = `visitor-${Math.random().toString(36).slice(2, 12)}`;
    const body = {
      name: 'Experiment Viewed',
      experimentId: 'homepage-variant',
      variationId: 'variantB',
      visitorId,
    };
    expect((await post('/api/events', body)).status).toBe(202);
    expect((await post('/api/events', { ...body, variationId: 'control' })).status).toBe(202);
    const row = await dynamo().send(
      new GetCommand({
        TableName: env.TABLE_NAME,
        Key: { PK: 'EXPERIMENT#homepage-variant', SK: `VISITOR#${visitorId}` },
      }),
    );
    expect(row.Item?.variationId).toBe('variantB');
    expect((await post('/api/events', { ...body, name: 'Other' })).status).toBe(400);
  });
});
