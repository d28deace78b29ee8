import type { Clause } from '#functions/analysis/understand/clauses';
import { claimPlace } from '#functions/analysis/understand/language/claim-place';
import {
  type PlaceRestriction,
  placeExtension,
  placeRestriction,
} from '#functions/analysis/understand/place-of-cover';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import type { Cover } from './cover';

/**
 * Cover that applies only at the insured home ("Contents items are only covered inside the Home",
 * "laptops … all situated within the Home"): a claim for something lost or damaged away from the
 * home fails, unless the cover that extends it away is held; where the claim does not say where it
 * happened, the question is asked.
 */
const SUBJECT = /\b(contents|items|belongings|possessions|property|goods|articles|valuables)\b/i;
/** A cover that itself reaches beyond the home ("Personal belongings away from home", "anywhere in the world"). */
const REACHES_AWAY =
  /\baway from (the |your )?home\b|\banywhere in the world\b|\boutside (the |your )?home\b/i;

interface Restricted {
  readonly clause: Clause;
  readonly restriction: PlaceRestriction;
}

/** The covering clause's own restriction, else a policy-wide one about the things a home policy insures. */
function restrictionFor(model: PolicyModel, reading: ClaimReading, cover: Cover | null): Restricted | null {
  if (cover) {
    const own = placeRestriction(cover.clause.text);
    if (own) return { clause: cover.clause, restriction: own };
    const section = `${cover.clause.title ?? ''} ${cover.clause.heading ?? ''} ${cover.clause.text}`;
    if (REACHES_AWAY.test(section)) return null;
  }
  if (!reading.yes.has('@possessions')) return null;
  for (const [i, clause] of model.clauses.entries()) {
    if (clause.role === 'definition') continue;
    // The way out may be the next sentence ("We offer separate optional cover … under 'Portable Contents'").
    const next = model.clauses.slice(i + 1, i + 4).find((c) => c.text !== clause.text);
    const after = next && next.file === clause.file && next.page === clause.page ? next.text : '';
    const restriction = placeRestriction(clause.text);
    const subject = restriction ? restriction.quote.split(/\b(?:are|is) only\b/i)[0] : '';
    if (restriction && /\bonly\b/i.test(restriction.quote) && SUBJECT.test(subject ?? ''))
      return {
        clause,
        restriction: { ...restriction, extension: restriction.extension ?? placeExtension(after) },
      };
  }
  return null;
}

function awayFinding(reading: ClaimReading, found: Restricted): Finding {
  const base = { rule: 'place-of-cover', label: 'Where the cover applies', clause: found.clause };
  const extension = found.restriction.extension;
  const refused = `The policy covers this only at your home ("${found.restriction.quote}"), and it happened away from it.`;
  if (!extension) return { ...base, outcome: 'fail', reason: refused };
  const name = extension.name ? `"${extension.name}"` : 'for things away from the home';
  if (reading.noOptions)
    return {
      ...base,
      outcome: 'fail',
      reason: `${refused} Cover away from the home needs the optional cover ${name}, and the claim says you do not have it.`,
    };
  return askOrSettle(
    base,
    `Do you have the optional cover ${name}, which covers things away from your home?`,
    reading.facts.answers,
    refused,
  );
}

export function placeOfCover(model: PolicyModel, reading: ClaimReading, cover: Cover | null): Finding[] {
  const found = restrictionFor(model, reading, cover);
  if (!found) return [];
  const place = claimPlace(reading.facts.location ?? '', reading.facts.description);
  const base = { rule: 'place-of-cover', label: 'Where the cover applies', clause: found.clause };
  if (place === 'home')
    return [{ ...base, outcome: 'pass', reason: 'It happened at your home, where the cover applies.' }];
  if (place === 'away') return [awayFinding(reading, found)];
  return [
    askOrSettle(
      base,
      `Did it happen at your home? The policy covers this only there ("${found.restriction.quote}").`,
      reading.facts.answers,
      'The policy covers this only at your home, and it happened away from it.',
    ),
  ];
}
