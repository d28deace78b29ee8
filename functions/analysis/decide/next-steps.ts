import { complaintNextStep } from '#domain/complaints/complaint-country';
import type { ClaimFacts, Verdict } from '../understand/types';
import type { ClaimReading } from './claim-reading';

/** What to gather and do next, from what happened; and where to go if the insurer says no. */
const EVIDENCE: readonly [string, string][] = [
  ['@theft', 'the police crime reference number'],
  ['@loss', 'a loss report (to the police, the carrier or the venue)'],
  ['@water', "photos of the damage and of its source, and a plumber's report"],
  ['@storm', 'photos of the damage, repair quotes and the weather report for the date'],
  ['@flood', 'photos of the damage and repair quotes'],
  ['@fire', 'the fire service report and photos of the damage'],
  ['@accidental_damage', 'photos of the damage and a repair quote or a report that it cannot be repaired'],
  ['@delay', "the carrier's written confirmation of the delay, its length and its cause"],
  ['@cancellation', 'booking invoices, what cannot be refunded, and proof of the reason for cancelling'],
  ['@illness', 'medical reports and itemised bills'],
  ['@injury', 'medical reports and itemised bills'],
  ['@hospital', 'the hospital discharge summary and itemised bills'],
];

export function nextSteps(reading: ClaimReading, verdict: Verdict, policyCountry: string | null): string[] {
  const facts: ClaimFacts = reading.facts;
  const steps = [
    ...new Set(EVIDENCE.filter(([id]) => reading.yes.has(id)).map(([, step]) => `Keep ${step}.`)),
  ];
  steps.push(
    facts.itemPurchaseEvidence === 'yes'
      ? 'Keep your proof of purchase ready to send.'
      : 'Find any proof that you owned the item and what it was worth (bank statements, photos, the box).',
  );
  if (verdict === 'unclear')
    steps.push('Answer the questions above, or ask your insurer, to settle what the documents leave open.');
  if (verdict === 'likely_not_covered')
    steps.push(
      'Ask your insurer to confirm in writing how the clause quoted applies to you before you give up on the claim.',
    );
  steps.push('Tell your insurer as soon as you can, and keep a note of every call and reference number.');
  // Escalation follows the policy's country (its regulator and ombudsman), else the user's: the
  // complaint panel's routes, so the page gives one answer.
  steps.push(complaintNextStep(policyCountry, facts.country));
  return steps;
}
