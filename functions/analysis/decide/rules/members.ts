import type { DefinedTerm } from '#functions/analysis/understand/definitions';
import { wordsOf } from '#functions/analysis/understand/language/concepts';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import type { Finding } from '../finding';
import type { Cover } from './cover';
import { CONTEXT } from './scope';

/**
 * A covering clause that rests on a term the policy defines by a closed list ("Pest: either black
 * or brown rats, field or house mice, and wasps' and hornets' nests"): what the claim is about
 * must be one of the members. A claim that names another thing of the same kind (bed bugs) is
 * outside the term; one that names a member is inside it. A list that only gives examples
 * ("includes", "such as") settles nothing.
 */
const OPEN_LIST = /\b(?:includes?|including|such as|for example|e\.g\.|like)\b/i;

/** The claim's own words for a kind the definition's members share (its "bugs" among rats and mice). */
function claimWordsOfKind(reading: ClaimReading, term: DefinedTerm): string[] {
  // A list of kinds of one thing: at least two members are words of the claim's kind.
  const ofKind = (id: string) => term.members.filter((m) => m.some((lemma) => wordsOf(id).has(lemma))).length;
  const kinds = [...reading.yes].filter((id) => id.startsWith('@') && !CONTEXT.has(id) && ofKind(id) >= 2);
  return kinds.flatMap((id) => [...wordsOf(id)].filter((w) => reading.yes.has(w)));
}

function usesTerm(cover: Cover, term: DefinedTerm): boolean {
  const text = cover.clause.text.toLowerCase();
  return cover.clause === term.clause || (term.term.length > 2 && text.includes(term.term.toLowerCase()));
}

export function definedMembers(model: PolicyModel, reading: ClaimReading, cover: Cover | null): Finding[] {
  if (!cover) return [];
  const findings: Finding[] = [];
  for (const term of model.definitions) {
    if (!usesTerm(cover, term) || OPEN_LIST.test(term.clause.text)) continue;
    const said = claimWordsOfKind(reading, term);
    if (said.length === 0) continue;
    const base = { rule: 'defined-members', label: `What "${term.term}" means`, clause: term.clause };
    const member = term.members.find((lemmas) => lemmas.every((lemma) => reading.yes.has(lemma)));
    const listed = term.members.map((m) => m.join(' ')).join(', ');
    findings.push(
      member
        ? { ...base, outcome: 'pass', reason: `The policy's "${term.term}" includes ${member.join(' ')}.` }
        : {
            ...base,
            outcome: 'fail',
            reason: `The policy's "${term.term}" means only ${listed}; what the claim is about (${said.join(', ')}) is not one of them.`,
          },
    );
  }
  return findings;
}
