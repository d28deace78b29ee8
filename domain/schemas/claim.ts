import { z } from 'zod';
import {
  CLAIM_DESCRIPTION_MIN_LENGTH,
  DATE_TIME_MAX_LENGTH,
  ESTIMATED_VALUE_MAX,
  FREE_TEXT_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  ULID_PATTERN,
} from '../constants';
import { isCalendarDay, NOT_A_FORM, tooLong, userText } from './form-errors';
import { withThousands } from './form-messages';
import { citationSchema } from './policy';
import { ulidParam, type ViewOf } from './replies';

/** The claim form (spec sections 3–5), with its messages; the browser and the API share it. */
export const CLAIM_MESSAGES = {
  policyRequired: 'Please select a policy',
  incidentRequired: 'Please enter the incident date and time',
  incidentInFuture: 'Incident date cannot be in the future',
  reportRequired: 'Please enter the report date and time',
  reportBeforeIncident: 'Report date cannot be before incident date',
  valuePositive: 'Estimated value must be greater than 0',
  valueTooLarge: `Estimated value must be at most ${withThousands(ESTIMATED_VALUE_MAX)}`,
  descriptionTooShort: 'Description must be at least 10 characters long',
  descriptionTooLong: tooLong('Description', FREE_TEXT_MAX_LENGTH),
  locationTooLong: tooLong('Location', SHORT_TEXT_MAX_LENGTH),
  locationInvalid: 'Please enter the location as text',
  policyNotFound: 'Selected policy not found',
  startDateInvalid: 'Please enter the policy start date as a date',
  endDateInvalid: 'Please enter the policy end date as a date',
  endBeforeStart: 'Policy end date cannot be before the start date',
  claimStatusInvalid: 'Please select the claim status',
  purchaseStatusInvalid: 'Please select the item purchase status',
  purchaseEvidenceInvalid: 'Please select the item purchase evidence',
  answersInvalid: 'Please answer each question with yes or no',
  startInFuture: 'Policy start date cannot be in the future',
  missingSchedule: 'Missing required documents: policy_schedule',
} as const;

/** The claim form's questions about the claim itself, top to bottom (after the policy it is on). */
export const CLAIM_FACT_FIELDS = [
  'policyStartDate',
  'incidentDateTime',
  'reportDateTime',
  'claimStatus',
  'itemPurchaseStatus',
  'itemPurchaseEvidence',
  'location',
  'estimatedValue',
  'description',
] as const;

export const CLAIM_STATUSES = ['new', 'in_progress'] as const;
export const PURCHASE_STATUSES = ['new', 'used', 'not_applicable'] as const;
export const PURCHASE_EVIDENCE = ['yes', 'no', 'not_applicable'] as const;

export const CLAIM_STATUS_LABELS: Record<(typeof CLAIM_STATUSES)[number], string> = {
  new: 'New',
  in_progress: 'In progress',
};
export const PURCHASE_STATUS_LABELS: Record<(typeof PURCHASE_STATUSES)[number], string> = {
  new: 'New',
  used: 'Used',
  not_applicable: 'Not applicable',
};
export const PURCHASE_EVIDENCE_LABELS: Record<(typeof PURCHASE_EVIDENCE)[number], string> = {
  yes: 'Yes',
  no: 'No',
  not_applicable: 'Not applicable',
};

/** Bounds of the answers to an unclear verdict's questions (one re-assessment's worth). */
export const MAX_CLAIM_ANSWERS = 20;
export const MAX_QUESTION_ID_LENGTH = 40;
export const CLAIM_ANSWERS = ['yes', 'no'] as const;

/** The user's yes/no answers to the questions an earlier assessment asked, by question id. */
export const claimAnswersSchema = z
  .record(
    z
      .string()
      .min(1, 'Unknown question')
      .max(MAX_QUESTION_ID_LENGTH, 'Unknown question')
      .regex(/^[A-Za-z0-9_.:-]+$/, 'Unknown question'),
    z.enum(CLAIM_ANSWERS, { errorMap: () => ({ message: CLAIM_MESSAGES.answersInvalid }) }),
    { errorMap: () => ({ message: CLAIM_MESSAGES.answersInvalid }) },
  )
  .refine((answers) => Object.keys(answers).length <= MAX_CLAIM_ANSWERS, {
    message: `At most ${MAX_CLAIM_ANSWERS} answers can be given`,
  });

const dateTime = (message: string) =>
  userText({ required_error: message, invalid_type_error: message })
    .min(1, message)
    .max(DATE_TIME_MAX_LENGTH, message)
    .refine((v) => v.length <= DATE_TIME_MAX_LENGTH && !Number.isNaN(Date.parse(v)), message);

/** The value as typed ('450.50') or as a number; anything else (true, [5], '') is not a value. */
const estimatedValue = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({
      required_error: CLAIM_MESSAGES.valuePositive,
      invalid_type_error: CLAIM_MESSAGES.valuePositive,
    })
    .refine((v) => Number.isFinite(v) && v > 0, CLAIM_MESSAGES.valuePositive)
    .refine((v) => v <= ESTIMATED_VALUE_MAX, CLAIM_MESSAGES.valueTooLarge),
);

/** A minute's leeway, so a time picked as "now" is not refused for being a moment ahead. */
const FUTURE_LEEWAY_MS = 60_000;

export function claimSchema(now: () => number = Date.now) {
  return z
    .object(
      {
        policyId: z
          .string({
            required_error: CLAIM_MESSAGES.policyRequired,
            invalid_type_error: CLAIM_MESSAGES.policyRequired,
          })
          .min(1, CLAIM_MESSAGES.policyRequired)
          .regex(ULID_PATTERN, CLAIM_MESSAGES.policyNotFound),
        policyStartDate: z
          .string({ invalid_type_error: CLAIM_MESSAGES.startDateInvalid })
          .refine((v) => v === '' || isCalendarDay(v), CLAIM_MESSAGES.startDateInvalid)
          .nullable()
          .optional(),
        policyEndDate: z
          .string({ invalid_type_error: CLAIM_MESSAGES.endDateInvalid })
          .refine((v) => v === '' || isCalendarDay(v), CLAIM_MESSAGES.endDateInvalid)
          .nullable()
          .optional(),
        incidentDateTime: dateTime(CLAIM_MESSAGES.incidentRequired),
        reportDateTime: dateTime(CLAIM_MESSAGES.reportRequired),
        claimStatus: z
          .enum(CLAIM_STATUSES, { errorMap: () => ({ message: CLAIM_MESSAGES.claimStatusInvalid }) })
          .default('new'),
        itemPurchaseStatus: z
          .enum(PURCHASE_STATUSES, { errorMap: () => ({ message: CLAIM_MESSAGES.purchaseStatusInvalid }) })
          .default('new'),
        itemPurchaseEvidence: z
          .enum(PURCHASE_EVIDENCE, { errorMap: () => ({ message: CLAIM_MESSAGES.purchaseEvidenceInvalid }) })
          .default('yes'),
        location: userText({ invalid_type_error: CLAIM_MESSAGES.locationInvalid })
          .trim()
          .max(SHORT_TEXT_MAX_LENGTH, CLAIM_MESSAGES.locationTooLong)
          .default(''),
        estimatedValue,
        description: userText({
          required_error: CLAIM_MESSAGES.descriptionTooShort,
          invalid_type_error: CLAIM_MESSAGES.descriptionTooShort,
        })
          .trim()
          .min(CLAIM_DESCRIPTION_MIN_LENGTH, CLAIM_MESSAGES.descriptionTooShort)
          .max(FREE_TEXT_MAX_LENGTH, CLAIM_MESSAGES.descriptionTooLong),
        answers: claimAnswersSchema.optional(),
      },
      NOT_A_FORM,
    )
    .superRefine((v, ctx) => {
      const incident = Date.parse(v.incidentDateTime);
      if (incident > now() + FUTURE_LEEWAY_MS) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: CLAIM_MESSAGES.incidentInFuture,
          path: ['incidentDateTime'],
        });
      }
      if (Date.parse(v.reportDateTime) < incident) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: CLAIM_MESSAGES.reportBeforeIncident,
          path: ['reportDateTime'],
        });
      }
      if (v.policyStartDate && Date.parse(v.policyStartDate) > now()) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: CLAIM_MESSAGES.startInFuture,
          path: ['policyStartDate'],
        });
      }
      if (v.policyStartDate && v.policyEndDate && v.policyEndDate < v.policyStartDate) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: CLAIM_MESSAGES.endBeforeStart,
          path: ['policyEndDate'],
        });
      }
    });
}
export type ClaimForm = z.input<ReturnType<typeof claimSchema>>;
export type ClaimInput = z.infer<ReturnType<typeof claimSchema>>;

/** The claim's facts as one line of text, joined with ' , ' (the spec's context summary). */
export function claimContext(claim: ClaimInput): string {
  const parts = [
    `Incident: ${claim.incidentDateTime}`,
    `Reported: ${claim.reportDateTime}`,
    `Claim status: ${claim.claimStatus}`,
    `Purchase status: ${claim.itemPurchaseStatus}`,
    `Proof of purchase: ${claim.itemPurchaseEvidence}`,
    `Location: ${claim.location || 'not given'}`,
    `Estimated value: ${claim.estimatedValue}`,
    `Description: ${claim.description}`,
  ];
  if (claim.policyStartDate) parts.push(`Policy start date: ${claim.policyStartDate}`);
  return parts.join(' , ');
}

export const VERDICTS = ['likely_covered', 'likely_not_covered', 'unclear'] as const;
export const CHECK_OUTCOMES = ['pass', 'fail', 'unknown'] as const;

/** An amount the documents state (an excess, a limit), with where they state it. */
const moneyFigureSchema = z.object({
  amount: z.number(),
  currency: z.string().nullable(),
  citation: citationSchema.nullable(),
});

/** One of the checks a claim goes through (cover, exclusions, limits, timing...). */
const claimCheckSchema = z.object({
  id: z.string(),
  label: z.string(),
  outcome: z.enum(CHECK_OUTCOMES),
  detail: z.string(),
  citation: citationSchema.optional(),
});

/** Where a policy date an assessment used came from: the claim form, the policy, or nowhere. */
export const POLICY_DATE_SOURCES = ['entered', 'policy', 'none'] as const;

const policyDateUsedSchema = z.object({
  date: z.string().nullable(),
  source: z.enum(POLICY_DATE_SOURCES),
  citation: citationSchema.nullable().describe('The page the policy states it on, when it does'),
});

/** The policy period a claim was assessed against, each end with where it came from. */
export const policyDatesSchema = z.object({ start: policyDateUsedSchema, end: policyDateUsedSchema });
export type PolicyDatesUsed = z.infer<typeof policyDatesSchema>;
export type PolicyDateUsed = PolicyDatesUsed['start'];

/** A fact the assessment could not settle, asked as a yes/no question. */
const claimQuestionSchema = z.object({ id: z.string(), question: z.string() });

/** What was claimed, and where the assessment stands. */
const assessmentBaseSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  policyName: z.string(),
  insuranceTypeName: z.string(),
  policyPath: z.string().nullable().optional().describe("The storage key of the policy's first document"),
  context: z.string().optional().describe("The claim's facts as one line of text"),
  policyStartDate: z.string().nullable(),
  policyEndDate: z.string().nullable().optional(),
  incidentDateTime: z.string(),
  reportDateTime: z.string(),
  claimStatus: z.string(),
  itemPurchaseStatus: z.string(),
  itemPurchaseEvidence: z.string(),
  location: z.string(),
  estimatedValue: z.number(),
  description: z.string(),
  answers: z.record(z.enum(CLAIM_ANSWERS)).describe("Answers given to an earlier assessment's questions"),
  createdAt: z.string(),
  queuedAt: z.string().describe('When the latest attempt was queued'),
  startedAt: z.string().nullable().describe('When the assessment of the latest attempt started'),
});

/** A claim assessment as the API returns it: pending, failed (with why) or completed (with the outcome). */
export const assessmentViewSchema = z.discriminatedUnion('status', [
  assessmentBaseSchema.extend({ status: z.literal('pending') }),
  assessmentBaseSchema.extend({ status: z.literal('failed'), error: z.string() }),
  assessmentBaseSchema.extend({
    status: z.literal('completed'),
    verdict: z.enum(VERDICTS),
    reasons: z.array(z.string()),
    citations: z.array(citationSchema),
    exclusions: z.array(z.object({ title: z.string(), citation: citationSchema.nullable() })),
    excess: moneyFigureSchema.nullable(),
    limit: moneyFigureSchema.nullable(),
    estimatedPayout: z.number().nullable(),
    currency: z.string().nullable(),
    checks: z.array(claimCheckSchema),
    nextSteps: z.array(z.string()),
    questions: z.array(claimQuestionSchema).describe('What would settle an unclear verdict'),
    result: z.string().describe('The whole assessment as text, line by line'),
    processingTime: z.number().describe('Seconds'),
    tokensUsed: z.number(),
    policyCountry: z
      .string()
      .nullable()
      .describe(
        "The country the policy's documents show it was issued in (ISO 3166 code), which the complaint route follows; null when they do not say",
      ),
    policyDates: policyDatesSchema
      .nullable()
      .optional()
      .describe('The policy dates the assessment used and where each came from'),
  }),
]);
export type AssessmentView = ViewOf<typeof assessmentViewSchema>;

/** GET /api/assessments: the user's assessments, newest first, pending and failed ones too. */
export const assessmentListSchema = z.object({ assessments: z.array(assessmentViewSchema) });

/** An assessment's id in the path: a ULID, or nothing of the caller's (404). */
export const assessmentParams = z.object({ id: ulidParam('Assessment not found') });
