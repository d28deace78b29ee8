import type { Clause } from '#functions/analysis/understand/clauses';
import { NUMBER, readNumber } from '#functions/analysis/understand/language/quantities';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import { clauseOverlap } from '../relevance';
import { conflicts, EVENTS, isAboutOtherEvents } from './scope';

/**
 * Cover that starts only some time after the event itself, not after the start of the policy:
 * "lost keys until 48 hours have passed since they were reported", "no cover for a missing person
 * until 24 hours have elapsed", "baggage not delivered before 12 hours have passed since your
 * arrival". When the claim states how many hours passed, they settle it; otherwise the customer is
 * asked, because the form's dates say when it happened and when it was reported, not when the
 * costs were paid or whether the thing turned up.
 */
const AFTER_EVENT = new RegExp(
  String.raw`\b(?:until|before|unless)\s+(?:at least\s+)?(?<n>${NUMBER})\s*(?<unit>hours?|days?)\s+(?:have|has)\s+(?:passed|elapsed|gone by)(?<since>\s+(?:since|after|from)\s+[^.;,]{3,80})?`,
  'i',
);

interface Wait {
  readonly clause: Clause;
  readonly n: number;
  readonly unit: string;
  readonly since: string;
}

function waitIn(clause: Clause): Wait | null {
  const m = AFTER_EVENT.exec(clause.text);
  const n = readNumber(m?.groups?.n ?? '');
  if (!m?.groups || n === null) return null;
  return { clause, n, unit: m.groups.unit ?? 'hours', since: (m.groups.since ?? '').trim() };
}

/** A wait speaks to the claim when it names one of the claim's events (a wait for lost keys, not for stolen ones). */
function speaksTo(model: PolicyModel, reading: ClaimReading, wait: Wait): number {
  const { clause } = wait;
  if (clause.role === 'definition' || conflicts(clause, reading) || isAboutOtherEvents(clause, reading))
    return 0;
  const { concepts, score } = clauseOverlap(model, reading, clause);
  return concepts.some((id) => EVENTS.has(id)) ? score : 0;
}

export function timeAfterEvent(model: PolicyModel, reading: ClaimReading): Finding[] {
  const best = model.clauses
    .map(waitIn)
    .filter((w): w is Wait => w !== null)
    .map((wait) => ({ wait, score: speaksTo(model, reading, wait) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)[0]?.wait;
  if (!best) return [];
  const { n, unit, since } = best;
  const span = `${n} ${unit}`;
  const base = { rule: 'time-after-event', label: `${span} passed ${since}`.trim(), clause: best.clause };
  const hours = /^h/i.test(unit) && reading.hours.length ? Math.max(...reading.hours) : null;
  if (hours !== null) {
    const short = hours < n;
    return [
      {
        ...base,
        outcome: short ? 'fail' : 'pass',
        reason: short
          ? `The claim gives ${hours} hours, and the policy pays only once ${span} have passed.`
          : `The claim gives ${hours} hours, past the ${span} the policy waits.`,
      },
    ];
  }
  const question = `Had ${span} passed${since ? ` ${since}` : ''} before the costs you are claiming were paid?`;
  return [
    askOrSettle(
      base,
      question,
      reading.facts.answers,
      `The policy pays only once ${span} have passed${since ? ` ${since}` : ''}.`,
    ),
  ];
}
