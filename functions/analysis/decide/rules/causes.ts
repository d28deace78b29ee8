import type { Clause } from '#functions/analysis/understand/clauses';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import type { Cover } from './cover';
import { CONTEXT } from './scope';

/**
 * Cover that pays only for listed causes ("delayed for at least 6 hours as a result of: (a) strike;
 * (b) adverse weather; (c) mechanical defect"): the claim must show one of them. A cause the claim
 * does not name, or names differently ("operational reasons"), leaves the cover open: the user is
 * asked whether it was one of the listed causes.
 */
const LEADS_TO_LIST =
  /\b(as a result of|caused by|due to|because of|following|resulting from|by reason of|one of the following( reasons| events)?|any of the following)\b[^.;]{0,40}:?\s*$/i;
const LIST_ITEM = /^\(?([a-h]|[ivx]{1,4})[.)]\s/i;
/** Content words are already free of stop words; a cause needs only a word the list does not share with everything. */
const TELLING = 1;

function causesAfter(model: PolicyModel, clause: Clause): Clause[] {
  const at = model.clauses.indexOf(clause);
  const items: Clause[] = [];
  for (let k = at + 1; at >= 0 && k < model.clauses.length && items.length < 15; k++) {
    const next = model.clauses[k] as Clause;
    if (LIST_ITEM.test(next.text)) items.push(next);
    // A page footer or the wrapped end of an item ("QSR022206 11 of 28", "Commotion") does not end the list.
    else if (next.text.split(/\s+/).filter((w) => /[a-z]{2,}/i.test(w)).length >= 4) break;
  }
  return items;
}

function named(model: PolicyModel, reading: ClaimReading, cover: Clause, cause: Clause): boolean {
  return [...cause.yes].some(
    (id) =>
      reading.yes.has(id) &&
      !cover.yes.has(id) &&
      !CONTEXT.has(id) &&
      (id.startsWith('@') || model.weight(id) >= TELLING),
  );
}

function shortly(cause: Clause): string {
  const text = cause.text.replace(LIST_ITEM, '').replace(/\s*[;,.]?\s*(or|and)?\s*$/i, '');
  const cut = text.split(/\s+(What|When|How) (We|we|you|You) /)[0] ?? text;
  return cut.length > 70 ? `${cut.slice(0, 70).replace(/\s+\S*$/, '')}…` : cut;
}

/** The clause of the cover's section that says when it pays and lists the causes ("When we will pay ... as a result of:"). */
function causeLead(model: PolicyModel, reading: ClaimReading, cover: Clause): Clause | null {
  if (LEADS_TO_LIST.test(cover.text)) return cover;
  const section = model.clauses.filter(
    (c) =>
      c.file === cover.file &&
      c.heading === cover.heading &&
      c.role === 'cover' &&
      LEADS_TO_LIST.test(c.text),
  );
  return (
    section.find((c) =>
      [...c.yes].some((id) => id.startsWith('@') && !CONTEXT.has(id) && reading.yes.has(id)),
    ) ?? null
  );
}

export function listedCauses(model: PolicyModel, reading: ClaimReading, cover: Cover | null): Finding[] {
  const lead = cover ? causeLead(model, reading, cover.clause) : null;
  if (!lead) return [];
  const causes = causesAfter(model, lead);
  if (causes.length < 2) return [];
  const base = { rule: 'listed-causes', label: 'Caused by one of the listed causes', clause: lead };
  const hit = causes.find((cause) => named(model, reading, lead, cause));
  if (hit)
    return [{ ...base, outcome: 'pass', reason: `The cause is one the policy lists: "${shortly(hit)}".` }];
  const list = causes.map(shortly).join('; ');
  return [
    askOrSettle(
      base,
      `Was it caused by one of these: ${list}?`,
      reading.facts.answers,
      'The policy pays only for the causes it lists, and this was not one of them.',
    ),
  ];
}
