import { describe, expect, it } from 'vitest';
import { timeLimitIn } from '#functions/analysis/decide/rules/time-limit';
import { assessOnParagraph } from '#tests/steps/assess-wording';

/** A made-up health waiting period that lets accidents through. */
const WAITING =
  'Initial waiting period: treatment of any sickness within 60 days from the policy start date is excluded, except claims arising from an Accident.';

const facts = {
  itemType: 'health' as const,
  policyStartDate: '2024-03-01',
  reportDateTime: '2024-03-25T09:00',
};

describe('a waiting period with an exception for accidents', () => {
  it('lets an accident through, and says the waiting period does not reach it', async () => {
    const result = await assessOnParagraph(WAITING, {
      ...facts,
      incidentDateTime: '2024-03-20T10:00',
      description:
        'I bought the policy on 1 March. On 20 March a cyclist knocked me down and I broke my arm, and I was treated in hospital.',
    });
    expect(result.checks.find((c) => c.id === 'waiting-period')?.outcome).toBe('pass');
    expect(result.verdict).toBe('likely_covered');
  });

  it('refuses a sickness inside the period', async () => {
    const result = await assessOnParagraph(WAITING, {
      ...facts,
      incidentDateTime: '2024-03-20T10:00',
      description:
        'I bought the policy on 1 March. On 20 March I came down with pneumonia and was admitted to hospital.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });
});

describe('a span counted from the start of cover', () => {
  it.each([
    'any illness within 30 days from the first policy commencement date is excluded',
    'claims within 90 days of the policy start date are not covered',
    'within 14 days from inception of cover',
  ])('is a waiting period, not a deadline to meet: %s', (text) => {
    expect(timeLimitIn(text)).toBeNull();
  });

  it('leaves a deadline counted from the incident a time limit', () => {
    expect(timeLimitIn('You must tell us within 30 days of the incident.')?.days).toBe(30);
  });
});

describe('a refusal of what began soon after cover started', () => {
  const PET =
    'Vet fees: we will pay for an illness or injury of your dog. We will not pay for any condition that first showed symptoms within 21 days of the policy start date.';

  it('is a waiting period, measured from the policy start date', async () => {
    const result = await assessOnParagraph(PET, {
      itemType: 'other',
      policyStartDate: '2025-06-01',
      incidentDateTime: '2025-06-05T10:00:00Z',
      reportDateTime: '2025-06-06T10:00:00Z',
      description:
        'Our dog started limping four days after we took out the policy and the vet found a torn ligament.',
    });
    expect(result.checks.find((c) => c.id === 'waiting-period')?.outcome).toBe('fail');
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('lets through what began after it', async () => {
    const result = await assessOnParagraph(PET, {
      itemType: 'other',
      policyStartDate: '2025-01-01',
      incidentDateTime: '2025-06-05T10:00:00Z',
      reportDateTime: '2025-06-06T10:00:00Z',
      description: 'Our dog started limping in June and the vet found a torn ligament.',
    });
    expect(result.checks.find((c) => c.id === 'waiting-period')?.outcome).toBe('pass');
  });
});

describe('cover that does not start until some time after the policy starts', () => {
  const FLOOD =
    'Flood: we cover damage to your home caused by flood. Flood cover does not start until 7 days after the policy start date, unless you renewed this policy with us.';
  const at = (incident: string) => ({
    itemType: 'home' as const,
    policyStartDate: '2025-03-01',
    incidentDateTime: incident,
    reportDateTime: '2025-05-10T10:00:00Z',
  });

  it('covers a flood after the wait', async () => {
    const result = await assessOnParagraph(FLOOD, {
      ...at('2025-05-03T10:00:00Z'),
      description: 'The river burst its banks and flooded the ground floor.',
    });
    expect(result.checks.find((c) => c.id === 'waiting-period')?.outcome).toBe('pass');
    expect(result.verdict).toBe('likely_covered');
  });

  it('asks about the way out the wording gives, rather than refuse, inside the wait', async () => {
    const result = await assessOnParagraph(FLOOD, {
      ...at('2025-03-03T10:00:00Z'),
      description: 'The river burst its banks and flooded the ground floor.',
    });
    expect(result.verdict).toBe('unclear');
    expect(result.questions[0]?.question).toContain('does not apply if you renewed this policy with us');
  });
});
