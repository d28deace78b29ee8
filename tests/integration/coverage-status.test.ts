import { describe, expect, it } from 'vitest';
import { keyFactsPdf } from '../fixtures/cover-status-pdfs';
import { apiCall } from '../steps/api';
import { expectMatchesSchema } from '../steps/contract';
import { calculatedCoverage } from '../steps/coverage';
import { theLocalStack } from '../steps/local-stack';
import { uploadPolicy } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, urls } = theLocalStack();

interface Cover {
  amount: number | null;
  status: string;
  citation: { page: number; quote: string } | null;
}
interface Coverage {
  status: string;
  subCoverages: Record<string, Cover>;
}

async function givenAKeyFactsPolicy(user: TestUser): Promise<string> {
  const { created, complete } = await uploadPolicy(
    appUrl,
    user,
    [{ name: 'key-facts.pdf', bytes: keyFactsPdf() }],
    { name: 'Contents cover', insuranceTypeId: 'home', startDate: '2025-04-01', endDate: '2026-03-31' },
  );
  expect(complete?.status).toBe(200);
  return created?.policy.id ?? '';
}

describe('the status of each cover in the coverage answer', () => {
  it('answers covered, optional or not stated as a Key Facts Sheet gives them, and keeps them with the item', async () => {
    const user = await givenASignedInUser(urls);
    const policyId = await givenAKeyFactsPolicy(user);

    const coverage = await calculatedCoverage<Coverage>(appUrl, user, 'home', { policyId });
    expect(coverage.status).toBe('covered');
    // "Storm Yes", whatever its examples say is not covered.
    expect(coverage.subCoverages.wind_hail_rain).toMatchObject({
      amount: null,
      status: 'covered',
      citation: { page: 1, quote: expect.stringMatching(/^Storm Yes/) },
    });
    expect(coverage.subCoverages.weather_flooding?.status).toBe('covered');
    expect(coverage.subCoverages.accidental_damage?.status).toBe('optional');
    expect(coverage.subCoverages.home_emergency?.status).toBe('not_stated');

    const listed = await apiCall(appUrl, user, 'GET', '/api/coverage');
    const stored = (await listed.json()) as { coverage: Coverage[] };
    expectMatchesSchema('list-coverage', listed.status, stored);
    expect(stored.coverage[0]).toMatchObject({
      status: 'covered',
      subCoverages: { wind_hail_rain: { status: 'covered' }, accidental_damage: { status: 'optional' } },
    });
  });

  it('answers the status of a phone kept under the contents', async () => {
    const user = await givenASignedInUser(urls);
    const policyId = await givenAKeyFactsPolicy(user);
    const phone = await calculatedCoverage<Coverage>(appUrl, user, 'smartphone', { policyId, keep: false });
    expect(phone.status).toBe('covered');
  });
});
