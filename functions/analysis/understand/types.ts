import type { FileType } from '#domain/schemas/policy';
import type { PageLayout } from '../read/layout';

/** What an analyser reads: the text of each of a policy's documents, page by page. */
export interface PolicyDocument {
  /** The file's name as the user knows it. */
  readonly file: string;
  readonly kind?: FileType;
  /** Text of each page; page n is pages[n - 1]. */
  readonly pages: readonly string[];
  /** Rows and cells of each page with their positions, when the document was read with them. */
  readonly layout?: readonly PageLayout[];
  /** The pages read from a scan by OCR (1-based), whose quoted words may hold a misread letter. */
  readonly ocrPages?: readonly number[];
}

/** Words quoted from a page of a document. */
export interface Citation {
  readonly file: string;
  readonly page: number;
  readonly quote: string;
}

/**
 * Whether the documents give a cover: `covered`; `optional`, only with an add-on or a higher plan
 * the holder may not have; `not_covered`; or `not_stated` when they do not say.
 */
export type CoverStatus = 'covered' | 'optional' | 'not_covered' | 'not_stated';

export interface SubCoverage {
  readonly amount: number | null;
  readonly currency: string | null;
  /** Other figures on the same row: the limits of other plans or tiers. */
  readonly tiers?: readonly number[];
  readonly status: CoverStatus;
  readonly citation: Citation | null;
  /** Each plan's figure, when the document has one column per plan (empty otherwise). */
  readonly plans?: readonly PlanFigure[];
}

/** One plan's figure in a benefit table ("Gold": 500000), or null where the cell says nil/not covered. */
export interface PlanFigure {
  readonly name: string;
  readonly amount: number | null;
  /** What the plan's cell says: covered (a figure or "Included"), not covered (nil), or nothing. */
  readonly status?: CoverStatus;
}

export interface CoverageAnalysis {
  readonly itemType: string;
  readonly currency: string | null;
  /** The headline limit (sum insured, or the main benefit), or null when the documents do not state one. */
  readonly amount: number | null;
  readonly amountCitation: Citation | null;
  /** Whether the documents give the item's cover at all (a phone on home contents, a health add-on). */
  readonly status: CoverStatus;
  /** Each plan's headline figure, when the document has plans (empty otherwise). */
  readonly plans?: readonly PlanFigure[];
  readonly subCoverages: Readonly<Record<string, SubCoverage>>;
  readonly citations: readonly Citation[];
  readonly tokensUsed: number;
}

/** The claim form's facts (spec section 3), as the analyser receives them. */
export interface ClaimFacts {
  readonly itemType: string;
  readonly incidentDateTime: string;
  readonly reportDateTime: string;
  readonly policyStartDate?: string | null;
  readonly policyEndDate?: string | null;
  readonly claimStatus: string;
  readonly itemPurchaseStatus: string;
  readonly itemPurchaseEvidence: string;
  readonly location: string;
  readonly estimatedValue: number;
  readonly description: string;
  /** The user's country, for the complaints route in next steps. */
  readonly country?: string | null;
  /** The plan the user holds, when the policy has plans (as named in the document). */
  readonly plan?: string | null;
  /** The user's answers to questions an earlier assessment asked, by question id. */
  readonly answers?: Readonly<Record<string, 'yes' | 'no'>>;
}

/** A fact the analyser could not settle from the claim, asked as a yes/no question. */
export interface ClaimQuestion {
  readonly id: string;
  readonly question: string;
}

export type Verdict = 'likely_covered' | 'likely_not_covered' | 'unclear';

export interface ClaimCheck {
  readonly id: string;
  readonly label: string;
  readonly outcome: 'pass' | 'fail' | 'unknown';
  readonly detail: string;
  readonly citation?: Citation;
}

export interface MoneyFigure {
  readonly amount: number;
  readonly currency: string | null;
  readonly citation: Citation | null;
}

export interface ClaimAssessment {
  readonly verdict: Verdict;
  readonly reasons: readonly string[];
  readonly citations: readonly Citation[];
  readonly exclusions: readonly { readonly title: string; readonly citation: Citation }[];
  readonly excess: MoneyFigure | null;
  readonly limit: MoneyFigure | null;
  readonly estimatedPayout: number | null;
  readonly currency: string | null;
  readonly checks: readonly ClaimCheck[];
  readonly nextSteps: readonly string[];
  /** What would settle an unclear verdict; answering re-assesses the claim. */
  readonly questions: readonly ClaimQuestion[];
  readonly tokensUsed: number;
}

/** The analysis port: the local analyser and Bedrock both answer these two questions. */
export interface Analyzer {
  /** `plan`: the plan the user holds, when the documents have one column per plan. */
  coverage(
    documents: readonly PolicyDocument[],
    itemType: string,
    plan?: string | null,
  ): Promise<CoverageAnalysis>;
  assessClaim(documents: readonly PolicyDocument[], facts: ClaimFacts): Promise<ClaimAssessment>;
}
