import { affirmed, termsOf } from '#functions/analysis/understand/language/concepts';
import { territoryCovers, territoryIn } from '#functions/analysis/understand/language/places';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import { overlap } from '../relevance';
import { CONTEXT, conflicts } from './scope';

/**
 * The area of cover ("Where am I covered?", "covered in the United Kingdom and Europe",
 * "anywhere in the world"): the clause closest to the claim's item or event decides, else the
 * policy's general territory; a claim whose every named place lies outside fails.
 */
export const TERRITORY_WORDS =
  /\b(area of cover|geographical (limits?|area)|anywhere in the world|worldwide|world-wide)\b|\b(are|is|be) covered (anywhere )?(in|within|throughout) (the )?[A-Z]/;

/** Headings and phrases that state the area of cover for the whole policy. */
export const POLICY_WIDE = /^where\b|\b(area of cover|geographical (limits?|area)|territorial limits)\b/i;

export function territory(model: PolicyModel, reading: ClaimReading): Finding[] {
  const stated = model.clauses
    .filter((c) => c.role !== 'definition' && !/\b(beyond|outside)\b/i.test(c.text) && !conflicts(c, reading))
    .filter((c) => TERRITORY_WORDS.test(c.text) || POLICY_WIDE.test(c.heading ?? ''))
    .map((clause) => {
      const about = affirmed(termsOf(`${clause.heading ?? ''} ${clause.main}`, 'word'));
      // A clause set in a scene the claim is not in (a journey, for a theft at home) does not speak for it.
      const elsewhere = [...about].some((id) => CONTEXT.has(id) && !reading.yes.has(id));
      // The clause naming the claim's own thing ("Pedal Cycles are covered in...") outranks one for a class.
      const shared = elsewhere ? [] : overlap(model, reading, about).concepts;
      const score = shared.reduce((sum, id) => sum + (CONTEXT.has(id) ? 0.5 : 2), 0);
      const policyWide = POLICY_WIDE.test(clause.heading ?? '') || POLICY_WIDE.test(clause.text);
      return { clause, area: territoryIn(clause.text), score, policyWide };
    })
    // A clause about one kind of thing ("your belongings are covered in...") speaks only for it.
    .filter((t) => t.area !== null && (t.score > 0 || t.policyWide));
  const best = stated.sort((a, b) => b.score - a.score)[0];
  if (!best?.area) return [];
  const area = best.area;
  const base = { rule: 'territory', label: 'Inside the area of cover', clause: best.clause };
  if (reading.countries.length === 0) {
    if (area.includes === 'world' && area.excludes.length === 0) return [];
    const where = best.clause.text.trim();
    return [
      askOrSettle(
        base,
        `Did it happen inside the area of cover ("${where}")?`,
        reading.facts.answers,
        'It happened outside the area the policy covers.',
      ),
    ];
  }
  const inside = reading.countries.some((c) => territoryCovers(area, c));
  return [
    {
      rule: 'territory',
      label: 'Inside the area of cover',
      outcome: inside ? 'pass' : 'fail',
      reason: inside
        ? 'It happened inside the area the policy covers.'
        : 'It happened outside the area the policy covers.',
      clause: best.clause,
    },
  ];
}
