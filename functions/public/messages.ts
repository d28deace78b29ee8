import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { insertExposure } from '../data/exposure-store';
import {
  countCoverageTypeRequestAgain,
  getCoverageTypeRequest,
  insertCoverageTypeRequest,
  saveContactMessage,
  saveNewsletterSignUp,
} from '../data/inbox-store';
import { takeToken } from '../data/rate-limit';
import { config } from '../lib/config';
import { escapeHtml } from '../lib/escape-html';
import type { HttpEvent } from '../lib/http';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail';
import { rateLimitKey, visitorAddress } from './visitor-address';

/** Contact messages, newsletter sign-ups and coverage requests: stored, then mailed to the team. */
const PER_IP_PER_HOUR = 20;

/** Counted per visitor: per IPv4 address, per IPv6 /64 (functions/public/visitor-address.ts). */
export async function limitByIp(event: HttpEvent, form: string): Promise<void> {
  await takeToken(`${form}#${rateLimitKey(visitorAddress(event))}`, PER_IP_PER_HOUR, 3600);
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
  await saveContactMessage({ id: ulid(), ...input, createdAt: new Date().toISOString() });
  await notifyTeam(
    `Contact form: ${input.name}`,
    [`From: ${input.name} <${input.email}>`, '', input.message],
    input.email,
  );
}

/** Signs an address up once; signing up again is a success that changes nothing. */
export async function signUpForNewsletter(email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  if (!(await saveNewsletterSignUp({ email: address, createdAt: new Date().toISOString() }))) return;
  await notifyTeam('Newsletter sign-up', [`New newsletter sign-up: ${address}`]);
}

/** Coverage requests one user may send a day (the same request again is merged, not counted). */
export const COVERAGE_REQUESTS_PER_DAY = 3;
export const COVERAGE_REQUEST_LIMIT_MESSAGE =
  'You can send up to 3 coverage requests a day. Please try again tomorrow.';

/** The same request however it is spaced or capitalised. */
function requestId(sub: string, description: string): string {
  const words = description.toLowerCase().replace(/\s+/g, ' ').trim();
  return `${sub}#${createHash('sha256').update(words).digest('hex').slice(0, 32)}`;
}

/**
 * Keeps a user's request for a new kind of cover and tells the team. The same request again is
 * merged into the first (counted, not mailed); new ones are limited to a few a day per user.
 */
export async function submitCoverageRequest(sub: string, description: string): Promise<void> {
  const id = requestId(sub, description);
  const now = new Date().toISOString();
  if (await getCoverageTypeRequest(id)) return countCoverageTypeRequestAgain(id, now);
  await takeToken(
    `coverage-request#${sub}`,
    COVERAGE_REQUESTS_PER_DAY,
    86_400,
    COVERAGE_REQUEST_LIMIT_MESSAGE,
  );
  const request = { id, sub, description, timesAsked: 1, createdAt: now, lastAskedAt: null };
  // Sent twice at once: the other request was kept and mailed.
  if (!(await insertCoverageTypeRequest(request))) return;
  await notifyTeam('New coverage type requested', [`A user asked for a new coverage type:`, '', description]);
}

/** Records an experiment exposure once per visitor (a repeat is accepted and ignored). */
export async function recordExposure(input: {
  experimentId: string;
  variationId: string;
  visitorId: string;
}): Promise<void> {
  if (!(await insertExposure({ ...input, createdAt: new Date().toISOString() })))
    logger.info('exposure already recorded', { experimentId: input.experimentId });
}
