import { describe, expect, it } from 'vitest';
import { complaintCountry, complaintCountryNote, noRouteAdvice } from '#domain/complaints/complaint-country';

describe("a complaint's country", () => {
  it("follows the policy's country over the profile's", () => {
    expect(complaintCountry('AU', 'GB')).toEqual({ kind: 'route', country: 'AU', from: 'policy' });
    expect(complaintCountryNote(complaintCountry('AU', 'GB'))).toBe(
      'This policy was issued in Australia, so a complaint about it goes the way set out below.',
    );
  });

  it("falls back to the profile's country when the documents do not say, and says so", () => {
    const chosen = complaintCountry(null, 'GB');
    expect(chosen).toEqual({ kind: 'route', country: 'GB', from: 'profile' });
    expect(complaintCountryNote(chosen)).toContain(
      'do not say which country it was issued in, so this follows the country on your profile (the United Kingdom)',
    );
    expect(complaintCountry(undefined, undefined)).toEqual({ kind: 'unknown' });
  });

  it('names a country PolicyLens has no route for, whatever the profile says', () => {
    expect(complaintCountry('SG', 'GB')).toEqual({ kind: 'no-route', code: 'SG', name: 'Singapore' });
    expect(complaintCountryNote(complaintCountry('SG', 'GB'))).toBeUndefined();
    expect(noRouteAdvice('Singapore')).toMatch(
      /^This policy was issued in Singapore\. PolicyLens has no complaint route or letter for Singapore: contact your insurer’s complaints team/,
    );
  });
});
