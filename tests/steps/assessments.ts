import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { objectKeys } from '#functions/data/keys';
import { config } from '#functions/lib/config';
import { untilNotPending } from './api';
import type { UploadForm } from './policies';
import type { TestUser } from './users';

export interface AssessmentBody {
  readonly id: string;
  readonly status: 'pending' | 'completed' | 'failed';
  readonly error?: string;
  readonly verdict?: string;
  readonly [field: string]: unknown;
}

/** The user's id, as the verified token carries it. */
export function subOf(user: TestUser): string {
  const payload = user.accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/** Polls GET /api/assessments/{id}, as the app does, until the assessment is no longer pending. */
export function untilSettled(
  appUrl: string,
  user: TestUser,
  id: string,
  timeoutMs = 30_000,
): Promise<AssessmentBody> {
  return untilNotPending<AssessmentBody>(appUrl, user, `/api/assessments/${id}`, timeoutMs);
}

/**
 * Takes away the text extracted from a policy's file (as a storage fault would), so an assessment
 * of that policy fails; the returned function puts it back. Works against the local S3 emulator,
 * found from the policy's own upload form.
 */
export async function withoutPolicyText(
  form: UploadForm,
  ref: { sub: string; policyId: string; fileId: string },
  /** The stack's S3 key pair: the test process's own config has it when it started the stack. */
  keys = config().localS3Keys,
): Promise<() => Promise<void>> {
  const url = new URL(form.url);
  const bucket = url.pathname.split('/').filter(Boolean)[0] ?? '';
  const s3 = new S3Client({
    endpoint: url.origin,
    region: 'eu-west-2',
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The key pair the stack signs its own S3 requests with, as its handlers have it.
    credentials: keys,
  });
  const key = objectKeys.text(ref.sub, ref.policyId, ref.fileId);
  const original = await (
    await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  ).Body?.transformToString();
  // Unreadable rather than absent: the worker fails on it the same way.
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'not the text of a policy' }));
  return async () => {
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: original ?? '' }));
    s3.destroy();
  };
}

/** The claim form's body for a theft from a hotel in Barcelona, against the given policy. */
export function hotelTheftClaim(policyId: string | undefined): Record<string, unknown> {
  return {
    policyId,
    incidentDateTime: '2025-06-01T10:00:00.000Z',
    reportDateTime: '2025-06-02T09:00:00.000Z',
    claimStatus: 'new',
    itemPurchaseStatus: 'used',
    itemPurchaseEvidence: 'yes',
    location: 'Barcelona, Spain',
    estimatedValue: 800,
    description: 'My suitcase was stolen from the hotel lobby.',
  };
}
