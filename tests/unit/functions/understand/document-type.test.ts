import { describe, expect, it } from 'vitest';
import { detectDocumentType } from '#functions/analysis/understand/document-type';

const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => `Section ${i + 1}\nWe will pay for loss or damage described here.`);

const kindOf = (pages: string[]) => {
  const found = detectDocumentType(pages);
  return found && (found.customName ?? found.fileType);
};

describe('document type', () => {
  it.each([
    [
      'an IPID by its title',
      [
        'Home Insurance\nInsurance Product Information Document\nCompany: Northwind plc\nSee the policy wording.',
      ],
      'ipid',
    ],
    [
      'an IPID by its two questions, its title an image',
      [
        'Product: Home\nWhat is insured?\nBuildings up to £500,000\nWhat is not insured?\nWear and tear',
        'Where am I covered?',
      ],
      'ipid',
    ],
    [
      'a KFS by its title',
      ['Home Contents Insurance\nKey Fact Sheet\nThis is a summary only; read the PDS.'],
      'Key Facts Sheet',
    ],
    [
      'a KFS by its table of events',
      ['Event / Cover Yes / No / Optional\nFire Yes\nFlood Yes\nsee PDS'],
      'Key Facts Sheet',
    ],
    [
      'a PDS',
      ['Woodgrove Travel Insurance\nProduct Disclosure Statement\nand Policy Wording', ...filler(30)],
      'Product Disclosure Statement',
    ],
    [
      'a wording issued as a PDS',
      ['Travel Insurance\nPolicy Wording & Product\nDisclosure Statement (PDS)', ...filler(30)],
      'Product Disclosure Statement',
    ],
    [
      'a summary of benefits and coverage',
      ['Summary of Benefits and Coverage: What this Plan Covers & What You Pay'],
      'Summary of Benefits and Coverage',
    ],
    [
      'a certificate',
      [
        'Certificate of Insurance\nPolicy number HH123\nPolicyholder: Jane Doe\nPeriod of insurance 1 May 2026 to 30 April 2027',
      ],
      'certificate',
    ],
    [
      'a schedule by its title',
      [
        'Home Insurance Policy Schedule\nPolicy number HH123\nThis schedule must be read with your policy booklet.',
      ],
      'policy_schedule',
    ],
    [
      'a schedule by the facts it lists about its holder',
      [
        'Northwind Home\nPolicy number: HH123\nName of insured: Jane Doe\nStart date 1 May 2026\nTotal premium £312.00',
      ],
      'policy_schedule',
    ],
    ['a wording by its title', ['Your Home Insurance\nPolicy Wording', ...filler(3)], 'policy_wording'],
    [
      'a long document with no title',
      ['Welcome\nThank you for choosing us.', ...filler(20)],
      'policy_wording',
    ],
    [
      'a short one with definitions and conditions',
      [
        'Welcome',
        'Definitions\nHome means the house. Contents means household goods. Valuables means jewellery.',
        'General exclusions\nGeneral conditions',
      ],
      'policy_wording',
    ],
  ])('reads %s', (_, pages, expected) => {
    expect(kindOf(pages)).toBe(expected);
  });

  it('reads what a document calls itself before the documents it refers to', () => {
    const renewal =
      'It is time to renew.\nRead your Certificate of Insurance, your Product Disclosure Statement (PDS) and Key Facts Sheet (KFS).';
    expect(kindOf([renewal])).toBe('certificate');
  });

  it('says nothing of a short page that names nothing', () => {
    expect(detectDocumentType(['Dear customer, thank you for your letter.'])).toBeNull();
    expect(detectDocumentType([])).toBeNull();
  });
});
