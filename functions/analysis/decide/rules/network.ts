import type { Clause } from '#functions/analysis/understand/clauses';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';

/**
 * A benefits row with a cost share in network and "Not covered" out of network ("Children's eye
 * exam $35 copay/visit Not covered"): whether the claim was with a network provider decides it.
 */
const COST_SHARE = /\b(?:co-?pays?|co-?insurance)\b|\d\s?%/i;
const NOT_COVERED = /\bnot covered\b/i;

/** The row pays in network and not outside it: a cost share first, then "Not covered". Pure. */
export function inNetworkOnly(text: string): boolean {
  const share = COST_SHARE.exec(text);
  const refused = NOT_COVERED.exec(text);
  return !!share && !!refused && share.index < refused.index;
}

const OUT =
  /\bout[- ]of[- ]network\b|\bnon[- ]network\b|\bnot in (?:the |my |our |their )?(?:plan'?s )?network\b|\bis(?:n'?t| not) (?:part of|in) [^.]{0,40}\bnetwork\b/i;
const IN =
  /\bin[- ]network\b|\b(?:network|participating|preferred) (?:provider|doctor|hospital|pharmacy|optometrist|dentist|clinic|physician)s?\b/i;

/** Whether the claim was with a network provider, as far as it says. Pure. */
export function claimNetwork(description: string): 'in' | 'out' | null {
  if (OUT.test(description)) return 'out';
  return IN.test(description) ? 'in' : null;
}

export function networkTier(reading: ClaimReading, cover: Clause | null): Finding[] {
  if (!cover || !inNetworkOnly(cover.text)) return [];
  const base = { rule: 'network', label: 'With a network provider', clause: cover };
  const network = claimNetwork(reading.facts.description);
  if (network === 'in')
    return [
      { ...base, outcome: 'pass', reason: 'It was with a network provider, where the plan pays for this.' },
    ];
  if (network === 'out')
    return [{ ...base, outcome: 'fail', reason: 'Out of network the plan does not cover this.' }];
  return [
    askOrSettle(
      base,
      'Was this with a provider in your plan’s network?',
      reading.facts.answers,
      'Out of network the plan does not cover this.',
    ),
  ];
}
