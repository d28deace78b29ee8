import { wholePhrase } from '#functions/analysis/decide/phrase';
import { type Clause, UNMET_THING } from '#functions/analysis/understand/clauses';
import { tokensOf } from '#functions/analysis/understand/language/nlp';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import { THINGS } from './scope';

/**
 * "Any boiler which has not been serviced within the 12 months prior to the emergency": a thing
 * refused for what was not done to it. It reaches a claim about that thing. The claim that says the
 * act was not done ("it hasn't had a service since we moved in") is refused; one that says it is done
 * every year meets a window of twelve months or more; one that says nothing of it, or says it was
 * done but not when, is asked.
 */
export function unmetThing(reading: ClaimReading, clause: Clause): Finding | null {
  const things = [...clause.yes].filter((id) => THINGS.has(id));
  if (things.length === 0 || !things.some((id) => reading.yes.has(id))) return null;
  const act = actOf(clause.text);
  if (!act) return null;
  const title = wholePhrase(clause.text);
  const base = { rule: 'exclusion', label: title, clause, title };
  const refused = `The policy excludes this: "${clause.text.trim()}"`;
  if (reading.no.has(act) && !reading.yes.has(act))
    return { ...base, outcome: 'fail', reason: `${refused}, and the claim says that was not done.` };
  // "It had its annual service in September", where the policy asks for one within 12 months.
  const months = Number(
    /\bwithin (?:the |the last |the previous )?(\d{1,2}) months\b/i.exec(clause.text)?.[1] ?? 0,
  );
  if (reading.yes.has(act) && months >= 12 && YEARLY.test(reading.facts.description))
    return {
      ...base,
      outcome: 'pass',
      reason: `The claim says it is done every year, as the policy asks: "${title}".`,
    };
  return askOrSettle(
    base,
    `Does this apply to what happened: "${clause.text.trim()}"?`,
    reading.facts.answers,
    refused,
    true,
  );
}

const YEARLY = /\b(?:annual|annually|yearly|every year|each year|once a year)\b/i;

/** The act the thing went without: "serviced" in "which has not been serviced". */
function actOf(text: string): string | null {
  const after = /\bnot\s+(?:been\s+)?(\w+)/i.exec(
    text.replace(UNMET_THING, (m) => m.replace(/^.*\b(?:which|that)\s+\w+\s+/i, '')),
  );
  const word = after?.[1];
  return word ? (tokensOf(word)[0]?.lemma ?? null) : null;
}
