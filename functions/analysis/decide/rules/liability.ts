import { grantText } from '#functions/analysis/understand/clause-parts';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import type { Cover } from './cover';

/**
 * Liability cover ("If a claim is made against an insured for damages because of bodily injury",
 * "your legal liability to pay compensation") pays what others claim from the policyholder. A claim
 * for the policyholder's own loss, or a household member's own injury, is not one: it covers only
 * when the claim says someone has claimed against them, and asks otherwise.
 */
const LIABILITY_GRANT =
  /\b(?:claim is made against|claims? (?:are|is) (?:made|brought) against|legally liable|legal liability|liable to pay|liability to pay)\b/i;
const CLAIMED_AGAINST =
  /\b(?:sue[sd]?|suing|lawsuit|legal action|claim(?:ing|ed|s)? against (?:me|us|my|our)|(?:holding|held|hold|holds) (?:me|us) (?:liable|responsible)|compensation from (?:me|us)|(?:ask|asks|asked|asking|want|wants|wanted|demand|demands|demanded|demanding) (?:me|us) to pay|(?:making|made|brought) a claim against)\b/i;

export function liabilityClaim(reading: ClaimReading, cover: Cover | null): Finding[] {
  if (!cover || !LIABILITY_GRANT.test(grantText(cover.clause.text))) return [];
  const base = { rule: 'liability-claim', label: 'Someone has claimed against you', clause: cover.clause };
  if (CLAIMED_AGAINST.test(reading.facts.description))
    return [
      { ...base, outcome: 'pass', reason: 'Someone has made a claim against you, which this cover is for.' },
    ];
  return [
    askOrSettle(
      base,
      'Has someone else made a claim against you for this?',
      reading.facts.answers,
      'This cover is for claims others make against you, and no one has made one.',
    ),
  ];
}
