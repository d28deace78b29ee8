import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CoverageFigure } from '#web/features/coverage/components/coverage-figure';
import { statusText } from '#web/features/coverage/coverage-display';

/** The Item Coverage page says each cover's status as the analysis gives it, never from a missing figure. */
function shown(amount: number | null, status?: string): string {
  const html = renderToStaticMarkup(
    <CoverageFigure
      amount={amount}
      currency="AUD"
      country="AU"
      policyId="policy-1"
      subject="Storm"
      citation={null}
      {...(status ? { status } : {})}
    />,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('a cover’s status on the Item Coverage page', () => {
  it('says Covered for a cover given without a separate limit, beside the missing figure', () => {
    expect(shown(null, 'covered')).toBe('N/A Covered');
  });

  it('says what each status is, whatever the figure', () => {
    expect(shown(2000, 'covered')).toContain('Covered');
    expect(shown(null, 'optional')).toContain('Optional extra');
    expect(shown(null, 'optional')).toContain('only with an add-on or a higher plan');
    expect(shown(500, 'optional')).toContain('Optional extra');
    expect(shown(null, 'not_covered')).toContain('Not covered');
    expect(shown(null, 'not_stated')).toContain('Not stated');
  });

  it('says nothing it was not given: no status, or one it does not know', () => {
    expect(shown(null)).toBe('N/A');
    expect(shown(null, 'maybe')).toBe('N/A');
    expect(statusText('not_covered')?.label).toBe('Not covered');
  });
});
