import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { keys } from '../data/keys';
import { takeToken } from '../data/rate-limit';
import { dynamo } from '../lib/clients';
import { config } from '../lib/config';
import type { HttpEvent } from '../lib/http';
import { logger } from '../lib/logger';
import { escapeHtml, sendMail } from '../lib/mail';

/** Contact messages, newsletter sign-ups and coverage requests: stored, then mailed to the team. */
const PER_IP_PER_HOUR = 20;

/** The visitor's address: CloudFront's viewer header in AWS, the connection locally. */
export function clientIp(event: HttpEvent): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext.http.sourceIp;
}

export async function limitByIp(event: HttpEvent, form: string): Promise<void> {
  await takeToken(`${form}#${clientIp(event)}`, PER_IP_PER_HOUR, 3600);
}

async function notifyTeam(subject: string, lines: string[], replyTo?: string): Promise<void> {
  await sendMail({
    to: config().teamEmail,
    subject,
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    replyTo,
  });
}

export async function submitContact(input: { name: string; email: string; message: string }): Promise<void> {
  const id = ulid();
  await dynamo().send(
    new PutCommand({
      TableName: config().tableName,
      Item: { ...keys.inbox('CONTACT', id), kind: 'contact', ...input, createdAt: new Date().toISOString() },
    }),
  );
  await notifyTeam(
    `Contact form: ${input.name}`,
    [`From: ${input.name} <${input.email}>`, '', input.message],
    input.email,
  );
}

/** Signs an address up once; signing up again is a success that changes nothing. */
export async function signUpForNewsletter(email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  try {
    await dynamo().send(
      new PutCommand({
        TableName: config().tableName,
        Item: { ...keys.newsletter(address), email: address, createdAt: new Date().toISOString() },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return;
    throw error;
  }
  await notifyTeam('Newsletter sign-up', [`New newsletter sign-up: ${address}`]);
}

export async function submitCoverageRequest(sub: string, description: string): Promise<void> {
  const id = ulid();
  await dynamo().send(
    new PutCommand({
      TableName: config().tableName,
      Item: {
        ...keys.inbox('COVERAGE_REQUEST', id),
        kind: 'coverage-request',
        sub,
        description,
        createdAt: new Date().toISOString(),
      },
    }),
  );
  await notifyTeam('New coverage type requested', [`A user asked for a new coverage type:`, '', description]);
}

/** Records an experiment exposure once per visitor (a repeat is accepted and ignored). */
export async function recordExposure(input: {
  experimentId: string;
  variationId: string;
  visitorId: string;
}): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: config().tableName,
        Item: {
          PK: `EXPERIMENT#${input.experimentId}`,
          SK: `VISITOR#${input.visitorId}`,
          variationId: input.variationId,
          createdAt: new Date().toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    logger.info('exposure already recorded', { experimentId: input.experimentId });
  }
}
