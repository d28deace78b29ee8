import type { z } from 'zod';
import {
  accountDeletionSchema,
  accountExportSchema,
  passwordChangeReportSchema,
  profileSchema,
  profileUpdateSchema,
} from './account';
import type { RouteId } from './api-routes';
import { assessmentListSchema, assessmentParams, assessmentViewSchema, claimSchema } from './claim';
import {
  coverageItemParams,
  coverageJobParams,
  coverageJobViewSchema,
  coverageListSchema,
  coverageRequestSchema,
} from './coverage-job';
import {
  completedPolicySchema,
  createdPolicySchema,
  createPolicySchema,
  downloadLinkSchema,
  insuranceTypeListSchema,
  policyFileParams,
  policyListSchema,
  policyParams,
  policyViewSchema,
  quickUploadSchema,
  updatePolicySchema,
} from './policy';
import {
  contactSchema,
  contactSentSchema,
  coverageRequestSubmittedSchema,
  eventRecordedSchema,
  experimentEventSchema,
  healthSchema,
  coverageRequestSchema as newCoverRequestSchema,
  newsletterSchema,
  newsletterSubscribedSchema,
  openApiDocumentSchema,
} from './public';
import { reminderPreferenceSchema, unsubscribedSchema, unsubscribeRequestSchema } from './reminders';
import { deletedSchema, type ViewOf } from './replies';

/**
 * The API's contract, route by route: what each takes and what it answers. The handlers parse
 * their input with these schemas, their answers are typed by them, the web client's calls are
 * typed from them, and the OpenAPI document (functions/openapi) is generated from them.
 */

/**
 * `{ error }` answers a route gives for what it was asked, beyond those its shape implies: 400 for
 * a body, 404 for a path naming something, 401 on signed-in routes; and 403 (not through the
 * edge), 500 and 503 (busy), which any route may give.
 */
export type ErrorStatus = 400 | 404 | 409 | 429;

export const AREAS = ['system', 'account', 'policies', 'coverage', 'assessments', 'public'] as const;

export interface RouteContract {
  readonly summary: string;
  readonly area: (typeof AREAS)[number];
  readonly params?: z.AnyZodObject;
  readonly body?: z.ZodTypeAny;
  /**
   * A create run at most once per Idempotency-Key: a retry with the key and the same details gets
   * the first answer; the key with other details is refused (422).
   */
  readonly idempotent?: true;
  readonly success: {
    readonly status: 200 | 201 | 202;
    readonly description: string;
    readonly schema: z.ZodTypeAny;
    /** Headers of the answer, by name, with what each says. */
    readonly headers?: Readonly<Record<string, string>>;
  };
  readonly errors?: readonly ErrorStatus[];
}

const answer = <S extends z.ZodTypeAny, Status extends 200 | 201 | 202>(
  status: Status,
  schema: S,
  description: string,
) => ({ status, description, schema });
const ok = <S extends z.ZodTypeAny>(schema: S, description: string) => answer(200, schema, description);
/** What both uploads answer: a pending policy and one upload form per file. */
const policyStarted = answer(201, createdPolicySchema, 'A pending policy and one upload form per file');

export const API_CONTRACT = {
  'get-health': {
    summary: 'Liveness: the function runs and the request came through the edge',
    area: 'system',
    success: ok(healthSchema, 'Running'),
  },
  'get-openapi': {
    summary: 'This API described as an OpenAPI 3.1 document',
    area: 'system',
    success: ok(openApiDocumentSchema, 'The OpenAPI document'),
  },
  'get-me': {
    summary: "The signed-in user's profile",
    area: 'account',
    success: ok(profileSchema, 'The profile'),
    errors: [404],
  },
  'update-me': {
    summary: 'Saves names, country and optionally the phone',
    area: 'account',
    body: profileUpdateSchema,
    success: ok(profileSchema, 'The saved profile'),
    errors: [404],
  },
  'delete-me': {
    summary:
      'Deletes the account and every policy, file, cover and assessment in it, once the password (and the two-step code when it is on) proves it is the holder; the holder is told by e-mail',
    area: 'account',
    body: accountDeletionSchema,
    success: ok(deletedSchema, 'Deleted (deleting again finishes a deletion a failure stopped)'),
    errors: [429],
  },
  'export-me': {
    summary: 'Everything PolicyLens holds about the user, with their policy documents, as a zip to download',
    area: 'account',
    success: ok(accountExportSchema, 'A link to the export'),
    errors: [404],
  },
  'report-password-change': {
    summary:
      'The password was just changed in the user pool: every session is signed out, this one too (sign in again with the new password), and the user is told by e-mail',
    area: 'account',
    success: ok(passwordChangeReportSchema, 'Every session signed out'),
    errors: [404],
  },
  'list-insurance-types': {
    summary: 'The catalogue of insurance types, sorted by name',
    area: 'policies',
    success: ok(insuranceTypeListSchema, 'The catalogue'),
  },
  'list-policies': {
    summary: 'Ready policies newest first, uploads in progress or refused, and the slots left',
    area: 'policies',
    success: ok(policyListSchema, 'The policies'),
  },
  'create-policy': {
    summary: 'Starts a policy from the detailed form: its details and the files that will follow',
    area: 'policies',
    body: createPolicySchema,
    idempotent: true,
    success: policyStarted,
    errors: [409],
  },
  'create-quick-policy': {
    summary: '1 Click Upload: the policy document and optionally its IPID; details are read from them',
    area: 'policies',
    body: quickUploadSchema,
    idempotent: true,
    success: policyStarted,
    errors: [409],
  },
  'complete-policy': {
    summary: 'Checks and reads every uploaded file; a refused file removes the policy (400 naming it)',
    area: 'policies',
    params: policyParams,
    success: ok(completedPolicySchema, 'The finished policy'),
    errors: [400, 409],
  },
  'get-policy': {
    summary: 'One ready policy',
    area: 'policies',
    params: policyParams,
    success: ok(policyViewSchema, 'The policy'),
  },
  'update-policy': {
    summary: "Corrects a policy's details, or records only the plan the user holds",
    area: 'policies',
    params: policyParams,
    body: updatePolicySchema,
    success: ok(policyViewSchema, 'The saved policy'),
  },
  'delete-policy': {
    summary: 'Removes the policy, every file and its text, and frees its slot',
    area: 'policies',
    params: policyParams,
    success: ok(deletedSchema, 'Deleted'),
  },
  'download-policy-file': {
    summary: "A short-lived link to one of a ready policy's files",
    area: 'policies',
    params: policyFileParams,
    success: ok(downloadLinkSchema, 'The link'),
  },
  'submit-contact': {
    summary: 'The contact form: the message is kept and mailed to the team',
    area: 'public',
    body: contactSchema,
    success: ok(contactSentSchema, 'Sent'),
    errors: [429],
  },
  'subscribe-newsletter': {
    summary: 'Signs an address up for the newsletter (signing up twice changes nothing)',
    area: 'public',
    body: newsletterSchema,
    success: ok(newsletterSubscribedSchema, 'Signed up'),
    errors: [429],
  },
  'record-event': {
    summary: 'Records that a visitor saw a variation of an experiment',
    area: 'public',
    body: experimentEventSchema,
    success: answer(202, eventRecordedSchema, 'Recorded'),
    errors: [429],
  },
  'create-coverage-request': {
    summary: 'Asks the team to support a new kind of item',
    area: 'coverage',
    body: newCoverRequestSchema,
    idempotent: true,
    success: answer(201, coverageRequestSubmittedSchema, 'Submitted'),
    errors: [409, 429],
  },
  'list-coverage': {
    summary: 'The cover kept for each item kind, and the calculations of it still running',
    area: 'coverage',
    success: ok(coverageListSchema, 'The cover'),
  },
  'calculate-coverage': {
    summary: "Works out an item's cover from one policy's documents, in the background",
    area: 'coverage',
    params: coverageItemParams,
    body: coverageRequestSchema,
    idempotent: true,
    success: answer(202, coverageJobViewSchema, 'Accepted: the pending calculation, to poll'),
    errors: [409, 429],
  },
  'get-coverage-job': {
    summary: 'A coverage calculation: pending, done with the cover, or failed with why',
    area: 'coverage',
    params: coverageJobParams,
    success: ok(coverageJobViewSchema, 'The calculation'),
  },
  'list-assessments': {
    summary: "The user's claim assessments, newest first, pending and failed ones too",
    area: 'assessments',
    success: ok(assessmentListSchema, 'The assessments'),
  },
  'create-assessment': {
    summary: 'Accepts a claim against a ready policy; it is assessed in the background',
    area: 'assessments',
    body: claimSchema(),
    idempotent: true,
    success: answer(202, assessmentViewSchema, 'Accepted: the pending assessment, to poll'),
    errors: [404, 409, 429],
  },
  'get-assessment': {
    summary: 'One assessment: pending, failed with why, or completed with the outcome',
    area: 'assessments',
    params: assessmentParams,
    success: ok(assessmentViewSchema, 'The assessment'),
  },
  'retry-assessment': {
    summary: 'Queues a failed assessment again, as it was',
    area: 'assessments',
    params: assessmentParams,
    success: answer(202, assessmentViewSchema, 'Accepted: the assessment, pending again'),
    errors: [409, 429],
  },
  'get-reminder-preference': {
    summary: 'Whether the user gets an e-mail 30 and 7 days before each policy ends',
    area: 'account',
    success: ok(reminderPreferenceSchema, 'The choice'),
  },
  'update-reminder-preference': {
    summary: 'Turns renewal reminders on (scheduling them again) or off (removing pending ones)',
    area: 'account',
    body: reminderPreferenceSchema,
    success: ok(reminderPreferenceSchema, 'The saved choice'),
  },
  'unsubscribe-reminders': {
    summary: "A reminder's signed link: turns renewal reminders off without a log-in",
    area: 'account',
    body: unsubscribeRequestSchema,
    success: ok(unsubscribedSchema, 'Turned off'),
  },
} as const satisfies Record<RouteId, RouteContract>;

type Contract = typeof API_CONTRACT;

/** What a route answers on success, as the app reads it. */
export type RouteResponse<Id extends RouteId> = ViewOf<Contract[Id]['success']['schema']>;

/** What a route takes as its JSON body, or never for a route without one. */
export type RouteBody<Id extends RouteId> = Contract[Id] extends {
  readonly body: infer B extends z.ZodTypeAny;
}
  ? z.input<B>
  : never;
