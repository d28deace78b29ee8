import { clauseParts } from '#functions/analysis/understand/clause-parts';
import { affirmed, termsOf } from '#functions/analysis/understand/language/concepts';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import type { Cover } from './cover';
import { EVENTS, isAboutOtherEvents } from './scope';

/**
 * Cover for named causes: "loss due to Theft", "damages caused by fire or smoke, theft or
 * vandalism, burst pipes or appliance leaks", "caused by any of the following perils". What
 * happened must be one of the causes the grant names; a claim whose cause is plainly another
 * (a laptop dropped, under cover for theft) is not covered by it.
 */
const CAUSES =
  /\b(?:due to|caused by|arising from|resulting from|as a result of|in the event of|by the following|following (?:insured )?(?:perils|events|causes))\b(.*)$/i;
const IGNORED = new Set(['@travel_abroad']);
/** "… or a volcanic eruption, at your destination": where the causes must happen is no cause. */
const PLACE_OF_CAUSE = /^(?:at|in|on|near|within|outside|inside)\s+(?:the|your|a|an)\b/i;

const eventsIn = (text: string) =>
  [...affirmed(termsOf(text, 'word'))].filter((id) => EVENTS.has(id) && !IGNORED.has(id));

/** Causes a claim may give that are no insured event of their own: "it rained for three days". */
const CAUSES_ONLY = new Set(['@rain']);

interface NamedCauses {
  /** The causes the grant names. */
  readonly named: Set<string>;
  /** Whether every cause it names was understood. */
  readonly complete: boolean;
  /** The events of the grant itself, before its causes ("curtail your trip … due to"). */
  readonly granted: Set<string>;
}

/** The causes the grant names, and whether every one of them was understood. */
function namedCauses(cover: Cover): NamedCauses {
  const grant = clauseParts(cover.clause.text).find((p) => p.role === 'grant');
  const cut = grant ? CAUSES.exec(grant.text) : null;
  if (!cut?.[1]) return { named: new Set(), complete: false, granted: new Set() };
  const granted = new Set(eventsIn(grant?.text.slice(0, cut.index) ?? ''));
  // "theft or misdirection by the carrier or non-delivery": each cause must be one the analyser knows.
  const list =
    cut[1].split(
      /,?\s*\b(?:subject to|up to|while|whilst|during|provided|unless|except|held in|as long as)\b/i,
    )[0] ?? '';
  const items = list
    .split(/,|;|\bor\b|\band\b|\bdue to\b/i)
    .map((t) => t.trim())
    .filter((t) => t.split(/\s+/).length <= 6 && /[a-z]{3}/i.test(t) && !PLACE_OF_CAUSE.test(t));
  return {
    named: new Set(eventsIn(list)),
    complete: items.every((t) => eventsIn(t).length > 0),
    granted,
  };
}

const nameList = (ids: Iterable<string>) => [...ids].map((id) => id.slice(1).replace(/_/g, ' ')).join(', ');

export function namedPerils(reading: ClaimReading, cover: Cover | null): Finding[] {
  if (!cover) return [];
  const { named, complete, granted } = namedCauses(cover);
  const happened = [...reading.yes].filter(
    (id) => (EVENTS.has(id) || CAUSES_ONLY.has(id)) && !IGNORED.has(id),
  );
  if (named.size === 0 || happened.length === 0) return [];
  const names = nameList(named);
  const base = {
    rule: 'named-causes',
    label: `Caused by what the cover names (${names})`,
    clause: cover.clause,
  };
  const only = `The cover is only for loss caused by ${names}`;
  if (happened.some((id) => named.has(id))) {
    // "Curtail your journey due to a flood", for a flooded patio: the cause is named, the event is not.
    if (granted.size > 0 && isAboutOtherEvents({ ...cover.clause, yes: granted }, reading))
      return [
        askOrSettle(
          base,
          `Is your claim for ${nameList(granted)}, as this cover is?`,
          reading.facts.answers,
          `The cover is for ${nameList(granted)}, and the claim is for something else.`,
        ),
      ];
    return [
      { ...base, outcome: 'pass', reason: `It was caused by one of the causes the cover names (${names}).` },
    ];
  }
  // A list of causes not all understood may name this one in other words.
  if (!complete)
    return [
      askOrSettle(
        base,
        `Was it caused by ${names}?`,
        reading.facts.answers,
        `${only}, and it was caused by another.`,
      ),
    ];
  // "We had to come home early": the claim names the covered event but not what led to it.
  const causes = happened.filter((id) => !granted.has(id));
  if (causes.length === 0)
    return [
      askOrSettle(
        base,
        `Was it caused by ${names}?`,
        reading.facts.answers,
        `${only}, and it was caused by another.`,
      ),
    ];
  const cause = nameList(causes);
  return [{ ...base, outcome: 'fail', reason: `${only}, and what happened (${cause}) was another cause.` }];
}
