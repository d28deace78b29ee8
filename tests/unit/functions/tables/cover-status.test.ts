import { beforeAll, describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { analyseCoverage } from '#functions/analysis/decide/coverage/local-coverage';
import { groundCoverage, quoteIsOnPage } from '#functions/analysis/decide/grounding';
import { readPdf } from '#functions/analysis/read/pdf-text';
import type { CoverageAnalysis, PolicyDocument } from '#functions/analysis/understand/types';
import { keyFactsPdf, lookalikeRowsPdf } from '#tests/fixtures/cover-status-pdfs';

/**
 * Whether each cover is given, decided from the shape of documents of our own: a Key Facts Sheet's
 * Yes / No / Optional column, a summary's lists, a wording's optional sections, a plan table's
 * columns, a US-style table of cost sharing, an add-on; and a phone under a home or travel policy.
 */
const doc = (...pages: string[]): PolicyDocument[] => [{ file: 'policy.pdf', pages }];
const statuses = (analysis: CoverageAnalysis) =>
  Object.fromEntries(Object.entries(analysis.subCoverages).map(([key, sub]) => [key, sub.status]));

async function fromPdf(bytes: Buffer): Promise<PolicyDocument[]> {
  const text = await readPdf(bytes, 'policy.pdf');
  return [{ file: 'policy.pdf', pages: text.pages, layout: text.layout }];
}

describe('a Key Facts Sheet’s Yes / No / Optional column', () => {
  let documents: PolicyDocument[];
  let home: CoverageAnalysis;
  beforeAll(async () => {
    documents = await fromPdf(keyFactsPdf());
    home = groundCoverage(documents, analyseCoverage(documents, 'home'));
  });

  it('gives each event the answer in its column, not the exceptions in its examples', () => {
    expect(statuses(home)).toMatchObject({
      wind_hail_rain: 'covered',
      weather_flooding: 'covered',
      water_escape: 'covered',
      theft_burglary: 'covered',
      accidental_damage: 'optional',
      home_emergency: 'not_stated',
    });
    expect(home.status).toBe('covered');
  });

  it('quotes the event’s row, which grounding finds on the page', () => {
    const storm = home.subCoverages.wind_hail_rain?.citation;
    expect(storm?.quote).toMatch(/^Storm Yes/);
    expect(quoteIsOnPage(documents, storm)).toBe(true);
    expect(quoteIsOnPage(documents, home.subCoverages.accidental_damage?.citation)).toBe(true);
  });
});

describe('rows that only share a word with a cover, in a table of three plans', () => {
  let documents: PolicyDocument[];
  beforeAll(async () => {
    documents = await fromPdf(lookalikeRowsPdf());
  });

  it('reads each cover from its own row, and a rate per 6 hours as no limit', () => {
    const travel = analyseCoverage(documents, 'travel');
    expect(travel.subCoverages.medical_expenses?.amount).toBe(1_000_000);
    expect(travel.subCoverages.personal_liability?.amount).toBe(1_000_000);
    expect(travel.subCoverages.lost_baggage?.amount).toBe(1000);
    expect(travel.subCoverages.trip_cancellation?.amount).toBe(1000);
    expect(travel.subCoverages.travel_delay).toMatchObject({ amount: null, status: 'covered' });
    expect(travel.amount).toBe(1_000_000);
  });

  it('gives a cover some plans have and another refuses as optional until the plan is known', () => {
    expect(analyseCoverage(documents, 'travel').subCoverages.mobile_phone).toMatchObject({
      amount: 500,
      status: 'optional',
    });
    expect(analyseCoverage(documents, 'travel', 'Essential').subCoverages.mobile_phone?.status).toBe(
      'not_covered',
    );
    expect(analyseCoverage(documents, 'travel', 'Elite').subCoverages.mobile_phone).toMatchObject({
      amount: 1000,
      status: 'covered',
    });
  });

  it('gives a claim the limit of the cover’s own row', () => {
    const claim = assessClaimByRules(documents, {
      itemType: 'travel',
      incidentDateTime: '2025-06-01T10:00:00Z',
      reportDateTime: '2025-06-02T10:00:00Z',
      claimStatus: 'new',
      itemPurchaseStatus: 'used',
      itemPurchaseEvidence: 'yes',
      location: 'Lisbon',
      estimatedValue: 800,
      description: 'The airline lost my suitcase on the flight out and never found it.',
    });
    expect([null, 1000]).toContain(claim.limit?.amount ?? null);
  });
});

describe('a summary’s lists of what is and is not insured', () => {
  const ipid = doc(
    [
      'What is insured?',
      'Buildings:',
      '✓ Damage to your home by fire, storm, flood or theft',
      '✓ Escape of water from fixed pipes',
      'Optional extras (if selected)',
      '✓ Accidental damage to your buildings and contents',
      '✓ Personal possessions away from the home',
      'What is not insured?',
      '✗ Flood damage to gates and fences',
      '✗ Wear and tear',
    ].join('\n'),
  );

  it('gives what is insured as covered and the optional extras as optional', () => {
    const home = analyseCoverage(ipid, 'home');
    expect(statuses(home)).toMatchObject({
      wind_hail_rain: 'covered',
      weather_flooding: 'covered',
      theft_burglary: 'covered',
      water_escape: 'covered',
      accidental_damage: 'optional',
      personal_possessions: 'optional',
      buildings: 'covered',
    });
  });

  it('takes an exclusion that names the cover itself as not covered, not one that narrows it', () => {
    const excluded = doc(
      [
        'What is insured?',
        '✓ Fire, lightning and storm',
        'What is not insured?',
        '✗ Flood',
        '✗ Theft by anyone living with you',
      ].join('\n'),
    );
    const home = analyseCoverage(excluded, 'home');
    expect(home.subCoverages.weather_flooding?.status).toBe('not_covered');
    expect(home.subCoverages.wind_hail_rain?.status).toBe('covered');
    expect(home.subCoverages.theft_burglary?.status).not.toBe('not_covered');
  });
});

describe('a wording’s optional sections', () => {
  it('gives a section that applies only when the schedule shows it as optional, but not the contents', () => {
    const wording = doc(
      [
        'Section 2 - Contents',
        'This section only applies if shown on your schedule.',
        'We cover your contents.',
      ].join('\n'),
      [
        'Section 4 - Accidental damage',
        'This section only applies if shown on your schedule.',
        'We cover sudden damage to your home.',
      ].join('\n'),
      'We will pay for personal possessions outside the home only if you have chosen this cover.',
    );
    const home = analyseCoverage(wording, 'home');
    expect(home.subCoverages.contents?.status).toBe('covered');
    expect(home.subCoverages.accidental_damage?.status).toBe('optional');
    expect(home.subCoverages.personal_possessions?.status).toBe('optional');
  });

  it('gives the perils of a numbered list as covered, wherever the page prints the list’s lead', () => {
    const page = doc(
      [
        'Claims conditions',
        'You must tell us about a claim within 30 days.',
        '1. fire, lightning or smoke',
        '2. storm or flood',
        '3. escape of water from fixed pipes',
        '4. theft or attempted theft',
        '5. falling trees',
        'What your policy covers:',
        'Your policy covers loss or damage to the buildings caused by:',
      ].join('\n'),
      [
        'General exclusions',
        '1. war or terrorism',
        '2. flood if your home is in a flood zone',
        '3. pollution',
        '4. wear and tear',
      ].join('\n'),
    );
    expect(statuses(analyseCoverage(page, 'home'))).toMatchObject({
      wind_hail_rain: 'covered',
      weather_flooding: 'covered',
      water_escape: 'covered',
      theft_burglary: 'covered',
    });
  });

  it('gives a cover named beside "if shown as included in your schedule" as optional', () => {
    const home = analyseCoverage(
      doc('Contents cover, including accidental damage if shown as included in your schedule.'),
      'home',
    );
    expect(home.subCoverages.accidental_damage?.status).toBe('optional');
  });

  it('gives everything an add-on document covers as optional, the item’s cover too', () => {
    const addOn = doc(
      [
        'Dental Extra add-on',
        'Wellness cover',
        'Covers routine dental care and preventive health checks.',
      ].join('\n'),
    );
    const health = analyseCoverage(addOn, 'health');
    expect(health.subCoverages.preventive?.status).toBe('optional');
    expect(health.status).toBe('optional');
  });
});

describe('a US table of what the holder pays', () => {
  it('gives a service with cost sharing under it as covered, and one the plan does not cover as not covered', () => {
    const sbc = doc(
      [
        'If you need mental',
        'health services',
        'Outpatient services $40 copay/visit 30% coinsurance',
        'If you have a hospital stay',
        'Facility fee (for example, the room) 15% coinsurance 35% coinsurance',
        'Services Your Plan Generally Does NOT Cover',
        '• Dental care (Adult)',
      ].join('\n'),
    );
    const health = analyseCoverage(sbc, 'health');
    expect(statuses(health)).toMatchObject({
      mental_health: 'covered',
      outpatient: 'covered',
      hospitalization: 'covered',
      dental: 'not_covered',
    });
    expect(health.status).toBe('covered');
  });
});

describe('a phone under a home or travel policy', () => {
  it('is covered as contents, unless the contents cover leaves phones out as a class', () => {
    const contents = doc(
      ['Section 1 - Contents', 'We cover your household goods and personal effects.'].join('\n'),
    );
    expect(analyseCoverage(contents, 'smartphone').status).toBe('covered');
    const baggage = doc(
      [
        'Section 5 - Baggage',
        'We will pay for your personal belongings that are lost or stolen.',
        'We will not pay for the following classes of property:',
        '1. bicycles and sports gear',
        '2. mobile phones and tablets',
      ].join('\n'),
    );
    expect(analyseCoverage(baggage, 'smartphone').status).toBe('not_covered');
    expect(analyseCoverage(baggage, 'travel').subCoverages.mobile_phone?.status).toBe('not_covered');
  });

  it('is covered where a class of covered belongings is defined to take in phones', () => {
    const gadgets = doc(
      ['Definitions', 'Gadgets means laptops, tablets and mobile phones you own.'].join('\n'),
      ['Section 3 - Gadgets', 'We cover your gadgets against theft.'].join('\n'),
    );
    expect(analyseCoverage(gadgets, 'smartphone').status).toBe('covered');
  });

  it('is not stated where nothing in the documents covers belongings', () => {
    expect(
      analyseCoverage(doc('We cover your legal costs in a dispute with a builder.'), 'smartphone').status,
    ).toBe('not_stated');
  });
});

describe('figures that are not limits', () => {
  it('reads no limit from a rate per so many hours, and the cap when one is stated', () => {
    const rate = analyseCoverage(doc('Travel delay: £30 for every 6 hours you wait'), 'travel');
    expect(rate.subCoverages.travel_delay).toMatchObject({ amount: null, status: 'covered' });
    const capped = analyseCoverage(doc('Travel delay: £30 for every 6 hours, up to £240'), 'travel');
    expect(capped.subCoverages.travel_delay?.amount).toBe(240);
  });
});
