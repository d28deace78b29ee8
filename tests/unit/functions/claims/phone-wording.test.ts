import { describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import type { ClaimFacts, PolicyDocument, Verdict } from '#functions/analysis/understand/types';
import { claimFacts } from '#tests/steps/claim-facts';

/** A made-up gadget policy: its exclusions, exceptions, territory and deadlines are common shapes. */
const wording: PolicyDocument[] = [
  {
    file: 'gadget.pdf',
    pages: [
      [
        'Pocketguard Mobile Phone Insurance - Policy Wording',
        'What is covered',
        'We will repair or replace your phone if it is accidentally damaged, stolen or lost.',
        'Excess: £75 for each claim.',
        'What is not covered',
        '- Theft or loss of your phone when it has been left unattended in a public place.',
        '- Cosmetic damage such as scratches or dents that does not stop the phone working.',
        '- Damage caused by liquid unless the phone was accidentally dropped into water.',
        '- Theft from a vehicle unless the phone was hidden in a locked glovebox.',
        'Where are you covered?',
        'You are covered in the United Kingdom, and anywhere in the world for trips of up to 90 days.',
        'Claims conditions',
        'You must report theft or loss to the police within 48 hours and to your network provider within 24 hours.',
        'You must tell us about your claim within 30 days.',
      ].join('\n'),
    ],
  },
];

const claim = (description: string, location = 'London, UK'): ClaimFacts =>
  claimFacts({ itemType: 'smartphone', location, estimatedValue: 700, description });

const cases: [string, Verdict, string?][] = [
  ['I dropped my phone on the pavement and the screen shattered.', 'likely_covered'],
  [
    'My phone was stolen from my jacket pocket on the bus. I reported it to the police the same day and called my network that afternoon.',
    'likely_covered',
  ],
  [
    'I left my phone on the table in a pub while I went to the bar and it was gone when I came back. Reported to police the same day.',
    'likely_not_covered',
  ],
  ['My phone has a few scratches on the back but works fine.', 'likely_not_covered'],
  ['My phone was stolen from my car on the passenger seat. Police told the same day.', 'likely_not_covered'],
  [
    'My phone was stolen in Paris on day 120 of my trip. I reported it to the police the same day and to my network.',
    'likely_not_covered',
    'Paris, France',
  ],
  ['My phone was stolen. I reported it to the police a week later.', 'likely_not_covered'],
  ['I spilt coffee on my phone and it stopped working.', 'likely_not_covered'],
];

describe('a gadget policy the rules were not written for', () => {
  it.each(cases)('%s → %s', (description, expected, location) => {
    expect(assessClaimByRules(wording, claim(description, location)).verdict).toBe(expected);
  });

  it('asks when the police were told, rather than saying covered, when the claim does not say', () => {
    const result = assessClaimByRules(wording, claim('My phone was stolen from my bag on the train.'));
    expect(result.verdict).toBe('unclear');
    expect(result.questions.some((q) => q.question.includes('48 hours'))).toBe(true);
  });
});
