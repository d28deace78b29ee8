import { clauseParts } from '#functions/analysis/understand/clause-parts';
import { affirmed, termsOf } from '#functions/analysis/understand/language/concepts';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
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
/** A cause that may be the named one in the policy's own terms, where the policy names it in general words. */
const NEAR: Readonly<Record<string, string>> = { '@rain': '@storm' };

interface NamedCauses {
  /** The causes the grant names. */
  readonly named: Set<string>;
  /** Whether every cause it names was understood. */
  readonly complete: boolean;
  /** The events of the grant itself, before its causes ("curtail your trip … due to"). */
  readonly granted: Set<string>;
  /** The grant points to a list of perils that could not be found. */
  readonly pointed?: boolean;
  /** The words that name the causes. */
  readonly words?: string;
}

/** "caused by any of the following perils": the causes are the numbered perils set out after the grant. */
const FOLLOWING =
  /\bthe following (?:insured )?(?:perils|events|causes)\b|\bthe (?:perils|events) (?:listed|set out|shown) (?:below|here|in this section)\b/i;
/** "2. Windstorm or hail.", "10. Falling Objects.": a numbered peril's title. */
const PERIL_TITLE = /(?:^|\s)\(?\d{1,2}[.)]\s+([A-Z][^.:;]{2,60})\./g;

/** "This peril does not include …": a refusal of the peril whose title stands before it. */
const THIS_PERIL = /^\s*this peril (?:does not|doesn't|will not|shall not) (?:include|cover|apply)\b/i;

/**
 * "10. Falling Objects. This peril does not include loss to property contained in a building …":
 * such a refusal reaches a claim of the peril titled before it and no other. Null when the part is
 * no such refusal or no title stands before it.
 */
export function perilRefusalReaches(
  wholeText: string,
  partText: string,
  reading: ClaimReading,
): boolean | null {
  if (!THIS_PERIL.test(partText)) return null;
  const at = wholeText.indexOf(partText.trim());
  const title = at > 0 ? [...wholeText.slice(0, at).matchAll(PERIL_TITLE)].at(-1)?.[1] : undefined;
  if (!title) return null;
  return eventsIn(title).some((id) => reading.yes.has(id) && !reading.no.has(id));
}

/** The titles of the perils listed after the grant: in its own clause, then in the clauses that follow. */
function listedPerils(model: PolicyModel, cover: Cover, grant: string): string[] {
  const own = cover.clause.text.slice(cover.clause.text.indexOf(grant) + grant.length);
  const titles = [...own.matchAll(PERIL_TITLE)].map((m) => m[1] ?? '');
  const at = model.clauses.indexOf(cover.clause);
  for (const next of at >= 0 ? model.clauses.slice(at + 1, at + 40) : []) {
    const title = /^\(?\d{1,2}[.)]\s+([A-Z][^.:;]{2,60})\.?$/.exec(next.text.trim())?.[1];
    if (title) titles.push(title);
    // A lettered sub-item stays in the list; any other text ends it (a bulleted list is not read here).
    else if (!/^\(?[a-z][.)]\s/.test(next.text) && (titles.length > 0 || next.text.split(/\s+/).length >= 4))
      break;
  }
  return titles;
}

/** The causes the grant names, and whether every one of them was understood. */
function namedCauses(model: PolicyModel, cover: Cover): NamedCauses {
  const grant = clauseParts(cover.clause.text).find((p) => p.role === 'grant');
  const cut = grant ? CAUSES.exec(grant.text) : null;
  if (!grant || !cut?.[1]) return { named: new Set(), complete: false, granted: new Set() };
  const granted = new Set(eventsIn(grant.text.slice(0, cut.index)));
  if (FOLLOWING.test(grant.text)) {
    const titles = listedPerils(model, cover, grant.text);
    return {
      named: new Set(titles.flatMap(eventsIn)),
      words: titles.join(', '),
      complete: titles.length > 0 && titles.every((t) => eventsIn(t).length > 0),
      granted,
      pointed: titles.length === 0,
    };
  }
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
    words: list,
    complete: items.every((t) => eventsIn(t).length > 0),
    granted,
  };
}

const nameList = (ids: Iterable<string>) => [...ids].map((id) => id.slice(1).replace(/_/g, ' ')).join(', ');

export function namedPerils(model: PolicyModel, reading: ClaimReading, cover: Cover | null): Finding[] {
  if (!cover) return [];
  const { named, complete, granted, pointed, words } = namedCauses(model, cover);
  if (pointed)
    return [
      askOrSettle(
        { rule: 'named-causes', label: 'Caused by one of the listed perils', clause: cover.clause },
        'Was it caused by one of the perils your policy lists?',
        reading.facts.answers,
        'The cover is only for the perils the policy lists, and this was not one of them.',
      ),
    ];
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
  // A list of causes not all understood may name this one in other words; "we had to come home
  // early" names the covered event but not what led to it.
  const causes = happened.filter((id) => !granted.has(id));
  // Heavy rain may be a storm as a policy defines one: that is asked, not refused.
  const near =
    causes.some((id) => named.has(NEAR[id] ?? '')) && /\b(?:storms?|weather|rain)\b/i.test(words ?? '');
  if (!complete || causes.length === 0 || near)
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
