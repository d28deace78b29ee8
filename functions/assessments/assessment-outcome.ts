import { consistentOutcome } from '#domain/claim-outcome';
import type { ScanPages } from '../analysis/read/ocr/scanned-citations';
import { type StoredCitation, withFileIds } from '../analysis/understand/policy-documents';
import type { Citation, ClaimAssessment } from '../analysis/understand/types';
import type { AssessmentOutcome } from '../data/assessment-entity';
import type { StoredFile } from '../data/policy-entity';
import { resultText } from './result-text';

/**
 * The analyser's (grounded) answer as it is stored and shown: every citation carries the id of the
 * file it quotes, so the page can be opened; a payout is estimated only for a likely-covered claim
 * and the questions are pointed to only when there are some. Pure.
 */
export function assessmentOutcome(
  analysed: ClaimAssessment,
  files: readonly StoredFile[],
  processingSeconds: number,
  scans: readonly ScanPages[] = [],
): AssessmentOutcome {
  const result = consistentOutcome(analysed);
  const cite = (c: Citation | null | undefined): StoredCitation | null =>
    c ? (withFileIds(files, [c], scans)[0] ?? null) : null;
  return {
    verdict: result.verdict,
    reasons: result.reasons,
    citations: withFileIds(files, result.citations, scans),
    exclusions: result.exclusions.map((e) => ({ title: e.title, citation: cite(e.citation) })),
    excess: result.excess ? { ...result.excess, citation: cite(result.excess.citation) } : null,
    limit: result.limit ? { ...result.limit, citation: cite(result.limit.citation) } : null,
    estimatedPayout: result.estimatedPayout,
    currency: result.currency,
    checks: result.checks.map(({ citation, ...check }) => {
      const stored = cite(citation);
      return stored ? { ...check, citation: stored } : check;
    }),
    nextSteps: result.nextSteps,
    questions: result.questions,
    result: resultText(result),
    processingTime: Math.round(processingSeconds * 1000) / 1000,
    tokensUsed: result.tokensUsed,
  };
}
