import type { ItemType } from '#domain/insurance';
import type { PolicyTermKey } from '#domain/schemas/coverage-job';
import { POLICY_WIDE, TERRITORY_WORDS } from '#functions/analysis/decide/rules/territory';
import { firstNumber, NOTICE, waitingOf } from '#functions/analysis/decide/rules/timing';
import { readAmounts } from '#functions/analysis/understand/amounts';
import { type Clause, citeClause } from '#functions/analysis/understand/clauses';
import { type Territory, territoryIn } from '#functions/analysis/understand/language/places';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { Citation } from '#functions/analysis/understand/types';

/**
 * The terms that most often decide a claim, read from a policy's clauses so that policies can be
 * set side by side: the excess, a waiting period, the deadline to report a claim, items left
 * unattended and the area of cover. Each is the wording many insurers share, never one
 * document's; a term the documents do not state is left out rather than guessed. Pure.
 */
export interface PolicyTerm {
  readonly key: PolicyTermKey;
  readonly summary: string;
  /** For the excess: each amount stated, lowest first, in the documents' currency. */
  readonly amounts?: readonly number[];
  readonly currency?: string | null;
  readonly citation: Citation;
}

/** Words that tie a clause to the item being compared, so its own excess outranks another's. */
const ITEM_WORDS: Readonly<Record<ItemType, RegExp>> = {
  smartphone: /\b(phones?|mobiles?|smartphones?|gadgets?|devices?|portable (electronic|equipment))\b/i,
  home: /\b(buildings?|contents|home|house|property)\b/i,
  health: /\b(treatment|hospital|medical|inpatient|outpatient|doctor)\b/i,
  travel: /\b(trips?|journeys?|travel|baggage|luggage|cancellation)\b/i,
};

const usable = (clause: Clause) => clause.role !== 'definition';

/** Clauses about the item first, then the rest, each group in document order. */
function byItem(clauses: readonly Clause[], itemType: ItemType): Clause[] {
  const about = (c: Clause) => ITEM_WORDS[itemType].test(`${c.title ?? ''} ${c.heading ?? ''} ${c.text}`);
  return [...clauses.filter(about), ...clauses.filter((c) => !about(c))];
}

const EXCESS_WORD = /\b(excess(es)?|deductibles?)\b/gi;
/** How far an amount may stand from the word for it: "an excess of £100", "£100 excess", "Excess: $500". */
const NEAR = 30;

/** The amounts a clause states as an excess: each close to "excess" or "deductible", in the same sentence. */
function excessAmounts(text: string) {
  const words = [...text.matchAll(EXCESS_WORD)].map((m) => ({ from: m.index, to: m.index + m[0].length }));
  const between = (a: number, b: number) => text.slice(Math.min(a, b), Math.max(a, b));
  return readAmounts(text).filter((amount) =>
    words.some((word) => {
      const gap =
        amount.index >= word.to
          ? between(word.to, amount.index)
          : between(amount.index + amount.text.length, word.from);
      return gap.length <= NEAR && !/[.;!?]\s/.test(gap);
    }),
  );
}

/**
 * A benefit about someone else's excess: a rental or hire car's excess paid back, an "excess waiver".
 * Its figure is what the benefit pays, never this policy's excess (as the claim's limit reads it).
 */
const OTHERS_EXCESS = /\b(rental|hire|hired|reimburse[a-z]*|waiver|excess protection)\b/i;

function excess(
  clauses: readonly Clause[],
  itemType: ItemType,
  documentCurrency: string | null,
): PolicyTerm | null {
  const stating = byItem(clauses, itemType)
    .filter((clause) => !OTHERS_EXCESS.test(`${clause.title ?? ''} ${clause.heading ?? ''} ${clause.text}`))
    .map((clause) => ({ clause, amounts: excessAmounts(clause.text) }))
    .filter((x) => x.amounts.length > 0);
  const first = stating[0];
  if (!first) return null;
  // The clauses about the item decide; another's figure only when no clause names the item.
  const about = stating.filter((x) => ITEM_WORDS[itemType].test(x.clause.text));
  const values = [...new Set((about.length ? about : [first]).flatMap((x) => x.amounts.map((a) => a.value)))];
  const amounts = values.sort((a, b) => a - b);
  const currency = first.amounts[0]?.currency ?? documentCurrency;
  const low = amounts[0] ?? 0;
  const high = amounts[amounts.length - 1] ?? low;
  const figure = (value: number) => `${currency ?? ''} ${value.toLocaleString('en-GB')}`.trim();
  return {
    key: 'excess',
    summary: low === high ? figure(low) : `${figure(low)} to ${figure(high)}, by cover`,
    amounts,
    currency,
    citation: citeClause(first.clause),
  };
}

function unit(n: number, word: string): string {
  const singular = word.replace(/s$/i, '').toLowerCase();
  return `${n} ${n === 1 ? singular : `${singular}s`}`;
}

function waitingPeriod(clauses: readonly Clause[], itemType: ItemType): PolicyTerm | null {
  for (const clause of byItem(clauses, itemType)) {
    const found = waitingOf(clause.text);
    if (found)
      return { key: 'waiting-period', summary: unit(found.n, found.unit), citation: citeClause(clause) };
  }
  return null;
}

/** Telling the insurer outranks handing in papers ("submit receipts within 120 days"). */
const TELL = /\b(notify|notified|tell|told|let us know|report|reported|inform|contact|advise)\b/i;

/**
 * Someone other than the insurer told of something: a card issuer or bank ("report lost cards to
 * the issuer within 6 hours"), a carrier or a hotel. Their deadline is not the claim's.
 */
const OTHER_PARTY =
  /\b(cards?|card issuers?|issuers?|banks?|building society|cheques?|airlines?|carriers?|hotels?|tour operators?|transport (company|provider))\b/i;

/** The first deadline to report a claim or loss in a clause, from a sentence about telling the insurer. */
function noticeIn(clause: Clause) {
  for (const sentence of clause.text.split(/(?<=[.;!?])\s+|\n+/)) {
    if (/\bpolice\b/i.test(sentence) || OTHER_PARTY.test(sentence)) continue;
    const found = firstNumber(NOTICE, sentence);
    if (found) return { found, told: TELL.test(sentence) };
  }
  return null;
}

function notice(clauses: readonly Clause[], itemType: ItemType): PolicyTerm | null {
  // The deadline to tell the insurer; a police report's, or a card issuer's, is another matter.
  const stating = byItem(clauses, itemType)
    // A clause about cards or money held with a bank is the bank's rule, whatever sentence says it.
    .filter((c) => !OTHER_PARTY.test(`${c.title ?? ''} ${c.heading ?? ''}`))
    .map((clause) => ({ clause, read: noticeIn(clause) }))
    .flatMap((x) => (x.read ? [{ clause: x.clause, found: x.read.found, told: x.read.told }] : []));
  const best = stating.find((x) => x.told) ?? stating[0];
  if (!best) return null;
  return {
    key: 'notice',
    summary: `Within ${unit(best.found.n, best.found.unit)}`,
    citation: citeClause(best.clause),
  };
}

const UNATTENDED = /\b(unattended|left alone|out of (your|their) (sight|control))\b/i;

function unattended(clauses: readonly Clause[], itemType: ItemType): PolicyTerm | null {
  const clause = byItem(clauses, itemType).find((c) => UNATTENDED.test(c.text));
  if (!clause) return null;
  const excluded =
    clause.role === 'exclusion' || /\b(not|no)\s+(pay|cover|covered|insured)\b/i.test(clause.main);
  const summary = excluded
    ? clause.exception
      ? 'Not covered when left unattended, with exceptions'
      : 'Not covered when left unattended'
    : 'Conditions apply when left unattended';
  return { key: 'unattended', summary, citation: citeClause(clause) };
}

/** A place named in words about cover, not in a newsletter's or a service's. */
const COVER_WORDS =
  /\b((are|is|be|you're|we're) (covered|insured)|cover(age)? (is )?(provided|applies|available)|area of cover|we (will )?cover)\b/i;
const ASSISTANCE = /\b(assist(ance)?|helpline|help ?line)\b/i;

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/** The countries PolicyLens serves come first in a long list, the rest by name. */
const HOME_COUNTRIES = ['GB', 'US', 'AU'];

function countries(codes: readonly string[]): string {
  const rank = (code: string) =>
    HOME_COUNTRIES.includes(code) ? HOME_COUNTRIES.indexOf(code) : HOME_COUNTRIES.length;
  const names = [...codes]
    .map((code) => ({ code, name: regionNames.of(code) ?? code }))
    .sort((a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name))
    .map((country) => country.name);
  if (names.length > 3) return `${names.slice(0, 2).join(', ')} and ${names.length - 2} other countries`;
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
    : (names[0] ?? '');
}

function describeArea(area: Territory): string {
  const base = area.includes === 'world' ? 'Worldwide' : countries(area.includes);
  return area.excludes.length ? `${base}, excluding ${countries(area.excludes)}` : base;
}

function territory(clauses: readonly Clause[]): PolicyTerm | null {
  // The policy-wide statement ("Where am I covered?") outranks a clause about one thing.
  const stating = clauses
    // A helpline or assistance service that answers worldwide does not set where the cover applies.
    .filter((c) => !/\b(beyond|outside)\b/i.test(c.text) && !ASSISTANCE.test(c.text))
    .filter(
      (c) => POLICY_WIDE.test(c.heading ?? '') || (TERRITORY_WORDS.test(c.text) && COVER_WORDS.test(c.text)),
    )
    .map((clause) => ({
      clause,
      area: territoryIn(clause.text),
      wide: POLICY_WIDE.test(clause.heading ?? ''),
    }))
    .filter((x): x is { clause: Clause; area: Territory; wide: boolean } => x.area !== null);
  const best = stating.find((x) => x.wide) ?? stating[0];
  return best
    ? { key: 'territory', summary: describeArea(best.area), citation: citeClause(best.clause) }
    : null;
}

/** The terms a policy states for an item, in the order they are shown. */
export function readPolicyTerms(model: PolicyModel, itemType: ItemType): PolicyTerm[] {
  const clauses = model.clauses.filter(usable);
  return [
    excess(clauses, itemType, model.currency),
    waitingPeriod(clauses, itemType),
    notice(clauses, itemType),
    unattended(clauses, itemType),
    territory(clauses),
  ].filter((term): term is PolicyTerm => term !== null);
}
