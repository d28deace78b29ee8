import type { DefinedTerm } from '#functions/analysis/understand/definitions';
import { namesOnly } from '#functions/analysis/understand/definitions';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import type { Finding } from '../finding';
import { isExcluding } from './exclusions';

/**
 * Exclusions of a term the policy defines by its members: "we do not cover personal
 * transportation devices", where the definitions list "e-bicycle, e-scooter, hoverboard". A claim
 * about one of the members is about the term, so the exclusion applies to it.
 */
function memberNamed(reading: ClaimReading, term: DefinedTerm): string | null {
  const member = term.members.find((lemmas) => lemmas.every((lemma) => reading.yes.has(lemma)));
  return member ? member.join(' ') : null;
}

/** A term some part of the policy covers by name ("Money" excluded from baggage, covered in its own section). */
function coveredByName(model: PolicyModel, term: DefinedTerm): boolean {
  return model.clauses.some((c) => c.role === 'cover' && term.lemmas.every((lemma) => c.yes.has(lemma)));
}

export function definedTermExclusions(model: PolicyModel, reading: ClaimReading): Finding[] {
  const findings: Finding[] = [];
  for (const term of model.definitions) {
    const member = memberNamed(reading, term);
    if (!member || coveredByName(model, term)) continue;
    for (const clause of model.clauses) {
      if (clause === term.clause || !isExcluding(clause) || !namesOnly(clause, term)) continue;
      const title = term.term;
      findings.push({
        rule: 'defined-term-exclusion',
        label: `Not covered: ${title}`,
        outcome: 'fail',
        reason: `The policy excludes ${title.toLowerCase()}, and it defines them to include a ${member}: "${clause.text.trim()}"`,
        clause,
        title,
      });
    }
  }
  return findings;
}
