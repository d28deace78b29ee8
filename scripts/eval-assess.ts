import { groundClaim } from '#functions/analysis/decide/grounding';
import { localAnalyzer } from '#functions/analysis/decide/local-analyzer';
import type { ClaimAssessment, ClaimFacts, PolicyDocument } from '#functions/analysis/understand/types';
import { readAsUploaded } from '#functions/policies/read-upload';

/**
 * What both evaluations (the corpus and the clause bank) share: a PDF read as the app reads an
 * upload, and a claim assessed by the local analyser with its figures checked against the text.
 */

/** The PDF read as the app reads an upload (checks, limits, OCR), as the document the analyser is given. */
export async function readDocument(bytes: Uint8Array, file: string): Promise<PolicyDocument> {
  const text = await readAsUploaded(bytes, file);
  return { file, pages: text.pages, layout: text.layout };
}

/** The local analyser's verdict on the claim, grounded in the documents as the app grounds it. */
export async function assessGrounded(
  docs: readonly PolicyDocument[],
  claim: ClaimFacts,
): Promise<ClaimAssessment> {
  return groundClaim(docs, await localAnalyzer.assessClaim(docs, claim), claim.estimatedValue);
}
