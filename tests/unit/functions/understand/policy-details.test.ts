import { describe, expect, it } from 'vitest';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { readInsuranceType } from '#functions/analysis/understand/insurance-type';
import { readInsurer } from '#functions/analysis/understand/insurer-name';
import { readPlan, readPolicyDetails } from '#functions/analysis/understand/policy-details';
import { readPolicyName } from '#functions/analysis/understand/policy-name';
import { parseDate, readPeriod } from '#functions/analysis/understand/policy-period';
import type { PolicyDocument } from '#functions/analysis/understand/types';
import { type PdfPage, writePdf } from '#scripts/pdf/write-pdf';
import { schedulePdf } from '#tests/fixtures/pdfs';

/** A one-document policy from page texts written for the test. */
const doc = (...pages: string[]): PolicyDocument[] => [{ file: 'policy.pdf', pages }];
const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => `Clause ${i + 1}. We will pay the reasonable cost of repair.`).join(
    '\n',
  );

describe('dates', () => {
  it('reads numeric dates day-first unless told otherwise, worded dates either way, and ISO', () => {
    expect(parseDate('01/03/2025')).toBe('2025-03-01');
    expect(parseDate('01/03/2025', 'month-first')).toBe('2025-01-03');
    expect(parseDate('1st March 2025')).toBe('2025-03-01');
    expect(parseDate('March 1, 2025')).toBe('2025-03-01');
    expect(parseDate('28 Feb. 2026')).toBe('2026-02-28');
    expect(parseDate('2025-12-31')).toBe('2025-12-31');
  });

  it('reads a date that only makes sense one way that way, and refuses impossible days', () => {
    expect(parseDate('12/31/2025')).toBe('2025-12-31');
    expect(parseDate('31/12/2025', 'month-first')).toBe('2025-12-31');
    expect(parseDate('31/02/2025')).toBeNull();
    expect(parseDate('not a date')).toBeNull();
  });
});

describe('period of cover', () => {
  it('reads a labelled period with times of day and filler between the label and the dates', () => {
    const page =
      'Period of cover (both dates inclusive): from 00:01 on 5 April 2025 to midnight on 4 April 2026';
    expect(readPeriod([page])).toEqual({ startDate: '2025-04-05', endDate: '2026-04-04' });
  });

  it('reads both ends of a numeric range in one order, the other one when only it makes sense', () => {
    expect(readPeriod(['Coverage Period: 02/01/2026 - 02/28/2026'])).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(readPeriod(['Policy period: 03/04/2025 - 02/04/2026'], 'month-first')).toEqual({
      startDate: '2025-03-04',
      endDate: '2026-02-04',
    });
  });

  it('reads start and expiry dates printed apart, and drops an expiry before the start', () => {
    expect(readPeriod(['Start date: 10/10/2025', 'Expiry date: 09/10/2026'])).toEqual({
      startDate: '2025-10-10',
      endDate: '2026-10-09',
    });
    expect(readPeriod(['Inception date: 10/10/2025\nEnd date: 01/01/2024']).endDate).toBeNull();
  });

  it('does not take the date a document was prepared or took effect for the period of cover', () => {
    const page =
      'This booklet applies to policies with an effective date of 1 July 2024.\nPrepared on 3 May 2024 (effective 1 July 2024).';
    expect(readPeriod([page])).toEqual({ startDate: null, endDate: null });
  });
});

describe('insurer', () => {
  it.each([
    [
      'the company that underwrites the policy over the one that administers it',
      [
        'This policy is administered by Lakeside Claims Services Ltd, a company registered in England.',
        'This insurance is underwritten by Northwind Assurance plc.',
      ].join('\n'),
      'Northwind Assurance plc',
    ],
    [
      'a definition of "we"',
      'We, us, our: Fabrikam Mutual Insurance Company Limited',
      'Fabrikam Mutual Insurance Company Limited',
    ],
    [
      'a name that wraps onto the next line',
      'Your cover is provided by Tailspin General Insurance\n(Asia) Pte. Ltd. (UEN 199900001X).',
      'Tailspin General Insurance (Asia) Pte. Ltd.',
    ],
    [
      '"we" defined with "means", not another company a definition names',
      [
        'Contoso Group means Contoso Holdings Limited and its related companies, registered in England.',
        '“We”, “us” and “our” means Northwind Home Insurance Limited.',
      ].join('\n'),
      'Northwind Home Insurance Limited',
    ],
    ['"we" defined in another order', 'We/Our/Us Tidewater Assurance Berhad', 'Tidewater Assurance Berhad'],
    [
      'a name standing at the start of a line, not joined to the heading above it',
      'Who we are\nWoodgrove Cover\nWoodgrove Insurers Pty Ltd ABN 12 345 678 901 AFSL 123456',
      'Woodgrove Insurers Pty Ltd',
    ],
    [
      'the insurer, not the owner of a trademark or the group policyholder',
      [
        'The logo belongs to Margie Holdings Limited and is used under licence.',
        'The master policy is held by Skyway Airlines Ltd for its passengers.',
        'Issued by Adatum Insurance Corporation, regulated by the state department of insurance.',
      ].join('\n'),
      'Adatum Insurance Corporation',
    ],
    [
      'no insurer when no company is named, ignoring a bare "Insurance Company"',
      'Ask the insurance company for a copy of your schedule.',
      null,
    ],
    [
      "a schedule's Insurer field",
      'Policy number: 123\nInsurer: Example Mutual\nExcess: 100',
      'Example Mutual',
    ],
    [
      'no insurer from a phrase standing in the Insurer field',
      'Insurer: The insurer shown in your schedule',
      null,
    ],
    [
      'the whole legal name when the legal form has two words',
      'Underwritten by Zurich Example Insurance Company Ltd.',
      'Zurich Example Insurance Company Ltd.',
    ],
    [
      "Lloyd's underwriters by name",
      "This insurance is underwritten by certain underwriters at Lloyd's.",
      "Underwriters at Lloyd's",
    ],
    [
      'the insurer, not its former name',
      'Fabrikam Health Insurance Limited (formerly known as Contoso Health Insurance Company Limited, CIN U66000MH2000PLC000000)',
      'Fabrikam Health Insurance Limited',
    ],
    [
      '"we" defined with "means:"',
      'Definitions\nWe/us/our means: Tidewater Specialty SE and where applicable its agents.',
      'Tidewater Specialty SE',
    ],
    [
      '"we" defined as "we, us, and our", not a scheme the text names',
      [
        'Your policy is protected under the scheme run by Deposit Guard Insurance Corporation, registered in Singapore.',
        'We, us, and our Harbourline Insurance Pte. Ltd., the issuer of your policy.',
      ].join('\n'),
      'Harbourline Insurance Pte. Ltd.',
    ],
    [
      'the insurer named at the end of a long sentence, not the insurer of one section only',
      [
        'This insurance has been arranged by Waypoint Insurance Agency Ltd, which is regulated in Cyprus.',
        'Your insurer for all sections of this insurance, apart from Section S1 – Supplier Failure, is Fabrikam Global',
        'Specialty SE. Registered Office: 1 Main Street, Hannover.',
        'Your insurer under this Section is Lakeside Insurance Company',
        'PCC Limited.',
        'Lakeside Insurance Company PCC Limited pays claims under Section S1.',
      ].join('\n'),
      'Fabrikam Global Specialty SE',
    ],
    [
      'the insurer an agent arranges the policy for, not the agent that signs it',
      [
        'This Home Policy is arranged by Northwind Underwriting on behalf of Contoso Specialty Limited whose registered office is in London.',
        'Signed for and on behalf of Northwind Limited',
        'Northwind Underwriting is a trading name of Northwind Limited which is registered in England.',
        'Northwind Limited is authorised by the Financial Conduct Authority (FRN 900000).',
      ].join('\n'),
      'Contoso Specialty Limited',
    ],
    [
      'the insurer in apposition under a definition heading',
      `${filler(2)}\nWE / US / OUR\nThe insurer, Contoso Specialty Limited.\nSigned for Northwind Limited, registered in England.`,
      'Contoso Specialty Limited',
    ],
    [
      'a registered insurer over a registered administrator named first',
      [
        'This policy is administered by Lakeside Claims Services Ltd, which is authorised by the Financial Conduct Authority.',
        'Contoso Insurance Limited is authorised by the Prudential Regulation Authority.',
      ].join('\n'),
      'Contoso Insurance Limited',
    ],
    [
      'the brand a title says the document is from, when no company is named',
      `Homeowners Policy Booklet\nfrom Example Mutual\nHOMEOWNERS - SPECIAL FORM HO-3\n${filler(2)}`,
      'Example Mutual',
    ],
    [
      'the legal name over the brand of the title',
      'Travel Insurance Policy from Contoso\nThis policy is underwritten by Contoso Insurance Limited.',
      'Contoso Insurance Limited',
    ],
    [
      'a legal name that runs across "in", not its last words',
      'Bergquell Allgemeine Versicherungsgesellschaft in Liechtenstein AG is authorised by the Financial Market Authority.',
      'Bergquell Allgemeine Versicherungsgesellschaft in Liechtenstein AG',
    ],
    [
      'a legal name that wraps after "in"',
      'This insurance is underwritten by Bergquell Versicherungsgesellschaft in\nLiechtenstein AG, registered in Vaduz.',
      'Bergquell Versicherungsgesellschaft in Liechtenstein AG',
    ],
    [
      'a schedule\'s Insurer field naming a company "in" a country',
      'Policy number: 123\nInsurer: Bergquell Versicherungsgesellschaft in Liechtenstein AG\nExcess: 100',
      'Bergquell Versicherungsgesellschaft in Liechtenstein AG',
    ],
    [
      'no brand from a date or a sentence after "from"',
      'Travel Insurance Policy\nfrom January 2026\nThank you for buying this policy with us\nfrom Contoso',
      null,
    ],
  ])('reads %s', (_what, page, insurer) => {
    expect(readInsurer(doc(page))).toBe(insurer);
  });
});

describe('insurance type', () => {
  it('types a health add-on as health although it mentions travel', () => {
    const page =
      'Emergency hospitalisation abroad. We pay in-patient treatment and day care surgery for an illness, including travel to the nearest hospital of up to 150 km. Travel costs beyond that are not paid. Maternity expenses are covered after hospitalisation.';
    expect(readInsuranceType([page])).toBe('health');
  });

  it.each([
    [
      'travel',
      'If your trip is cancelled or your baggage is delayed on the journey, we pay. Trip cancellation and baggage delay.',
    ],
    ['home', 'Buildings and contents at the insured address: escape of water, subsidence, storm. Your home.'],
    ['other', 'Lost keys: a locksmith opens the door and we replace your keys if the fob was attached.'],
    [
      'car',
      'Your car is covered for fire and theft; windscreen repairs do not affect your no claims discount.',
    ],
    ['pet', 'Vet fees for your pet after an accident or illness, and veterinary advice.'],
    [
      'mobile',
      'Phone insurance: if your phone is stolen or your device has a cracked screen, we repair your phone.',
    ],
  ])('types a %s document from what it covers', (type, page) => {
    expect(readInsuranceType([page])).toBe(type);
  });

  it('leaves the type empty when the text says too little', () => {
    expect(readInsuranceType(['Thank you for your payment.'])).toBeNull();
  });
});

describe('policy name', () => {
  it.each([
    [
      "the IPID's Product field, not the heading above it",
      [
        'Pet Insurance\nInsurance Product Information Document\nCompany: Contoso Pet Insurers Ltd Product: Pawprint Plus\nWhat is this type of insurance?',
      ],
      'Pawprint Plus',
    ],
    [
      'a Product label whose value a two-column layout put on the next line',
      ['Company:\nContoso Insurers Ltd\nProduct:\nNightingale Home Plus\nWhat is insured?'],
      'Nightingale Home Plus',
    ],
    [
      'a title block whose kind line follows the name',
      ['Look after yourself\nTailspin Safe Trip\nPolicy wording\nCall us any time.'],
      'Tailspin Safe Trip',
    ],
    [
      'a brand joined to a generic title',
      ['Your Northwind\nHome Insurance policy\n1. Call us first.'],
      'Northwind Home Insurance',
    ],
    [
      'the name before "Terms and Conditions", without trademark signs',
      ['Brightwater GadgetGuard® Terms and Conditions\nPlease keep this safe.'],
      'Brightwater GadgetGuard',
    ],
    [
      'the name before a policy summary',
      ['Sunrise Caravan Insurance\nPolicy summary'],
      'Sunrise Caravan Insurance',
    ],
    [
      '"Your" when it is part of a title made of generic words',
      ['Your Landlord Insurance Policy\nNeed to claim? Call us.'],
      'Your Landlord Insurance',
    ],
    [
      'the product from a running header',
      [1, 2, 3].map((n) => `REF-99 Secure Family Health / Policy Wordings / Page ${n}\n${filler(3)}`),
      'Secure Family Health',
    ],
    [
      'the heading under a title that names only the kind',
      ['Read this first.\nKEY FACTS ABOUT THIS CONTENTS POLICY\nRenters contents insurance\nStep 1'],
      'Renters contents insurance',
    ],
    [
      '"<Name> Product Disclosure Statement" in the text when no title names the product',
      ['Dear customer,', 'Read this with the Harbour Boat Insurance Product Disclosure Statement (PDS).'],
      'Harbour Boat Insurance',
    ],
    [
      '"<Name> Product Disclosure Statement" when the kind wraps onto the next line',
      [
        'Dear customer,\n1. Please read the enclosed Harbour Boat Insurance Product\nDisclosure Statement (PDS) and keep it safe.',
      ],
      'Harbour Boat Insurance',
    ],
    [
      'an insurance heading on the first page, widened by the brand above it, in readable case',
      [`${filler(2)}\nWANDERLUST\nTRAVEL INSURANCE\n${filler(2)}`],
      'Wanderlust Travel Insurance',
    ],
    [
      'no name from the first sentence of the page',
      ["It's time to renew your insurance.\nEvent / Cover Yes / No /\nWhat is insured?"],
      null,
    ],
    [
      'no name from a heading about the policy',
      ['About Your Policy\nWelcome to Your Policy\nWe are here to help.'],
      null,
    ],
    [
      'a title of a kind word alone with the form word the title gives it',
      ['Homeowners Policy Booklet\nfrom Example Mutual\nHOMEOWNERS - SPECIAL FORM HO-3'],
      'Homeowners Policy',
    ],
    [
      'no name of a kind word alone that names a cover already',
      ['Home Insurance Policy Wording\nPlease read this carefully.'],
      'Home Insurance',
    ],
    [
      'no name from the heading under a title',
      ['Certificate of Insurance\nImportant Information\nPolicy number: 12345678'],
      null,
    ],
    [
      'a name whose trademark sign is set apart from it',
      ['Wayfarer ®\nPolicy Wording\nContoso Insurance (Asia) Pte. Ltd.'],
      'Wayfarer',
    ],
    [
      'the first heading of a title page that names no kind of document',
      ['Wayfarer Plus\nThank you for choosing us. Please read this booklet with your schedule.'],
      'Wayfarer Plus',
    ],
    [
      'no name from a section heading opening the first page',
      ['General Exclusions\nWe will not pay for wear and tear.'],
      null,
    ],
  ])('reads %s', (_what, pages, name) => {
    expect(readPolicyName(doc(...pages))).toBe(name);
  });

  it("reads the plan's name from the Summary of Benefits and Coverage's first line", () => {
    const page =
      'Summary of Benefits and Coverage: What this Plan Covers & What You Pay Coverage Period: 01/01/2026 - 12/31/2026\nAcme Health Co: Silver Saver 3000 Coverage for: Individual | Plan Type: HMO';
    expect(readPolicyName(doc(page))).toBe('Silver Saver 3000');
    expect(readInsurer(doc(page))).toBe('Acme Health Co');
    const wrapped =
      'Summary of Benefits and Coverage: What this Plan Covers & What You Pay\nAcme Health Co: Gold Access 500\nCoverage for: Family | Plan Type: PPO';
    expect(readPolicyName(doc(wrapped))).toBe('Gold Access 500');
    expect(readPolicyName(doc('Acme Health Co: Gold Access 500 Coverage for: Family'))).toBeNull();
  });

  it("reads the plan, not a figure, when an SBC's first line gives the plan and its cost-sharing", () => {
    const page = [
      'Summary of Benefits and Coverage: What this Plan Covers & What You Pay Coverage Period: 01/01/2026 - 12/31/2026',
      'Acme Open Access® Choice - Employer F3: 1,000/80% Coverage for: Individual | Plan Type: POS',
      'Acme is the brand name used for products provided by Acme Life Insurance Company and its affiliates.',
    ].join('\n');
    expect(readPolicyName(doc(page))).toBe('Acme Open Access Choice - Employer F3');
    expect(readInsurer(doc(page))).toBe('Acme Life Insurance Company');
  });
});

describe('the title page read with its layout', () => {
  const body = ['Thank you for choosing us. Please read this booklet with your schedule.'];
  const read = async (first: PdfPage) => {
    const { pages, layout } = await readPdf(writePdf([first, { lines: body }]), 'booklet.pdf');
    return readPolicyName([{ file: 'booklet.pdf', pages, layout }]);
  };

  it('names the product from its largest type, a title wrapped over two lines kept whole', async () => {
    const title = await read({
      lines: [],
      placed: [
        { x: 50, y: 60, text: 'Contoso Insurance (Asia) Pte. Ltd.', size: 9 },
        { x: 50, y: 72, text: '1 Harbour Road, Singapore 000001', size: 9 },
        { x: 50, y: 300, text: 'Wayfarer', size: 36 },
        { x: 50, y: 340, text: 'Plus', size: 36 },
        { x: 50, y: 400, text: 'Make every journey a carefree one', size: 16 },
        { x: 50, y: 780, text: 'Version 3 of this booklet, printed in 2025.', size: 8 },
      ],
    });
    expect(title).toBe('Wayfarer Plus');
  });

  it('names nothing from a first page of text whose largest type heads a section', async () => {
    const placed = [{ x: 50, y: 60, text: 'Claims Procedure', size: 20 }];
    const lines = ['', '', ...Array.from({ length: 12 }, () => body[0] ?? '')];
    expect(await read({ lines, placed })).toBeNull();
    expect(await read({ lines: ['# General Exclusions', ...lines] })).toBeNull();
  });
});

describe('plan', () => {
  it('reads the plan a schedule names, and none from a wording listing several', () => {
    expect(readPlan(['Policyholder: A. Person\nPlan: Gold Annual\nExcess: £100'])).toBe('Gold Annual');
    expect(readPlan(['Level of cover: Comprehensive'])).toBe('Comprehensive');
    expect(
      readPlan(['Benefits by plan: Bronze, Silver and Gold. Choose the plan that suits you.']),
    ).toBeNull();
  });
});

describe('policy details', () => {
  it('reads every field of a generated schedule', async () => {
    const { pages } = await readPdf(schedulePdf(2), 'schedule.pdf');
    expect(readPolicyDetails([{ file: 'schedule.pdf', pages }])).toEqual({
      name: 'Home Insurance',
      insurer: 'Example Mutual Insurance plc',
      insuranceTypeId: 'home',
      plan: null,
      startDate: '2025-03-01',
      endDate: '2026-02-28',
    });
  });

  it('reads numeric dates month-first in a policy issued in the US', () => {
    const page =
      'Coverage Period: 03/01/2026 - 02/28/2027\nFile a complaint with your state department of insurance. Questions: see healthcare.gov.';
    expect(readPolicyDetails(doc(page)).startDate).toBe('2026-03-01');
  });

  it('leaves every field empty when the documents state none', () => {
    expect(readPolicyDetails(doc('Hello there', 'Nothing to see'))).toEqual({
      name: null,
      insurer: null,
      insuranceTypeId: null,
      plan: null,
      startDate: null,
      endDate: null,
    });
  });
});

describe("a document's own dates", () => {
  it.each([
    'Product Disclosure Statement\nEffective Date 15-08-2022\nEdition 4',
    'Effective Date: 15-08-2022 to 15-08-2023',
    'This PDS is valid from 1 July 2022 to 30 June 2023.',
    'Edition date: 01/07/2022\nIssue date: 03/07/2022\nPrinted 12/07/2022\nVersion 2 valid from 1 August 2022',
    '© 2022 Example Insurance Ltd. Effective date of this wording: 1 July 2022.',
  ])('are never the period of insurance: %j', (page) => {
    expect(readPeriod([page])).toEqual({ startDate: null, endDate: null });
  });

  it('leave the period to the schedule when a wording states its effective date first', () => {
    const wording = 'Home Insurance PDS. Effective Date 15-08-2022. Prepared 1 July 2022.';
    const schedule = 'Policy Schedule\nPeriod of insurance: 1 March 2026 to 28 February 2027';
    expect(readPolicyDetails(doc(wording, schedule))).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2027-02-28',
    });
    expect(readPolicyDetails(doc(wording))).toMatchObject({ startDate: null, endDate: null });
  });

  it('still reads the dates a schedule gives the cover itself', () => {
    expect(readPeriod(['Policy effective date: 01/03/2026\nExpiry date: 28/02/2027'])).toEqual({
      startDate: '2026-03-01',
      endDate: '2027-02-28',
    });
    expect(readPeriod(['Your cover is effective from 1 March 2026 to 28 February 2027'])).toEqual({
      startDate: '2026-03-01',
      endDate: '2027-02-28',
    });
  });
});

describe('period layouts', () => {
  it.each([
    ['Policy Period: From 00:00 hrs of 01/04/2025 to Midnight of 31/03/2026', '2025-04-01', '2026-03-31'],
    ['Period of Insurance: 01 Jan 2025 00:00 to 31 Dec 2025 23:59', '2025-01-01', '2025-12-31'],
    ['Period of insurance\nFrom: 14/02/2025\nTo: 13/02/2026', '2025-02-14', '2026-02-13'],
    ['Policy period: March 1, 2025 to March 1, 2026', '2025-03-01', '2026-03-01'],
    ['Your cover starts on 7 July 2025 and ends on 6 July 2026.', '2025-07-07', '2026-07-06'],
    ['Certificate valid from 01.09.2025 to 31.08.2026', '2025-09-01', '2026-08-31'],
  ])('reads %j', (page, startDate, endDate) => {
    expect(readPeriod([page])).toEqual({ startDate, endDate });
  });
});

describe('a policy of several documents', () => {
  it("takes the name that says whose product it is, the schedule's period and the wording's insurer", () => {
    const documents: PolicyDocument[] = [
      {
        file: 'schedule.pdf',
        pages: [
          'Home Insurance Policy Schedule\nPeriod of insurance: 01/06/2025 to 31/05/2026\nBuildings: £300,000',
        ],
      },
      {
        file: 'wording.pdf',
        pages: [
          'Contoso Premier Home\nPolicy wording',
          'Your home, buildings and contents: escape of water, subsidence and storm.',
          'Contoso Premier Home is underwritten by Fabrikam Insurance UK Limited, authorised by the Prudential Regulation Authority.',
        ],
      },
    ];
    expect(readPolicyDetails(documents)).toEqual({
      name: 'Contoso Premier Home',
      insurer: 'Fabrikam Insurance UK Limited',
      insuranceTypeId: 'home',
      plan: null,
      startDate: '2025-06-01',
      endDate: '2026-05-31',
    });
  });
});

describe('type from the name', () => {
  it("counts the product's name when the text says little, and the text when it says more", () => {
    expect(readInsuranceType(['Plan: Gold. Excess: 100.'], 'Premier Travel')).toBe('travel');
    expect(readInsuranceType(['Plan: Gold. Excess: 100.'])).toBeNull();
    expect(
      readInsuranceType(['Medical costs and hospitalisation during your trip.'], 'Travel Medical Insurance'),
    ).toBe('travel');
    const keys =
      'Lost keys: a locksmith opens the door; keys on the fob are replaced. Lost keys reported within 45 days.';
    expect(readInsuranceType([keys], 'Contoso Car Insurance')).toBe('other');
  });
});
