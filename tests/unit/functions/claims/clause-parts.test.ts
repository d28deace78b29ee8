import { describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { timeLimitIn } from '#functions/analysis/decide/rules/time-limit';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { clauseParts, qualifyingParts } from '#functions/analysis/understand/clause-parts';
import type { ClaimFacts } from '#functions/analysis/understand/types';
import { writePdf } from '#scripts/pdf/write-pdf';
import { expectAskedThenDecided } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

describe('a clause read by its grammar into parts', () => {
  it.each([
    [
      'We will pay for theft of your bicycle. We will not pay for theft from an open garden.',
      ['grant', 'exclusion'],
    ],
    ['Your tools are covered. You must keep them in a locked van overnight.', ['grant', 'condition']],
    ['Gales are covered, other than damage to fences.', ['grant', 'exception']],
    ['We cover your rings provided that they are valued every five years.', ['grant', 'condition']],
    ['Flood means water escaping from a river or the sea.', ['definition']],
  ])('reads "%s" as %j', (text, roles) => {
    expect(clauseParts(text).map((p) => p.role)).toEqual(roles);
  });

  it('keeps a restriction with the exception that lifts it', () => {
    const parts = qualifyingParts(
      'We will pay for: theft of your camera left unattended unless locked in the hotel safe.',
    );
    expect(parts).toEqual([
      { role: 'condition', text: 'theft of your camera left unattended unless locked in the hotel safe.' },
    ]);
  });

  it('finds nothing to test in a plain grant', () => {
    expect(qualifyingParts('We will pay for loss of or damage to your furniture caused by fire.')).toEqual(
      [],
    );
  });
});

describe('a time limit read from its words', () => {
  it.each([
    ['You must tell us within 14 days of the incident.', 14, true],
    ['Treatment must begin within forty-eight (48) hours of the accident.', 2, true],
    ['within 2 weeks after you come home from your journey', 14, false],
  ])('"%s" is %d days, from the incident: %s', (text, days, fromIncident) => {
    expect(timeLimitIn(text)).toMatchObject({ days, fromIncident });
  });
});

async function assessOn(lines: string[], change: Partial<ClaimFacts>) {
  const { pages } = await readPdf(writePdf([{ lines }]), 'parts.pdf');
  return assessClaimByRules([{ file: 'parts.pdf', pages }], claimFacts(change));
}

describe('the covering clause, tested part by part', () => {
  const wording = [
    '# Home contents',
    'We will pay for theft of your belongings from the home.',
    'We will not pay for belongings used for your trade, such as tools, laptops or',
    'cameras used for paid work.',
  ];

  it('refuses or questions a claim an exclusion in the same paragraph speaks of, never covers it', async () => {
    const result = await assessOn(wording, {
      description: 'Burglars broke into our house and stole the laptop I use for my paid design work.',
    });
    expect(result.verdict).not.toBe('likely_covered');
  });

  it('asks whether the exclusion beside the grant applies to a claim it is not about, and covers on no', async () => {
    await expectAskedThenDecided(
      (change) => assessOn(wording, change),
      {
        description:
          'Burglars broke into our house and stole my jewellery box. We told the police that night.',
      },
      'belongings used for your trade',
      'no',
      'likely_covered',
    );
  });

  it('asks whether a refusal of thefts by the household applies to a theft by strangers, and covers on no', async () => {
    const theft = [
      '# Theft',
      'We cover theft of your belongings from the home. Not covered if the theft was by',
      'you, your family or anyone who lives in your home.',
    ];
    await expectAskedThenDecided(
      (change) => assessOn(theft, change),
      { description: 'Our house was broken into while we were out and my watch was taken.' },
      'the theft was by you, your family',
      'no',
      'likely_covered',
    );
  });

  it('asks about a time limit inside the covering clause that the dates cannot settle', async () => {
    const result = await assessOn(
      [
        '# Hospital cash',
        'We will pay a daily benefit if you are admitted to hospital within 2 days of',
        'your return home if you saw a doctor abroad.',
      ],
      { itemType: 'travel', description: 'I was admitted to hospital with a fever after my trip.' },
    );
    expect(result.verdict).toBe('unclear');
    expect(result.questions[0]?.question).toContain('within 2 days');
  });
});
