import { territoryCovers, territoryIn } from '../../language/places';
import type { PolicyModel } from '../../understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import type { Finding } from '../finding';
import { clauseOverlap } from '../relevance';
import { conflicts } from './scope';

/**
 * The area of cover ("Where am I covered?", "covered in the United Kingdom and Europe",
 * "anywhere in the world"): the clause closest to the claim's item or event decides, else the
 * policy's general territory; a claim whose every named place lies outside fails.
 */
const TERRITORY_WORDS =
  /\b(area of cover|geographical (limits?|area)|anywhere in the world|worldwide|world-wide)\b|\b(are|is|be) covered (anywhere )?(in|within|throughout) (the )?[A-Z]/;

export function territory(model: PolicyModel, reading: ClaimReading): Finding[] {
  if (reading.countries.length === 0) return [];
  const stated = model.clauses
    .filter(
      (c) =>
        c.role !== 'definition' &&
        !/\b(beyond|outside)\b/i.test(c.text) &&
        (TERRITORY_WORDS.test(c.text) || /^where\b/i.test(c.heading ?? '')) &&
        !conflicts(c, reading),
    )
    .map((clause) => ({
      clause,
      area: territoryIn(clause.text),
      score: clauseOverlap(model, reading, clause).concepts.length,
    }))
    .filter((t) => t.area !== null);
  const best = stated.sort((a, b) => b.score - a.score)[0];
  if (!best?.area) return [];
  const inside = reading.countries.some((c) =>
    territoryCovers(best.area as NonNullable<typeof best.area>, c),
  );
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
