import { readAmounts } from '../understand/amounts';
import { type Clause, citeClause } from '../understand/clauses';
import { type PolicyModel, policyModel } from '../understand/policy-model';
import { squash } from '../understand/text';
import type {
  Citation,
  ClaimAssessment,
  ClaimFacts,
  MoneyFigure,
  PolicyDocument,
  Verdict,
} from '../understand/types';
import { type ClaimReading, readClaim } from './claim-reading';
import { analyseCoverage } from './coverage/local-coverage';
import type { Finding } from './finding';
import { nextSteps } from './next-steps';
import { isShort } from './reach';
import { listedCauses } from './rules/causes';
import { type Cover, findCover, impliedCover, optionalCover } from './rules/cover';
import { coverParts } from './rules/cover-parts';
import { daysInTotal } from './rules/days-in-total';
import { definedTermExclusions } from './rules/defined-terms';
import { exclusions } from './rules/exclusions';
import { liabilityClaim } from './rules/liability';
import { countAsked, countCap, excessAboveLoss, findExcess } from './rules/limits';
import { asUnoccupied, occupiedWithin } from './rules/lived-in';
import { definedMembers } from './rules/members';
import { networkTier } from './rules/network';
import { namedPerils } from './rules/perils';
import { placeOfCover } from './rules/place';
import { preExisting } from './rules/pre-existing';
import { CONTEXT, THINGS } from './rules/scope';
import { territory } from './rules/territory';
import { thresholds } from './rules/thresholds';
import { timeAfterEvent } from './rules/time-after-event';
import {
  hoursThreshold,
  longestAbsence,
  noticeDeadline,
  policeRequired,
  policyPeriod,
  waitingPeriod,
} from './rules/timing';
import { coverQuestions, judgedFindings, MAX_QUESTIONS } from './verdict-policy';

/**
 * A claim decided conditions and exclusions first: every rule that can apply is tested against
 * the facts; a failed one makes the claim likely not covered, one that cannot be settled makes it
 * unclear (with the question that would settle it), and only then can a covering clause make it
 * likely covered.
 */
function conditions(model: PolicyModel, reading: ClaimReading): Finding[] {
  return [
    ...policyPeriod(reading),
    ...noticeDeadline(model, reading),
    ...policeRequired(model, reading),
    ...waitingPeriod(model, reading),
    ...preExisting(model, reading),
    ...hoursThreshold(model, reading),
    ...timeAfterEvent(model, reading),
    ...countCap(model, reading),
    ...territory(model, reading),
    ...exclusions(model, reading),
    ...definedTermExclusions(model, reading),
  ];
}

/** The closest covering clause decides; when it is an option or a plan's, whether the user holds it is tested. */
function chooseCover(
  model: PolicyModel,
  reading: ClaimReading,
  found: ReturnType<typeof findCover>,
  tested: readonly Finding[],
) {
  if (found.standard && found.standard.score >= (found.optional?.score ?? 0))
    return { cover: found.standard, finding: null };
  if (found.optional) return { cover: found.optional, finding: optionalCover(reading, found.optional) };
  return { cover: impliedCover(model, reading) ?? testedTerm(model, tested), finding: null };
}

/**
 * A short document of terms alone ("Claims need to be made within 30 days of the incident", "You
 * can make a maximum of 3 claims"): the term a rule tested against this claim and found met is what
 * the document says of it.
 */
function testedTerm(model: PolicyModel, tested: readonly Finding[]): Cover | null {
  if (!isShort(model)) return null;
  const met = tested.find((f) => f.outcome === 'pass' && !FORMAL.has(f.rule) && !f.unreached && f.clause);
  return met?.clause ? { clause: met.clause, score: 0, implied: true } : null;
}

/** The clause a citation quotes, so a finding on its figure cites where the figure stands. */
function clauseOf(model: PolicyModel, citation: Citation | null): Clause | null {
  if (!citation) return null;
  const quote = squash(citation.quote);
  return (
    model.clauses.find(
      (c) => c.file === citation.file && c.page === citation.page && squash(c.text).includes(quote),
    ) ?? null
  );
}

/** Rules whose pass says nothing about what the document covers. */
const FORMAL = new Set(['policy-period']);

function verdictOf(
  findings: readonly Finding[],
  cover: Cover | null,
): { verdict: Verdict; reasons: string[] } {
  const fails = findings.filter((f) => f.outcome === 'fail');
  if (fails.length) return { verdict: 'likely_not_covered', reasons: fails.map((f) => f.reason) };
  const open = findings.filter((f) => f.outcome === 'unknown');
  if (open.length)
    return {
      verdict: 'unclear',
      reasons: open.map((f) => f.question?.question ?? f.reason).slice(0, MAX_QUESTIONS),
    };
  const evidence = findings.some((f) => f.outcome === 'pass' && !FORMAL.has(f.rule) && !f.unreached);
  if (cover?.implied && !evidence)
    return {
      verdict: 'unclear',
      reasons: [
        `These words are about what happened, but nothing in them says whether it is covered: "${citeClause(cover.clause).quote}"`,
      ],
    };
  if (cover)
    return {
      verdict: 'likely_covered',
      reasons: [
        cover.implied
          ? `These words are about what happened, and every term in them that was tested is met: "${citeClause(cover.clause).quote}"`
          : `The policy covers this: "${citeClause(cover.clause).quote}"`,
        ...findings.filter((f) => f.outcome === 'pass').map((f) => f.reason),
      ],
    };
  return {
    verdict: 'unclear',
    reasons: ['We could not find the clause in these documents that covers what happened.'],
  };
}

/** Which sub-cover's limit applies to a claim about these concepts, per item kind. */
const SUB_COVER_FOR: readonly [string, Record<string, string>][] = [
  ['@delay', { travel: 'travel_delay' }],
  ['@cancellation', { travel: 'trip_cancellation' }],
  ['@phone', { travel: 'mobile_phone' }],
  ['@theft', { travel: 'lost_baggage', home: 'theft_burglary' }],
  ['@loss', { travel: 'lost_baggage' }],
  ['@baggage', { travel: 'lost_baggage' }],
  ['@water', { home: 'water_escape' }],
  ['@storm', { home: 'wind_hail_rain' }],
  ['@flood', { home: 'weather_flooding' }],
  ['@accidental_damage', { home: 'accidental_damage' }],
  ['@hospital', { travel: 'medical_expenses', health: 'hospitalization' }],
  ['@illness', { travel: 'medical_expenses', health: 'hospitalization' }],
  ['@injury', { travel: 'medical_expenses', health: 'hospitalization' }],
  ['@outpatient', { health: 'outpatient' }],
];

/**
 * The limit for this claim: a figure in the covering clause itself, else the sub-cover for what
 * happened. Never the policy's headline figure for another benefit (a travel policy's medical limit
 * is not the limit for a stolen suitcase).
 */
function limitOf(
  documents: readonly PolicyDocument[],
  model: PolicyModel,
  reading: ClaimReading,
  cover: Cover | null,
): MoneyFigure | null {
  if (cover) {
    const text = cover.clause.text;
    const amounts = readAmounts(text).filter(
      (a) => !/excess|deductible/i.test(text.slice(Math.max(0, a.index - 30), a.index)),
    );
    const first = amounts[0];
    if (first)
      return {
        amount: first.value,
        currency: first.currency ?? model.currency,
        citation: citeClause(cover.clause),
      };
  }
  const itemType = reading.facts.itemType;
  const key = SUB_COVER_FOR.find(([id, keys]) => reading.yes.has(id) && keys[itemType])?.[1][itemType];
  if (!key) return null;
  const sub = analyseCoverage(documents, itemType).subCoverages[key];
  // A cover given only with an add-on, or not at all, sets no limit for this claim.
  if (sub?.status && sub.status !== 'covered') return null;
  return sub?.amount != null ? { amount: sub.amount, currency: sub.currency, citation: sub.citation } : null;
}

const ITEM_LIMIT =
  /\b(?:single|per|any one|each) (?:article|item)(?: limit)?\D{0,12}?([£$€₹]\s?[\d,]+)|([£$€₹]\s?[\d,]+) (?:for|per|in respect of) (?:any one|each|one|a single) (?:article|item)/i;

/** "Single article limit £250": a claim for one thing is paid no more than that. */
function singleItemLimit(limit: MoneyFigure | null, reading: ClaimReading): number | null {
  const quote = limit?.citation?.quote ?? '';
  const m = ITEM_LIMIT.exec(quote);
  const things = [...reading.yes].filter(
    (id) => THINGS.has(id) && id !== '@baggage' && id !== '@electronics',
  );
  if (!m || things.length !== 1) return null;
  return readAmounts(m[1] ?? m[2] ?? '')[0]?.value ?? null;
}

/**
 * A grant that ends in a list ("caused by any of the following things:") covers by the item the
 * claim is about: that item, the list entry naming most of what the claim states, is cited with it.
 */
function listedItem(model: PolicyModel, reading: ClaimReading, cover: Cover | null): Clause | null {
  if (!cover || !/:\s*$/.test(cover.clause.text)) return null;
  const start = model.clauses.indexOf(cover.clause);
  if (start < 0) return null;
  let best: { clause: Clause; shared: number } | null = null;
  for (const clause of model.clauses.slice(start + 1, start + 30)) {
    if (clause.file !== cover.clause.file || clause.role !== cover.clause.role) break;
    const shared = [...clause.yes].filter(
      (id) => id.startsWith('@') && !CONTEXT.has(id) && reading.yes.has(id) && !reading.no.has(id),
    ).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { clause, shared };
  }
  return best?.clause ?? null;
}

function decisiveFirst(
  findings: readonly Finding[],
  cover: Cover | null,
  verdict: Verdict,
  item: Clause | null,
): Citation[] {
  const order = verdict === 'likely_covered' ? ['pass'] : verdict === 'unclear' ? ['unknown'] : ['fail'];
  const decisive = findings
    .filter((f) => order.includes(f.outcome) && f.clause)
    .map((f) => citeClause(f.clause as NonNullable<Finding['clause']>));
  const rest = findings
    .filter((f) => !order.includes(f.outcome) && f.clause)
    .map((f) => citeClause(f.clause as NonNullable<Finding['clause']>));
  const coverCitation = cover ? [citeClause(cover.clause), ...(item ? [citeClause(item)] : [])] : [];
  const all =
    verdict === 'likely_covered'
      ? [...coverCitation, ...decisive, ...rest]
      : [...decisive, ...coverCitation, ...rest];
  return all.filter((c, i) => all.findIndex((d) => d.quote === c.quote && d.page === c.page) === i);
}

export function assessClaimByRules(documents: readonly PolicyDocument[], facts: ClaimFacts): ClaimAssessment {
  const model = policyModel(documents);
  const told = asUnoccupied(model, readClaim(facts));
  const reading = occupiedWithin(model, told);
  // How long the home stood empty, against the policy's limit, whatever the other rules read of it.
  const terms = [...conditions(model, reading), ...longestAbsence(model, told)];
  const { cover, finding } = chooseCover(model, reading, findCover(model, reading), terms);
  const excess = findExcess(model, reading, cover?.clause ?? null);
  const tested = [
    ...terms,
    ...(finding ? [finding] : []),
    ...placeOfCover(model, reading, cover),
    ...liabilityClaim(reading, cover),
    ...thresholds(model, reading, cover),
    ...daysInTotal(model, reading, cover),
    ...namedPerils(model, reading, cover),
    ...definedMembers(model, reading, cover),
    ...listedCauses(model, reading, cover),
    ...excessAboveLoss(reading, excess, clauseOf(model, excess?.citation ?? null)),
  ];
  const found = judgedFindings(
    [
      ...tested,
      ...countAsked(reading, cover?.clause ?? null, tested),
      ...networkTier(reading, cover?.clause ?? null),
      ...coverParts(model, reading, cover, tested),
    ],
    reading,
  );
  const settled = found.every((f) => f.outcome === 'pass');
  const findings = cover && settled ? [...found, ...coverQuestions(model, reading, cover, found)] : found;
  const { verdict, reasons } = verdictOf(findings, cover);
  const limit = limitOf(documents, model, reading, cover);
  const itemCap = singleItemLimit(limit, reading);
  const capped = itemCap && limit ? { ...limit, amount: Math.min(limit.amount, itemCap) } : limit;
  const estimatedPayout =
    capped && verdict === 'likely_covered'
      ? Math.max(0, Math.min(facts.estimatedValue, capped.amount) - (excess?.amount ?? 0))
      : null;
  return {
    verdict,
    reasons,
    citations: decisiveFirst(findings, cover, verdict, listedItem(model, reading, cover)),
    exclusions: findings
      .filter((f) => f.title && f.clause && f.outcome !== 'pass')
      .map((f) => ({
        title: f.title as string,
        citation: citeClause(f.clause as NonNullable<Finding['clause']>),
      })),
    excess,
    limit,
    estimatedPayout,
    currency: limit?.currency ?? excess?.currency ?? model.currency,
    checks: findings.map((f) => ({
      id: f.rule,
      label: f.label,
      outcome: f.outcome,
      detail: f.reason,
      ...(f.clause ? { citation: citeClause(f.clause) } : {}),
    })),
    nextSteps: nextSteps(reading, verdict, model.country),
    questions: findings
      .flatMap((f) => (f.outcome === 'unknown' && f.question ? [f.question] : []))
      .filter((q, i, all) => all.findIndex((other) => other.id === q.id) === i)
      .slice(0, MAX_QUESTIONS),
    tokensUsed: 0,
  };
}
