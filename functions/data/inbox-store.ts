import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { type InboxKind, keys } from './keys';
import { putOnce } from './put-once';

/**
 * What visitors and users send the team, kept as well as mailed: contact messages, requests for a
 * new kind of cover, and newsletter sign-ups. Outside every user's partition.
 */
export interface ContactMessage {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly createdAt: string;
}

/** A user's request for a kind of cover PolicyLens does not know; the same request again is counted. */
export interface CoverageTypeRequest {
  /** The user and a digest of the request's words: the same request always has the same id. */
  readonly id: string;
  readonly sub: string;
  readonly description: string;
  readonly timesAsked: number;
  readonly createdAt: string;
  readonly lastAskedAt: string | null;
}

export interface NewsletterSignUp {
  /** Lower case, trimmed. */
  readonly email: string;
  readonly createdAt: string;
}

const text = z.string();

/** A row of the team's inbox of one kind. */
const inboxRow = (kind: InboxKind, label: string) =>
  z.object({
    PK: z.literal(keys.inbox(kind, '').PK),
    SK: z.string().startsWith(keys.inbox(kind, '').SK),
    kind: z.literal(label),
  });

const contactSchema = inboxRow('CONTACT', 'contact').extend({
  name: text,
  email: text,
  message: text,
  createdAt: text,
});

const coverageRequestSchema = inboxRow('COVERAGE_REQUEST', 'coverage-request').extend({
  sub: text,
  description: text,
  timesAsked: z.number().int().positive(),
  createdAt: text,
  lastAskedAt: text.nullish(),
});

const newsletterSchema = z.object({
  PK: z.literal(keys.newsletter('').PK),
  SK: z.string().startsWith(keys.newsletter('').SK),
  email: text.min(1),
  createdAt: text,
});

export function contactMessageToItem(message: ContactMessage): Record<string, unknown> {
  const { id, ...fields } = message;
  return { ...keys.inbox('CONTACT', id), kind: 'contact', ...fields };
}

export function contactMessageFromItem(item: Record<string, unknown>): ContactMessage {
  const { PK: _pk, SK, kind: _kind, ...fields } = contactSchema.parse(item);
  return { id: keys.inboxId('CONTACT', SK), ...fields };
}

export function coverageTypeRequestToItem(request: CoverageTypeRequest): Record<string, unknown> {
  const { id, lastAskedAt, ...fields } = request;
  return {
    ...keys.inbox('COVERAGE_REQUEST', id),
    kind: 'coverage-request',
    ...fields,
    ...(lastAskedAt === null ? {} : { lastAskedAt }),
  };
}

export function coverageTypeRequestFromItem(item: Record<string, unknown>): CoverageTypeRequest {
  const { PK: _pk, SK, kind: _kind, lastAskedAt, ...fields } = coverageRequestSchema.parse(item);
  return { id: keys.inboxId('COVERAGE_REQUEST', SK), ...fields, lastAskedAt: lastAskedAt ?? null };
}

export function newsletterSignUpToItem(signUp: NewsletterSignUp): Record<string, unknown> {
  return { ...keys.newsletter(signUp.email), email: signUp.email, createdAt: signUp.createdAt };
}

export function newsletterSignUpFromItem(item: Record<string, unknown>): NewsletterSignUp {
  const { email, createdAt } = newsletterSchema.parse(item);
  return { email, createdAt };
}

export async function saveContactMessage(message: ContactMessage): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: config().tableName, Item: contactMessageToItem(message) }));
}

/** Signs an address up; false when it was signed up already (nothing changes). */
export function saveNewsletterSignUp(signUp: NewsletterSignUp): Promise<boolean> {
  return putOnce(newsletterSignUpToItem(signUp));
}

export async function getCoverageTypeRequest(id: string): Promise<CoverageTypeRequest | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: config().tableName, Key: keys.inbox('COVERAGE_REQUEST', id) }),
  );
  return out.Item ? coverageTypeRequestFromItem(out.Item) : undefined;
}

/** Saves a new request; false when the same request was saved meanwhile (sent twice at once). */
export function insertCoverageTypeRequest(request: CoverageTypeRequest): Promise<boolean> {
  return putOnce(coverageTypeRequestToItem(request));
}

/** Counts the same request asked once more. */
export async function countCoverageTypeRequestAgain(id: string, at: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: keys.inbox('COVERAGE_REQUEST', id),
      UpdateExpression: 'ADD timesAsked :one SET lastAskedAt = :now',
      ExpressionAttributeValues: { ':one': 1, ':now': at },
    }),
  );
}
