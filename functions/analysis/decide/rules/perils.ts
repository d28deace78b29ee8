import { clauseParts } from '#functions/analysis/understand/clause-parts';
import { affirmed, termsOf } from '#functions/analysis/understand/language/concepts';
import type { ClaimReading } from '../claim-reading';
import type { Finding } from '../finding';
import type { Cover } from './cover';
import { EVENTS } from './scope';

/**
 * Cover for named causes: "loss due to Theft", "damages caused by fire or smoke, theft or
 * vandalism, burst pipes or appliance leaks", "caused by any of the following perils". What
 * happened must be one of the causes the grant names; a claim whose cause is plainly another
 * (a laptop dropped, under cover for theft) is not covered by it.
 */
const CAUSES =
  /\b(?:due to|caused by|arising from|resulting from|as a result of|in the event of|by the following|following (?:insured )?(?:perils|events|causes))\b(.*)$/i;
const IGNORED = new Set(['@travel_abroad']);

const eventsIn = (text: string) =>
  [...affirmed(termsOf(text, 'word'))].filter((id) => EVENTS.has(id) && !IGNORED.has(id));

/** The causes the grant names, and whether every one of them was understood. */
function namedCauses(cover: Cover): { named: Set<string>; complete: boolean } {
  const grant = clauseParts(cover.clause.text).find((p) => p.role === 'grant');
  const cut = grant ? CAUSES.exec(grant.text) : null;
  if (!cut?.[1]) return { named: new Set(), complete: false };
  // "theft or misdirection by the carrier or non-delivery": each cause must be one the analyser knows.
  const list =
    cut[1].split(
      /,?\s*\b(?:subject to|up to|while|whilst|during|provided|unless|except|held in|as long as)\b/i,
    )[0] ?? '';
  const items = list
    .split(/,|;|\bor\b|\band\b|\bdue to\b/i)
    .map((t) => t.trim())
    .filter((t) => t.split(/\s+/).length <= 6 && /[a-z]{3}/i.test(t));
  return { named: new Set(eventsIn(list)), complete: items.every((t) => eventsIn(t).length > 0) };
}

export function namedPerils(reading: ClaimReading, cover: Cover | null): Finding[] {
  if (!cover) return [];
  const { named, complete } = namedCauses(cover);
  const happened = [...reading.yes].filter((id) => EVENTS.has(id) && !IGNORED.has(id));
  if (named.size === 0 || happened.length === 0) return [];
  const names = [...named].map((id) => id.slice(1).replace(/_/g, ' ')).join(', ');
  const base = {
    rule: 'named-causes',
    label: `Caused by what the cover names (${names})`,
    clause: cover.clause,
  };
  if (happened.some((id) => named.has(id)))
    return [
      { ...base, outcome: 'pass', reason: `It was caused by one of the causes the cover names (${names}).` },
    ];
  if (!complete) return [];
  return [
    {
      ...base,
      outcome: 'fail',
      reason: `The cover is only for loss caused by ${names}, and what happened was another cause.`,
    },
  ];
}
