import { z } from 'zod';

/** The model's tool inputs as this adapter accepts them: anything else is a ModelOutputError. */
export const citationSchema = z.object({
  file: z.string().min(1),
  page: z.number().int().min(1),
  quote: z.string().min(1),
});

const coverStatus = z.enum(['covered', 'optional', 'not_covered', 'not_stated']);

export const subCoverageSchema = z.object({
  amount: z.number().finite().nonnegative().nullable(),
  status: coverStatus,
  citation: citationSchema.nullable(),
});

export const coverageSchema = z.object({
  currency: z.string().nullable(),
  amount: z.number().finite().nonnegative().nullable(),
  amountCitation: citationSchema.nullable(),
  // The item's cover as a whole; an answer without it takes the local reading's.
  status: coverStatus.optional(),
  statusCitation: citationSchema.nullable().optional(),
  // Keys are checked one by one: those the product does not know are dropped, not rejected.
  subCoverages: z.record(z.unknown()),
});

export const moneySchema = z.object({
  amount: z.number().finite().nonnegative(),
  currency: z.string().nullable(),
  citation: citationSchema,
});

const outcome = z.enum(['pass', 'fail', 'unknown']);

export const conditionAnswerSchema = z.object({
  number: z.number().int().min(1),
  term: z.string().nullable().optional(),
  outcome,
  factQuote: z.string().nullable().optional(),
  question: z.string().nullable().optional(),
  reason: z.string(),
});

export const otherCheckSchema = z.object({
  label: z.string().min(1),
  outcome,
  detail: z.string(),
  factQuote: z.string().nullable().optional(),
  question: z.string().nullable().optional(),
  citation: citationSchema.nullable().optional(),
});

export const assessmentSchema = z.object({
  verdict: z.enum(['likely_covered', 'likely_not_covered', 'unclear']),
  reasons: z.array(z.string()).min(1),
  coverCitation: citationSchema.nullable(),
  citations: z.array(citationSchema),
  conditions: z.array(conditionAnswerSchema),
  checks: z.array(otherCheckSchema),
  exclusions: z.array(z.object({ title: z.string().min(1), citation: citationSchema })),
  excess: moneySchema.nullable(),
  limit: moneySchema.nullable(),
  estimatedPayout: z.number().finite().nullable(),
});

export type AssessmentAnswer = z.infer<typeof assessmentSchema>;
export type ConditionAnswer = z.infer<typeof conditionAnswerSchema>;
export type OtherCheck = z.infer<typeof otherCheckSchema>;
export type CoverageAnswer = z.infer<typeof coverageSchema>;
