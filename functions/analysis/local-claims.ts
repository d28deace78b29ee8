import { documentCurrency, readAmounts } from './amounts';
import { analyseCoverage } from './local-coverage';
import { clausesOf, looksLikeInstructions, type Piece, rowsOf } from './text';
import type {
  Citation,
  ClaimAssessment,
  ClaimCheck,
  ClaimFacts,
  MoneyFigure,
  PolicyDocument,
  Verdict,
} from './types';
import { COVERED, EXCESS_WORDS, NOT_COVERED, termPattern } from './vocabulary';

/**
 * The local claim assessor. It classifies what happened from the description, finds the clause
 * that covers it, then tests the exclusions and conditions whose facts it can check (dates,
 * deadlines, waiting periods, thresholds, unattended items, unoccupied homes). A rule that clearly
 * fails makes the claim likely not covered; a rule it cannot settle makes it unclear.
 */
interface Peril {
  readonly id: string;
  readonly label: string;
  /** Words in the claim's description that point to this peril. */
  readonly signals: RegExp;
  /** Words a policy uses for it. */
  readonly terms: readonly string[];
  /** Sub-cover key (spec section 3) whose limit applies, per item kind. */
  readonly subCover?: Readonly<Record<string, string>>;
  readonly evidence: readonly string[];
}

const PERILS: readonly Peril[] = [
  {
    id: 'theft',
    label: 'theft',
    signals:
      /\b(stolen|stole|theft|thief|thieves|burglar|burglary|broke in|break-in|pickpocket|robbed|mugged)\b/i,
    terms: ['theft', 'stolen', 'burglary', 'attempted theft'],
    subCover: { home: 'theft_burglary', travel: 'lost_baggage' },
    evidence: [
      'the police crime reference number',
      'proof of ownership and value (receipt, bank statement or photo)',
    ],
  },
  {
    id: 'loss',
    label: 'loss',
    signals:
      /\b(lost|lose|misplaced|left behind|can't find|cannot find|went missing|slipped off|fell off|(could|can) ?not be found|couldn't be found)\b/i,
    terms: ['lost', 'loss', 'misplaced'],
    subCover: { travel: 'lost_baggage' },
    evidence: ['a loss report (to the police, airline or venue)', 'proof of ownership and value'],
  },
  {
    id: 'water',
    label: 'escape of water',
    signals: /\b(leak|leaked|leaking|burst pipe|pipe burst|escape of water|water damage|shower|overflow)\b/i,
    terms: ['escape of water', 'escape of liquid', 'leaks', 'leaking', 'burst pipe', 'water'],
    subCover: { home: 'water_escape' },
    evidence: ['photos of the damage and of the source of the leak', "a plumber's report and repair quotes"],
  },
  {
    id: 'storm',
    label: 'storm',
    signals: /\b(storm|hail|hailstones|gale|high winds?|cyclone|tornado|lightning)\b/i,
    terms: ['storm', 'hail', 'wind', 'rainwater'],
    subCover: { home: 'wind_hail_rain' },
    evidence: ['photos of the damage', 'repair quotes', 'weather reports for the date'],
  },
  {
    id: 'flood',
    label: 'flood',
    signals: /\b(flood|flooded|flooding)\b/i,
    terms: ['flood', 'flooding'],
    subCover: { home: 'weather_flooding' },
    evidence: ['photos of the damage', 'repair quotes'],
  },
  {
    id: 'fire',
    label: 'fire',
    signals: /\b(fire|smoke|burnt|burned)\b/i,
    terms: ['fire', 'smoke'],
    evidence: ['the fire service report', 'photos of the damage'],
  },
  {
    id: 'delay',
    label: 'travel delay',
    signals: /\b(delay|delayed|late departure|rescheduled)\b/i,
    terms: ['travel delay', 'delay', 'delayed'],
    subCover: { travel: 'travel_delay' },
    evidence: ["the carrier's written confirmation of the delay and its reason"],
  },
  {
    id: 'cancellation',
    label: 'cancellation',
    signals: /\b(cancel|cancelled|canceled|cancellation|cut short|curtail)\b/i,
    terms: ['cancellation', 'cancel', 'trip cancellation', 'curtailment'],
    subCover: { travel: 'trip_cancellation' },
    evidence: ['booking invoices and what cannot be refunded', 'proof of the reason for cancelling'],
  },
  {
    id: 'medical',
    label: 'medical treatment',
    signals:
      /\b(hospital|hospitalised|hospitalized|appendicitis|surgery|operation|doctor|consultation|treatment|ill|illness|injur\w*|sick|fever|fracture|diagnos\w*|out-?patient|opd)\b/i,
    terms: [
      'hospitalisation',
      'hospitalization',
      'medical',
      'treatment',
      'in-patient',
      'out-patient',
      'hospital',
    ],
    subCover: { travel: 'medical_expenses', health: 'hospitalization' },
    evidence: ['medical reports and itemised bills', 'prescriptions and receipts'],
  },
  {
    id: 'accidental_damage',
    label: 'accidental damage',
    signals: /\b(dropped|cracked|smashed|spilled|spilt|knocked|accidentally|broke|broken|damaged)\b/i,
    terms: ['accidental damage', 'accidentally damaged', 'damage'],
    subCover: { home: 'accidental_damage' },
    evidence: ['photos of the damage', 'a repair quote or a report that it cannot be repaired'],
  },
  {
    id: 'keys',
    label: 'lost or stolen keys',
    signals: /\b(keys?|key fob|fob|locks?)\b/i,
    terms: ['key', 'keys', 'lock', 'locks', 'locksmith'],
    evidence: ['receipts for replacement keys or locks'],
  },
  {
    id: 'glass',
    label: 'glass damage',
    signals: /\b(windscreen|windshield|window glass|chip|chipped)\b/i,
    terms: ['windscreen', 'glass', 'windows'],
    evidence: ['photos of the damage', 'the repairer invoice'],
  },
];

const STOPWORDS = new Set(
  'the a an and or of to in on at for from with by my our your his her their it its was were is are be been have has had this that these those there then than when while after before during into onto over under about just only also very not no yes i we you he she they me us them so but if because which who what how where all any some each every more most other such own same can could would should will shall may might must do does did done got get'.split(
    ' ',
  ),
);

const NEGATOR =
  /\b(not|no|never|without|isn't|aren't|wasn't|weren't|didn't|don't|doesn't|hasn't|haven't)\s+(\w+\s+){0,2}$/i;

/** True when the description says this, and does not say it is not so ("we are not renovating"). */
export function mentions(description: string, pattern: RegExp): boolean {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (const m of description.matchAll(global)) {
    const before = description.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0);
    if (!NEGATOR.test(before)) return true;
  }
  return false;
}

function stem(word: string): string {
  return word.toLowerCase().replace(/(ings|ing|ies|es|ed|s)$/, '');
}

function significantStems(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? [])
      .filter((w) => !STOPWORDS.has(w))
      .map(stem)
      .filter((w) => w.length >= 4),
  );
}

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};

/** "six (6)", "45", "thirty" as a number. */
function numberIn(text: string): number | null {
  const digits = /\d+/.exec(text);
  if (digits) return Number(digits[0]);
  const word = text.toLowerCase().match(/[a-z]+/)?.[0];
  return word ? (WORD_NUMBERS[word] ?? null) : null;
}

const N = String.raw`(\d+|[a-z]+\s*\(\d+\)|[a-z]+)`;

function cite(piece: Piece): Citation {
  const quote = piece.text.length > 240 ? piece.text.slice(0, 240) : piece.text;
  return { file: piece.file, page: piece.page, quote };
}

function daysBetween(from: string, to: string): number | null {
  const a = Date.parse(from);
  const b = Date.parse(to);
  if (Number.isNaN(a) || Number.isNaN(b)) return null;
  return (b - a) / 86_400_000;
}

interface Finding {
  readonly severity: 'fail' | 'doubt';
  readonly reason: string;
  readonly citation?: Citation;
  readonly title?: string;
}

function classify(description: string, itemType: string): Peril[] {
  const hits = PERILS.filter((p) => p.signals.test(description));
  // The item itself names a peril when the description does not.
  if (hits.length === 0 && itemType === 'keys') return PERILS.filter((p) => p.id === 'keys');
  return hits;
}

function findCover(clauses: readonly Piece[], perils: readonly Peril[], descriptionStems: Set<string>) {
  const pattern = termPattern(perils.flatMap((p) => p.terms));
  let best: { piece: Piece; score: number } | null = null;
  for (const piece of clauses) {
    if (!pattern.test(piece.text) || looksLikeInstructions(piece.text)) continue;
    if (NOT_COVERED.test(piece.text) || !COVERED.test(piece.text)) continue;
    const overlap = [...significantStems(piece.text)].filter((s) => descriptionStems.has(s)).length;
    const termAt = piece.text.search(pattern);
    const score =
      2 +
      overlap +
      (/we will pay|we will cover|we cover/i.test(piece.text) ? 2 : 0) +
      (readAmounts(piece.text).length ? 1 : 0) +
      (termAt >= 0 && termAt < 60 ? 2 : 0) -
      (dependsOnOption(piece, '') ? 3 : 0);
    if (!best || score > best.score) best = { piece, score };
  }
  return best?.piece ?? null;
}

function isExclusion(piece: Piece): boolean {
  return (
    NOT_COVERED.test(piece.text) || /exclu|not covered|what is not|we will not/i.test(piece.heading ?? '')
  );
}

/** Exclusions and conditions whose facts the claim lets us test. */
function testRules(
  clauses: readonly Piece[],
  facts: ClaimFacts,
  perils: readonly Peril[],
): { findings: Finding[]; checks: ClaimCheck[] } {
  const findings: Finding[] = [];
  const checks: ClaimCheck[] = [];
  const d = facts.description;
  const usable = clauses.filter((c) => !looksLikeInstructions(c.text));
  const find = (pattern: RegExp, filter: (p: Piece) => boolean = () => true) =>
    usable.find((c) => pattern.test(c.text) && filter(c));
  const perilIds = new Set(perils.map((p) => p.id));

  // Policy period.
  const start = facts.policyStartDate ? Date.parse(facts.policyStartDate) : Number.NaN;
  const end = facts.policyEndDate ? Date.parse(`${facts.policyEndDate}T23:59:59Z`) : Number.NaN;
  const incident = Date.parse(facts.incidentDateTime);
  if (!Number.isNaN(start) && incident < start) {
    findings.push({ severity: 'fail', reason: 'The incident happened before the policy started.' });
    checks.push({
      id: 'policy-period',
      label: 'Incident within the policy period',
      outcome: 'fail',
      detail: 'The incident is before the policy start date.',
    });
  } else if (!Number.isNaN(end) && incident > end) {
    findings.push({ severity: 'fail', reason: 'The incident happened after the policy ended.' });
    checks.push({
      id: 'policy-period',
      label: 'Incident within the policy period',
      outcome: 'fail',
      detail: 'The incident is after the policy end date.',
    });
  } else {
    checks.push({
      id: 'policy-period',
      label: 'Incident within the policy period',
      outcome: Number.isNaN(start) ? 'unknown' : 'pass',
      detail: Number.isNaN(start)
        ? 'No policy start date was given.'
        : 'The incident falls within the policy period.',
    });
  }

  // Notice period: how soon the insurer must be told.
  const notice = find(
    new RegExp(
      `(notify|tell|report|inform|contact|claims? (must|should) be (made|notified|reported))[^.]{0,120}?within ${N} days`,
      'i',
    ),
  );
  const noticeDays = notice
    ? numberIn(new RegExp(`within ${N} days`, 'i').exec(notice.text)?.[1] ?? '')
    : null;
  const elapsed = daysBetween(facts.incidentDateTime, facts.reportDateTime);
  if (notice && noticeDays !== null && elapsed !== null) {
    const late = elapsed > noticeDays;
    checks.push({
      id: 'notice-period',
      label: `Reported within ${noticeDays} days`,
      outcome: late ? 'fail' : 'pass',
      detail: `Reported ${Math.floor(elapsed)} days after the incident; the policy asks for ${noticeDays}.`,
      citation: cite(notice),
    });
    if (late)
      findings.push({
        severity: 'fail',
        reason: `The claim was reported ${Math.floor(elapsed)} days after the incident, later than the ${noticeDays} days the policy allows.`,
        citation: cite(notice),
      });
  } else {
    checks.push({
      id: 'notice-period',
      label: 'Reported in time',
      outcome: 'unknown',
      detail: 'The documents give no notice period we could read.',
    });
  }

  // Waiting period at the start of a health policy (accidents usually excepted).
  const waiting = find(
    new RegExp(String.raw`${N}\s*days?'?\s*waiting period|waiting period of ${N} days`, 'i'),
  );
  if (waiting && (facts.itemType === 'health' || perilIds.has('medical')) && facts.policyStartDate) {
    const m = new RegExp(String.raw`${N}\s*days?'?\s*waiting period|waiting period of ${N} days`, 'i').exec(
      waiting.text,
    );
    const days = numberIn(m?.[1] ?? m?.[2] ?? '');
    const sinceStart = daysBetween(facts.policyStartDate, facts.incidentDateTime);
    const accident =
      /\baccident/i.test(d) &&
      /except (for )?accident|other than accident|accidents? (are|is) not subject/i.test(waiting.text);
    if (days !== null && sinceStart !== null && !accident) {
      const within = sinceStart < days;
      checks.push({
        id: 'waiting-period',
        label: `Outside the ${days}-day waiting period`,
        outcome: within ? 'fail' : 'pass',
        detail: `The incident is ${Math.floor(sinceStart)} days after the policy started.`,
        citation: cite(waiting),
      });
      if (within)
        findings.push({
          severity: 'fail',
          reason: `The claim falls within the ${days}-day waiting period after the policy started.`,
          citation: cite(waiting),
        });
    }
  }

  // A minimum delay before delay cover starts.
  if (perilIds.has('delay')) {
    const threshold = find(
      new RegExp(
        String.raw`(at least|minimum of|more than|exceeding|in excess of)\s+${N}\s*(consecutive\s+)?hours`,
        'i',
      ),
      (c) => /delay/i.test(c.text),
    );
    const stated = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\b/i.exec(d);
    if (threshold && stated) {
      const needed = numberIn(
        new RegExp(String.raw`(at least|minimum of|more than|exceeding|in excess of)\s+${N}`, 'i').exec(
          threshold.text,
        )?.[2] ?? '',
      );
      const hours = Number(stated[1]);
      if (needed !== null) {
        const short = hours < needed;
        checks.push({
          id: 'delay-threshold',
          label: `Delay of at least ${needed} hours`,
          outcome: short ? 'fail' : 'pass',
          detail: `The description gives a delay of ${hours} hours.`,
          citation: cite(threshold),
        });
        if (short)
          findings.push({
            severity: 'fail',
            reason: `The delay of ${hours} hours is shorter than the ${needed} hours the policy requires.`,
            citation: cite(threshold),
          });
      }
    }
  }

  // Police report for theft and loss.
  if (perilIds.has('theft') || perilIds.has('loss')) {
    const police = find(/police[^.]{0,80}within\s+\d+\s*hours|within\s+\d+\s*hours[^.]{0,80}police/i);
    if (police) {
      const refused =
        /(didn't|did not|never|haven't|have not|hasn't|wasn't|not yet)\s+(been\s+)?(report|tell|told|contact|go to)[^.]{0,30}police|no police report/i.test(
          d,
        );
      const reported =
        /(reported|report) (it |this |the \w+ )?to (the )?police|police report|crime reference|police (were|was) (called|told)/i.test(
          d,
        );
      checks.push({
        id: 'police-report',
        label: 'Reported to the police in time',
        outcome: refused ? 'fail' : reported ? 'pass' : 'unknown',
        detail: refused
          ? 'The description says the police were not told.'
          : reported
            ? 'The description says the police were told.'
            : 'The description does not say when the police were told.',
        citation: cite(police),
      });
      if (refused)
        findings.push({
          severity: 'fail',
          reason:
            'The policy needs a police report within a set time, and the description says none was made.',
          citation: cite(police),
        });
    }
  }

  // Items left unattended, or keys left in the car.
  if (
    mentions(
      d,
      /\bunattended\b|left (it|them|my \w+|the \w+|our \w+)( \w+)? (on|in|at|outside|by|under)\b|walked away|went to (the )?(toilet|bar|loo|counter)|left .{0,30}unlocked/i,
    )
  ) {
    const clause =
      find(/unattended|left in or on your (car|vehicle)|left .{0,20}(unlocked|unattended)/i, isExclusion) ??
      find(/unattended/i);
    if (clause)
      findings.push({
        severity: 'fail',
        reason: 'The item was left unattended, which the policy excludes.',
        citation: cite(clause),
        title: 'Unattended property',
      });
  }
  if (mentions(d, /\bkeys? (were |was )?(left )?in (the )?(ignition|car)|left (the )?keys? in\b/i)) {
    const clause = find(/keys?[^.]{0,60}(left in or on|in the ignition)|left in or on your car/i);
    if (clause)
      findings.push({
        severity: 'fail',
        reason: 'The keys were left in the car, which the policy excludes.',
        citation: cite(clause),
        title: 'Keys left in the car',
      });
  }

  // An empty home.
  const away =
    /(\d+)\s*(days|weeks|months)\b[^.]{0,80}\b(away|unoccupied|empty|holiday|travelling|abroad|nobody|no one)|\b(away|unoccupied|empty|holiday|travelling|abroad)\b[^.]{0,80}?(\d+)\s*(days|weeks|months)/i.exec(
      d,
    );
  if (away) {
    const count = Number(away[1] ?? away[5]);
    const unit = (away[2] ?? away[6] ?? 'days').toLowerCase();
    const days = unit.startsWith('week') ? count * 7 : unit.startsWith('month') ? count * 30 : count;
    const clause = find(
      /(unoccupied|no one has (lived|been living)|not (been )?lived in|nobody (has )?lived)[^.]{0,120}?(\d+)\s*(consecutive\s+)?days|first (\d+) days[^.]{0,80}(unoccupied|no one)/i,
    );
    const limit = clause ? numberIn(/(\d+)\s*(consecutive\s+)?days/i.exec(clause.text)?.[1] ?? '') : null;
    if (clause && limit !== null) {
      const over = days > limit;
      checks.push({
        id: 'unoccupied',
        label: `Home occupied within ${limit} days`,
        outcome: over ? 'fail' : 'pass',
        detail: `The home was empty for about ${days} days.`,
        citation: cite(clause),
      });
      if (over)
        findings.push({
          severity: 'fail',
          reason: `The home was unoccupied for about ${days} days, longer than the ${limit} days the policy allows.`,
          citation: cite(clause),
          title: 'Unoccupied home',
        });
    }
  }

  // Wear and tear, pre-existing conditions, renovations.
  if (mentions(d, /\b(wear|worn|old age|gradual|deteriorat\w*|rust\w*|rott\w*)\b/i)) {
    const clause = find(/wear and tear|gradual deterioration|gradually/i);
    if (clause)
      findings.push({
        severity: 'fail',
        reason: 'The damage sounds like wear and tear, which the policy excludes.',
        citation: cite(clause),
        title: 'Wear and tear',
      });
  }
  if (
    /pre-?existing|existing condition|diagnosed (before|previously|last year|years ago)|history of|had (this|it) before/i.test(
      d,
    )
  ) {
    const clause = find(/pre-?existing/i);
    if (clause)
      findings.push({
        severity: 'fail',
        reason:
          'The condition existed before the policy, and the policy excludes pre-existing conditions unless declared and accepted.',
        citation: cite(clause),
        title: 'Pre-existing condition',
      });
  }
  if (mentions(d, /\b(renovat\w*|building work|extension)\b/i)) {
    const clause = find(/renovat/i);
    if (clause)
      findings.push({
        severity: 'doubt',
        reason:
          'Work on the home was under way; the policy limits cover during renovations, and whether it applies depends on details the form does not give.',
        citation: cite(clause),
        title: 'Renovations',
      });
  }

  // An exclusion that names what happened and the very thing it happened to.
  const exclusionStart =
    /(you're|you are) not covered for|we (will|do) not (pay|cover)( for)?|we won't (pay|cover)|not covered:/gi;
  const concrete = [...significantStems(withoutNegations(d))].filter((w) => !GENERIC_STEMS.has(w));
  const itemWords = new Set(ITEM_NOUNS[facts.itemType] ?? []);
  const perilPattern = perils.length ? termPattern(perils.flatMap((p) => p.terms)) : null;
  const weighed = new Set(findings.map((f) => f.citation?.quote));
  for (const clause of perilPattern ? usable : []) {
    // A clause another rule has already weighed (as a doubt, say) is not counted twice.
    if (weighed.has(cite(clause).quote)) continue;
    for (const m of clause.text.matchAll(exclusionStart)) {
      const span = clause.text.slice(m.index ?? 0, (m.index ?? 0) + 220);
      if (/\bunless\b|\b(which|that) (are|is) not\b|\bwhen\b[^.]{0,40}\bnot\b/i.test(span)) continue;
      const named = concrete.filter((w) => significantStems(span).has(w));
      // Two specific words in common, or the insured item itself, tie the exclusion to this claim.
      if (perilPattern?.test(span) && (named.length >= 2 || named.some((w) => itemWords.has(w)))) {
        findings.push({
          severity: 'fail',
          reason: `The policy excludes this: "${span.replace(/\s+/g, ' ').slice(0, 200)}"`,
          citation: cite(clause),
          title: 'Exclusion',
        });
        return { findings, checks };
      }
    }
  }
  return { findings, checks };
}

/** The description without what it says did not happen ("we are not renovating"). */
function withoutNegations(description: string): string {
  return description.replace(
    /\b(not|no|never|without|isn't|aren't|wasn't|weren't|didn't|don't|doesn't)\s+(\w+\s+){0,2}\w+/gi,
    ' ',
  );
}

/** The words for the insured item itself, per item kind. */
const ITEM_NOUNS: Record<string, readonly string[]> = {
  smartphone: ['phone', 'mobile', 'smartphone', 'handset'].map((w) => stem(w)),
  keys: ['key', 'keys', 'fob'].map((w) => stem(w)),
  car: ['car', 'vehicle'].map((w) => stem(w)),
};

/** Words too common in claims and policies to show that a clause is about the same thing. */
const GENERIC_STEMS = new Set(
  [
    'home',
    'house',
    'damage',
    'water',
    'loss',
    'item',
    'policy',
    'cover',
    'claim',
    'insured',
    'quote',
    'repair',
    'replace',
    'cost',
    'value',
    'away',
    'group',
    'night',
    'week',
    'month',
    'year',
    'today',
    'yesterday',
    'morning',
    'evening',
    'told',
    'said',
    'need',
    'call',
    'report',
    'police',
    'dealer',
    'accident',
    'incident',
    'happen',
    'cause',
    'event',
    'caused',
    'lost',
    'stolen',
    'damaged',
  ].map(stem),
);

/** Cover that depends on a plan or option the claim does not name. */
function dependsOnOption(clause: Piece | null, description: string): boolean {
  if (!clause) return false;
  const text = `${clause.heading ?? ''} ${clause.text}`;
  const m =
    /\((?:applicable|available) (?:to|for|under) ([^)]{1,60}?)(?: only)?\)|\boptional (?:benefit|cover|extra)\b|\bif (?:you have )?(?:chosen|selected|opted for|bought)\b/i.exec(
      text,
    );
  if (!m) return false;
  const option = m[1]?.replace(/\b(plan|option|only|the)\b/gi, '').trim();
  return !(option && description.toLowerCase().includes(option.toLowerCase()));
}

function findExcess(
  rows: readonly Piece[],
  perils: readonly Peril[],
  currency: string | null,
): MoneyFigure | null {
  const perilPattern = perils.length ? termPattern(perils.flatMap((p) => p.terms)) : null;
  const excessRows = rows.filter(
    (r) => EXCESS_WORDS.test(r.text) && readAmounts(r.text).length > 0 && !looksLikeInstructions(r.text),
  );
  const row =
    excessRows.find((r) => perilPattern?.test(r.text)) ??
    excessRows.find((r) => /standard|basic|excess:/i.test(r.text)) ??
    excessRows[0];
  if (!row) return null;
  const idx = row.text.search(EXCESS_WORDS);
  const amount = readAmounts(row.text).sort((a, b) => Math.abs(a.index - idx) - Math.abs(b.index - idx))[0];
  return amount ? { amount: amount.value, currency: amount.currency ?? currency, citation: cite(row) } : null;
}

const COMPLAINTS: Record<string, string> = {
  GB: 'If your insurer turns the claim down and their final response does not settle it, you can take it to the Financial Ombudsman Service within six months, free of charge.',
  AU: "If your insurer's internal dispute process does not settle it, you can complain to the Australian Financial Complaints Authority (AFCA), free of charge.",
  US: "If your insurer turns the claim down unfairly, you can file a complaint with your state's department of insurance.",
};

function nextSteps(facts: ClaimFacts, perils: readonly Peril[], verdict: Verdict): string[] {
  const steps = [
    ...new Set(perils.flatMap((p) => p.evidence)),
    facts.itemPurchaseEvidence === 'yes'
      ? 'Keep your proof of purchase ready to send.'
      : 'Find any proof that you owned the item and what it was worth (bank statements, photos, the box).',
  ];
  if (verdict !== 'likely_covered')
    steps.push(
      'Ask your insurer to confirm in writing how the clause quoted applies to you before you give up on the claim.',
    );
  steps.push('Tell your insurer as soon as you can, and keep a note of every call and reference number.');
  steps.push(
    COMPLAINTS[facts.country ?? ''] ??
      "If you disagree with your insurer's decision, use their complaints process and then the independent ombudsman or regulator in your country.",
  );
  return steps;
}

export function assessClaimLocally(documents: readonly PolicyDocument[], facts: ClaimFacts): ClaimAssessment {
  const clauses = documents.flatMap(clausesOf);
  const rows = documents.flatMap(rowsOf);
  const currency = documentCurrency(documents);
  const perils = classify(facts.description, facts.itemType);
  const descriptionStems = significantStems(facts.description);
  const cover = perils.length ? findCover(clauses, perils, descriptionStems) : null;
  const { findings, checks } = testRules(clauses, facts, perils);

  const fails = findings.filter((f) => f.severity === 'fail');
  const doubts = findings.filter((f) => f.severity === 'doubt');
  let verdict: Verdict;
  const reasons: string[] = [];
  if (fails.length > 0) {
    verdict = 'likely_not_covered';
    reasons.push(...fails.map((f) => f.reason));
  } else if (cover && dependsOnOption(cover, facts.description)) {
    verdict = 'unclear';
    reasons.push(
      `This cover applies only under a plan or option, and the claim does not say whether you have it: "${cite(cover).quote}"`,
    );
  } else if (doubts.length > 0) {
    verdict = 'unclear';
    reasons.push(...doubts.map((f) => f.reason));
  } else if (cover) {
    verdict = 'likely_covered';
    reasons.push(`The policy covers ${perils[0]?.label ?? 'this'}: "${cite(cover).quote}"`);
  } else {
    verdict = 'unclear';
    reasons.push(
      perils.length
        ? `We could not find the clause that covers ${perils[0]?.label} in these documents.`
        : 'We could not tell from the description what kind of loss this is.',
    );
  }

  // The limit: the covering clause's figure, else the sub-cover's limit for this kind of item.
  let limit: MoneyFigure | null = null;
  const coverAmounts = cover
    ? readAmounts(cover.text).filter(
        (a) => !EXCESS_WORDS.test(cover.text.slice(Math.max(0, a.index - 30), a.index)),
      )
    : [];
  if (cover && coverAmounts[0]) {
    limit = {
      amount: coverAmounts[0].value,
      currency: coverAmounts[0].currency ?? currency,
      citation: cite(cover),
    };
  } else {
    const key = perils.map((p) => p.subCover?.[facts.itemType]).find(Boolean);
    if (key && ['home', 'health', 'travel'].includes(facts.itemType)) {
      const sub = analyseCoverage(documents, facts.itemType).subCoverages[key];
      if (sub?.amount != null) limit = { amount: sub.amount, currency: sub.currency, citation: sub.citation };
    }
  }
  const excess = findExcess(rows, perils, currency);
  const estimatedPayout =
    limit && verdict !== 'likely_not_covered'
      ? Math.max(0, Math.min(facts.estimatedValue, limit.amount) - (excess?.amount ?? 0))
      : null;

  const citations = [cover ? cite(cover) : null, ...findings.map((f) => f.citation ?? null)].filter(
    (c): c is Citation => c !== null,
  );
  return {
    verdict,
    reasons,
    citations,
    exclusions: findings
      .filter((f) => f.citation && f.title)
      .map((f) => ({ title: f.title ?? 'Exclusion', citation: f.citation as Citation })),
    excess,
    limit,
    estimatedPayout,
    currency,
    checks,
    nextSteps: nextSteps(facts, perils, verdict),
    questions: [],
    tokensUsed: 0,
  };
}
