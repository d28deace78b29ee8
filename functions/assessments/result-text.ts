import type { ClaimAssessment } from '../analysis/understand/types';

/** The assessment as the multi-line text stored in `result` (spec section 3). Pure. */
const VERDICTS = {
  likely_covered: 'Likely covered',
  likely_not_covered: 'Likely not covered',
  unclear: 'Unclear - more information needed',
} as const;

function money(amount: number, currency: string | null): string {
  const formatted = amount.toLocaleString('en-GB', { maximumFractionDigits: 2 });
  return currency ? `${currency} ${formatted}` : formatted;
}

export function resultText(result: ClaimAssessment): string {
  const lines = [`Verdict: ${VERDICTS[result.verdict]}`, '', 'Why:', ...result.reasons.map((r) => `- ${r}`)];
  if (result.citations.length) {
    lines.push(
      '',
      'Clauses relied on:',
      ...result.citations.map((c) => `- ${c.file}, page ${c.page}: "${c.quote}"`),
    );
  }
  const figures = [
    result.limit ? `Limit: ${money(result.limit.amount, result.limit.currency)}` : 'Limit: Not Available',
    result.excess
      ? `Excess: ${money(result.excess.amount, result.excess.currency)}`
      : 'Excess: Not Available',
    result.estimatedPayout !== null
      ? `Estimated payout: ${money(result.estimatedPayout, result.currency)}`
      : 'Estimated payout: N/A',
  ];
  lines.push('', ...figures);
  if (result.checks.length) {
    const mark = { pass: 'OK', fail: 'Problem', unknown: 'Not known' } as const;
    lines.push('', 'Checks:', ...result.checks.map((c) => `- ${c.label}: ${mark[c.outcome]} (${c.detail})`));
  }
  if (result.nextSteps.length) lines.push('', 'Next steps:', ...result.nextSteps.map((s) => `- ${s}`));
  return lines.join('\n');
}
