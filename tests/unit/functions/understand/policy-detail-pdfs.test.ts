import { describe, expect, it } from 'vitest';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { policyCountry } from '#functions/analysis/understand/jurisdiction';
import { readPolicyDetails } from '#functions/analysis/understand/policy-details';
import { twoColumnIpidPdf, wordingPdf } from '#tests/fixtures/policy-detail-pdfs';

async function documentOf(bytes: Buffer, file: string) {
  const { pages } = await readPdf(bytes, file);
  return [{ file, pages }];
}

describe('policy details from generated PDFs', () => {
  it('reads a two-column IPID whose title block comes after its columns', async () => {
    const documents = await documentOf(twoColumnIpidPdf(), 'ipid.pdf');
    expect(readPolicyDetails(documents)).toEqual({
      name: 'Pawprint Plus',
      insurer: 'Brightwater Insurance Limited',
      insuranceTypeId: 'pet',
      plan: null,
      startDate: null,
      endDate: null,
    });
    expect(policyCountry(documents)).toBe('GB');
  });

  it("reads a wording's cover-page title, running header and definition of 'we'", async () => {
    const documents = await documentOf(wordingPdf(), 'wording.pdf');
    expect(readPolicyDetails(documents)).toMatchObject({
      name: 'Harbourside Wanderer',
      insurer: 'Tidewater General Insurance Pte. Ltd.',
      insuranceTypeId: 'travel',
    });
    expect(policyCountry(documents)).toBe('SG');
  });
});
