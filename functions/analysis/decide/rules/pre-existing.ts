import type { Clause } from '#functions/analysis/understand/clauses';
import { sentencesOf } from '#functions/analysis/understand/language/nlp';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import { isShort } from '../reach';

/**
 * A pre-existing condition refused or defined ("excluding any Pre-Existing Medical Condition",
 * "signs or symptoms … in the 6 month period prior"): what the claim says of the condition's
 * history decides. Treated, diagnosed or troubling before ("prescribed an inhaler in April, before
 * the trip", "aching since last September", "type 2 diabetes for six years") is pre-existing; "never
 * had … before", "no previous history", "for the first time" is not.
 */
const PRE_EXISTING = /\bpre-?existing\b|\bexisting (?:medical )?conditions?\b/i;
const MEDICAL = new Set([
  '@illness',
  '@injury',
  '@hospital',
  '@outpatient',
  '@emergency',
  '@therapy',
  '@dental',
]);
const HISTORY =
  /\b(?:(?:have|has|'ve|had) (?:had|been having|suffered)\b[^.]{0,60}\b(?:for|since) (?:(?:about |over |nearly )?(?:\w+ )?(?:years?|months?)|last|\d{4}|january|february|march|april|may|june|july|august|september|october|november|december)|since last (?:\w+)|years of|(?:prescribed|diagnosed|treated|seen|saw)\b[^.]{0,80}\b(?:before (?:the|my|I|we)|prior to|in (?:january|february|march|april|may|june|july|august|september|october|november|december))|(?:\w+ )?(?:times?|twice) (?:before|already))\b/i;
const NO_HISTORY =
  /\b(?:never had|never suffered|no (?:previous |prior |past )?(?:history|problems?|trouble)|(?:for )?the first time|hadn't had|had not had|never (?:been|needed))\b/i;
const ABOUT_COVER = /\b(?:cover|policy|insur\w*|joined|member\w*|premium)\b/i;

function history(description: string): boolean | null {
  const sentences = sentencesOf(description).filter((s) => !ABOUT_COVER.test(s));
  if (sentences.some((s) => HISTORY.test(s))) return true;
  if (sentences.some((s) => NO_HISTORY.test(s))) return false;
  return null;
}

function clauseFor(model: PolicyModel): Clause | null {
  const short = isShort(model);
  return (
    model.clauses.find(
      (c) => PRE_EXISTING.test(c.text) && (short || c.role === 'exclusion' || c.role === 'definition'),
    ) ?? null
  );
}

/** The claim is for medical care: its words name it, or it is a health claim. */
export const isMedical = (reading: ClaimReading) =>
  [...reading.yes].some((id) => MEDICAL.has(id)) || reading.facts.itemType === 'health';

export function preExisting(model: PolicyModel, reading: ClaimReading): Finding[] {
  if (!isMedical(reading)) return [];
  const clause = clauseFor(model);
  if (!clause) return [];
  const base = { rule: 'pre-existing', label: 'Not a condition you had before', clause };
  const had = history(reading.facts.description);
  if (had === true)
    return [
      {
        ...base,
        outcome: 'fail',
        reason:
          'The claim describes the condition before the cover began, and the policy refuses pre-existing conditions.',
      },
    ];
  if (had === false) return [{ ...base, outcome: 'pass', reason: 'The claim says the condition was new.' }];
  if (!isShort(model)) return [];
  return [
    askOrSettle(
      base,
      'Did you have this condition, its signs or symptoms, or treatment for it before your cover began?',
      reading.facts.answers,
      'The policy refuses pre-existing conditions.',
    ),
  ];
}
