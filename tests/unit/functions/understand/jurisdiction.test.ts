import { describe, expect, it } from 'vitest';
import { complaintsRoute, policyCountry } from '#functions/analysis/understand/jurisdiction';
import type { PolicyDocument } from '#functions/analysis/understand/types';

const doc = (...pages: string[]): PolicyDocument[] => [{ file: 'policy.pdf', pages }];

describe('policy country', () => {
  it.each([
    [
      'GB',
      'Northwind Insurance plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority.',
    ],
    [
      'GB',
      'If you are still unhappy you can contact the Financial Ombudsman Service. Registered in Scotland No. 0001.',
    ],
    ['AU', 'Issued by Woodgrove Insurers Pty Ltd ABN 12 345 678 901 AFSL 123456. Complaints: AFCA.'],
    [
      'SG',
      'Tailspin General Insurance Pte. Ltd. (UEN 199900001X), 1 Harbour Road, Singapore 123456. Disputes: FIDReC.',
    ],
    [
      'IN',
      'Fabrikam General Insurance Company Limited, IRDAI Regn. No. 999. You may approach the Insurance Ombudsman.',
    ],
    [
      'US',
      'If your claim is denied, contact your state department of insurance. For more, see healthcare.gov.',
    ],
    [
      'CA',
      'You may contact the General Insurance OmbudService or the Financial Services Regulatory Authority of Ontario.',
    ],
    [
      'CA',
      'We pay emergency care beyond what your government health insurance plan (GHIP) in your province of residence pays.',
    ],
    ['US', 'Includes copyrighted material of Insurance Services Office, Inc. See your declarations page.'],
    ['SG', 'This plan is an Integrated Shield plan on top of MediShield Life, paid with your CPF savings.'],
  ])('reads %s from the regulator and complaints body the document names', (country, page) => {
    expect(policyCountry(doc(page))).toBe(country);
  });

  it('weighs the regulator above a foreign currency quoted for cover abroad', () => {
    const page = [
      'Regulated by the Financial Conduct Authority. Complaints: Financial Ombudsman Service.',
      'Medical expenses abroad are paid in the local currency: A$500, S$200, US$1,000.',
    ].join('\n');
    expect(policyCountry(doc(page))).toBe('GB');
  });

  it('reads the country from all the documents of a policy together', () => {
    const documents: PolicyDocument[] = [
      { file: 'schedule.pdf', pages: ['Your schedule. Excess: 100.'] },
      {
        file: 'wording.pdf',
        pages: ['Complaints go to the Australian Financial Complaints Authority (AFCA).'],
      },
    ];
    expect(policyCountry(documents)).toBe('AU');
  });

  it('says nothing when the documents name no regulator, licence, address or currency of their own', () => {
    expect(policyCountry(doc('We will pay for loss or damage caused by fire.'))).toBeNull();
  });
});

describe('complaints route', () => {
  it.each([
    ['GB', 'Financial Ombudsman Service within six months'],
    ['AU', 'Australian Financial Complaints Authority (AFCA)'],
    ['US', 'department of insurance'],
    ['SG', 'Financial Industry Disputes Resolution Centre (FIDReC)'],
    ['IN', 'Bima Bharosa'],
    ['CA', 'OmbudService for Life & Health Insurance'],
  ])('sends a %s policyholder to the right body', (country, words) => {
    expect(complaintsRoute(country)).toContain(words);
  });

  it("falls back to the insurer's process and the ombudsman of the policy's country", () => {
    expect(complaintsRoute(null)).toContain('complaints process');
    expect(complaintsRoute('FR')).toBe(complaintsRoute(null));
    expect(complaintsRoute(null)).not.toContain('Financial Ombudsman Service');
  });
});
