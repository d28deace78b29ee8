import { benefitTerms } from '#functions/analysis/understand/vocabulary/benefits';
import { SUB_COVER_TERMS } from '#functions/analysis/understand/vocabulary/terms';

/**
 * The input schemas of the tools the model is made to call: the answer's shape, so that the
 * model answers in it. What comes back is checked again with zod (answers.ts).
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export const COVERAGE_TOOL = 'record_coverage';
export const ASSESSMENT_TOOL = 'record_assessment';

const nullable = (schema: Json): Json => ({ anyOf: [schema, { type: 'null' }] });

const object = (properties: Record<string, Json>, description?: string): Json => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/** A citation: how to fill it is said once, in the system prompt, not in every field. */
function citationJson(files: readonly string[]): Json {
  return object({
    file: { type: 'string', enum: [...files] },
    page: { type: 'integer', minimum: 1 },
    quote: { type: 'string', minLength: 3 },
  });
}

/** What the headline limit of each item kind is. */
export const HEADLINE: Record<string, string> = {
  home: 'the sum insured of the buildings or contents',
  health: 'the sum insured (the in-patient limit when the table gives no other)',
  travel: 'the emergency medical expenses limit',
  smartphone: 'the most paid for the device',
};

/** A cover's status: given, given only with an add-on or a higher plan, refused, or not said. */
const STATUS_VALUES = ['covered', 'optional', 'not_covered', 'not_stated'];
const STATUS: Json = { type: 'string', enum: STATUS_VALUES };

/** One schema for every item, so that the tools (part of the cached prefix) do not vary by question. */
export function coverageToolSchema(files: readonly string[]): Json {
  const keys = [...new Set(Object.keys(SUB_COVER_TERMS).flatMap((item) => Object.keys(benefitTerms(item))))];
  const citation = citationJson(files);
  const sub: Json = object({
    amount: { type: ['number', 'null'] },
    status: STATUS,
    citation: nullable(citation),
  });
  return object({
    currency: {
      type: ['string', 'null'],
      description: 'ISO 4217 code of the currency the amounts are in (GBP, USD, INR, ...); null if none.',
    },
    amount: {
      type: ['number', 'null'],
      description: 'The headline limit the question names; null when not stated.',
    },
    amountCitation: nullable(citation),
    status: {
      type: 'string',
      enum: STATUS_VALUES,
      description:
        'Whether the policy gives this item any cover: covered, optional (only with an add-on or a higher plan), not_covered, or not_stated.',
    },
    statusCitation: nullable({
      ...(citation as Record<string, Json>),
      description: 'The words that show whether the policy covers this item at all; null when none do.',
    }),
    subCoverages: {
      type: 'object',
      description:
        'Each sub-cover the question lists, by its key: its limit as stated (null when not stated; never an excess), whether the documents say it is covered, optional (only with an add-on, an optional extra or a higher plan), excluded or do not say, and the citation.',
      propertyNames: { enum: keys },
      additionalProperties: sub,
    },
  });
}

const OUTCOME: Json = { type: 'string', enum: ['pass', 'fail', 'unknown'] };
const FACT_QUOTE: Json = {
  type: ['string', 'null'],
  description:
    'Words copied character for character from the claim form that settle it; null when the form does not say.',
};
const QUESTION: Json = {
  type: ['string', 'null'],
  description:
    'When it cannot be settled: the yes/no question to ask the customer, phrased so that "yes" means the condition is met.',
};

/** One entry per numbered check of the question: the model answers each against the facts. */
function conditionsJson(): Json {
  return {
    type: 'array',
    description: 'An answer to each numbered check of the question, by its number.',
    items: object({
      number: { type: 'integer', minimum: 1 },
      term: { type: 'string', description: "The numbered term's name, copied as the list gives it." },
      outcome: OUTCOME,
      factQuote: FACT_QUOTE,
      question: QUESTION,
      reason: { type: 'string', description: 'Why, in one plain sentence.' },
    }),
  };
}

function otherChecksJson(citation: Json): Json {
  return {
    type: 'array',
    description:
      'Every other exclusion or condition in the documents that reaches this claim and is not in the numbered list, with its citation: a fail here is a refusal the verdict relies on.',
    items: object({
      label: { type: 'string' },
      outcome: OUTCOME,
      detail: { type: 'string' },
      factQuote: FACT_QUOTE,
      question: QUESTION,
      citation: nullable(citation),
    }),
  };
}

export function assessmentToolSchema(files: readonly string[]): Json {
  const citation = citationJson(files);
  const money = object({
    amount: { type: 'number', minimum: 0 },
    currency: { type: ['string', 'null'], description: 'ISO 4217 code.' },
    citation,
  });
  return object({
    verdict: { type: 'string', enum: ['likely_covered', 'likely_not_covered', 'unclear'] },
    reasons: { type: 'array', items: { type: 'string' }, minItems: 1, description: 'Why, one a line.' },
    coverCitation: nullable({
      ...(citation as Record<string, Json>),
      description: 'The clause that covers what happened; null when none does.',
    }),
    citations: { type: 'array', items: citation, description: 'The clauses the verdict relies on.' },
    conditions: conditionsJson(),
    checks: otherChecksJson(citation),
    exclusions: {
      type: 'array',
      description: 'Exclusions that may apply to this claim.',
      items: object({ title: { type: 'string' }, citation }),
    },
    excess: nullable(money),
    limit: nullable(money),
    estimatedPayout: {
      type: ['number', 'null'],
      description: 'The lower of the estimated value and the limit, less the excess; null without a limit.',
    },
  });
}
