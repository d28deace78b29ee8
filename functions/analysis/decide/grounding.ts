import { layoutText } from '../read/layout';
import { looksLikeInstructions, pageText, squash } from '../understand/text';
import type {
  Citation,
  ClaimAssessment,
  CoverageAnalysis,
  MoneyFigure,
  PlanFigure,
  PolicyDocument,
  SubCoverage,
} from '../understand/types';
import { amountReadsAsMoney, groundedText, knownFigures, quoteReadsAsClause } from './grounding-meaning';

/**
 * The grounding guarantee, applied to every analyser's output: a quote must stand on the page it
 * cites, and an amount must stand in the words quoted. Whatever fails is dropped, so the user
 * sees 'Not Available' rather than a number the documents do not state.
 */
export function quoteIsOnPage(
  documents: readonly PolicyDocument[],
  citation: Citation | null | undefined,
): boolean {
  if (!citation || !quoteReadsAsClause(citation.quote) || looksLikeInstructions(citation.quote)) return false;
  const quote = squash(citation.quote);
  if (squash(pageText(documents, citation.file, citation.page)).includes(quote)) return true;
  // A table row is quoted as its cells stand side by side on the page, which the text order may split.
  const layout = documents.find((d) => d.file === citation.file)?.layout?.[citation.page - 1];
  return squash(layoutText(layout)).includes(quote);
}

export function amountIsOnPage(
  documents: readonly PolicyDocument[],
  amount: number,
  citation: Citation | null,
): boolean {
  if (!citation || !quoteIsOnPage(documents, citation)) return false;
  // The amount must stand in the quoted words themselves, as money, not just somewhere on the page.
  return amountReadsAsMoney(citation.quote, amount);
}

/** Each plan's figure kept only where it stands in the quoted words. */
function groundPlans(
  documents: readonly PolicyDocument[],
  plans: readonly PlanFigure[] | undefined,
  citation: Citation | null,
): { plans?: PlanFigure[] } {
  if (!plans) return {};
  return {
    plans: plans.map((p) =>
      p.amount === null || amountIsOnPage(documents, p.amount, citation) ? p : { ...p, amount: null },
    ),
  };
}

function groundSub(documents: readonly PolicyDocument[], sub: SubCoverage): SubCoverage {
  const citation = quoteIsOnPage(documents, sub.citation) ? sub.citation : null;
  const plans = groundPlans(documents, sub.plans, citation);
  if (sub.amount === null) return { ...sub, citation, ...plans };
  if (!amountIsOnPage(documents, sub.amount, citation)) {
    return {
      amount: null,
      currency: sub.currency,
      status: citation ? sub.status : 'not_stated',
      citation,
      ...plans,
    };
  }
  const tiers = (sub.tiers ?? []).filter((t) => amountIsOnPage(documents, t, citation));
  return { ...sub, tiers, citation, ...plans };
}

export function groundCoverage(
  documents: readonly PolicyDocument[],
  result: CoverageAnalysis,
): CoverageAnalysis {
  const subCoverages = Object.fromEntries(
    Object.entries(result.subCoverages).map(([key, sub]) => [key, groundSub(documents, sub)]),
  );
  const amountOk = result.amount !== null && amountIsOnPage(documents, result.amount, result.amountCitation);
  return {
    ...result,
    amount: amountOk ? result.amount : null,
    amountCitation: quoteIsOnPage(documents, result.amountCitation) ? result.amountCitation : null,
    ...groundPlans(documents, result.plans, result.amountCitation),
    subCoverages,
    citations: result.citations.filter((c) => quoteIsOnPage(documents, c)),
  };
}

function groundFigure(documents: readonly PolicyDocument[], figure: MoneyFigure | null): MoneyFigure | null {
  if (!figure) return null;
  return amountIsOnPage(documents, figure.amount, figure.citation) ? figure : null;
}

export function groundClaim(
  documents: readonly PolicyDocument[],
  result: ClaimAssessment,
  claimValue?: number,
): ClaimAssessment {
  const excess = groundFigure(documents, result.excess);
  const limit = groundFigure(documents, result.limit);
  const citations = result.citations.filter((c) => quoteIsOnPage(documents, c));
  const estimatedPayout = limit ? result.estimatedPayout : null;
  const known = knownFigures({ ...result, excess, limit, estimatedPayout }, claimValue);
  return {
    ...result,
    // Every sum in the free text must be stated in the cited words or come from the claim.
    reasons: groundedText(result.reasons, citations, known),
    nextSteps: groundedText(result.nextSteps, citations, known),
    citations,
    exclusions: result.exclusions.filter((e) => quoteIsOnPage(documents, e.citation)),
    checks: result.checks.map((c) =>
      c.citation && !quoteIsOnPage(documents, c.citation) ? { ...c, citation: undefined } : c,
    ),
    excess,
    limit,
    // A payout is only worked out from a limit the documents state.
    estimatedPayout,
  };
}
