import { describe, expect, it } from 'vitest';
import { complaintNextStep, noRouteAdvice, UNKNOWN_COUNTRY_STEP } from '#domain/complaints/complaint-country';
import {
  ESCALATION_ROUTES_REVIEWED_ON,
  escalationRoute,
  isUsState,
  NAIC_DIRECTORY,
  US_STATE_DEPARTMENTS,
  US_STATES,
} from '#domain/complaints/escalation-routes';
import { COUNTRIES } from '#domain/constants';

/** The 50 states and DC, by postal code. */
const STATES_AND_DC = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];

const isHttps = (url: string) => new URL(url).protocol === 'https:';

describe('the escalation routes', () => {
  it('were reviewed on a real day, not in the future', () => {
    expect(ESCALATION_ROUTES_REVIEWED_ON).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(ESCALATION_ROUTES_REVIEWED_ON))).toBe(false);
    expect(Date.parse(ESCALATION_ROUTES_REVIEWED_ON)).toBeLessThanOrEqual(Date.now());
  });

  it('give every country numbered steps, each with an official source on https', () => {
    for (const country of COUNTRIES) {
      const route = escalationRoute(country, 'CA');
      expect(route.country).toBe(country);
      expect(route.steps.length, country).toBeGreaterThanOrEqual(2);
      expect(new Set(route.steps.map((s) => s.id)).size).toBe(route.steps.length);
      for (const step of route.steps) {
        expect(step.title.length, step.id).toBeGreaterThan(0);
        expect(step.sources.length, step.id).toBeGreaterThan(0);
        for (const source of step.sources) expect(isHttps(source.url), source.url).toBe(true);
      }
      expect(route.letterClosing.length).toBeGreaterThan(0);
    }
  });

  it('hold the regulators’ limits: UK 8 weeks then 6 months, Australia 30 days then 2 years', () => {
    const limits = (country: 'GB' | 'AU') =>
      escalationRoute(country).steps.map((s) => [s.deadline?.period, s.deadline?.from]);
    expect(limits('GB')).toEqual([
      [{ amount: 8, unit: 'weeks' }, 'complaint_sent'],
      [{ amount: 6, unit: 'months' }, 'final_response'],
    ]);
    expect(limits('AU')).toEqual([
      [{ amount: 30, unit: 'days' }, 'complaint_sent'],
      [{ amount: 2, unit: 'years' }, 'final_response'],
    ]);
    const sources = (country: 'GB' | 'AU') =>
      escalationRoute(country).steps.flatMap((s) => s.sources.map((source) => new URL(source.url).hostname));
    expect(sources('GB')).toEqual(['www.financial-ombudsman.org.uk', 'www.financial-ombudsman.org.uk']);
    expect(sources('AU')).toEqual(['www.asic.gov.au', 'www.afca.org.au']);
  });

  it('name the insurance department of all 50 states and DC', () => {
    expect([...US_STATES].sort()).toEqual([...STATES_AND_DC].sort());
    for (const state of US_STATES) {
      const { department, url } = US_STATE_DEPARTMENTS[state] as { department: string; url?: string };
      expect(department.length, state).toBeGreaterThan(0);
      if (url) expect(isHttps(url), state).toBe(true);
    }
    expect(isUsState('TX')).toBe(true);
    expect(isUsState('toString')).toBe(false);
    expect(isUsState('PR')).toBe(false);
  });

  it("point a US user to their state's department, and to the NAIC directory where its site is not listed", () => {
    const texas = escalationRoute('US', 'TX').steps[1];
    expect(texas?.title).toBe('Complain to the Texas Department of Insurance');
    expect(texas?.sources.map((s) => s.url)).toEqual(['https://www.tdi.texas.gov/', NAIC_DIRECTORY.url]);
    const ohio = escalationRoute('US', 'OH').steps[1];
    expect(ohio?.sources).toEqual([NAIC_DIRECTORY]);
    expect(escalationRoute('US').steps[1]?.title).toBe("Complain to your state's department of insurance");
  });
});

describe("a claim's next step to complain", () => {
  it('gives the route the complaint panel gives, for the same country', () => {
    expect(complaintNextStep('GB', 'AU')).toBe(escalationRoute('GB').nextStep);
    expect(complaintNextStep('GB', 'AU')).toContain('Financial Ombudsman Service');
    expect(complaintNextStep(null, 'AU')).toContain('Australian Financial Complaints Authority (AFCA)');
    expect(complaintNextStep('US', 'GB')).toContain("your state's department of insurance");
  });

  it('says there is no route where the panel says so, and what to do instead', () => {
    expect(complaintNextStep('SG', 'GB')).toBe(noRouteAdvice('Singapore'));
    expect(complaintNextStep(null, null)).toBe(UNKNOWN_COUNTRY_STEP);
  });
});
