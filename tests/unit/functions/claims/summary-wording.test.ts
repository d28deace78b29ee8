import { describe, expect, it } from 'vitest';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { clauseParts, grantText } from '#functions/analysis/understand/clause-parts';
import { affirmed, negated, termsOf } from '#functions/analysis/understand/language/concepts';
import { askedAndAnswered, assessOnLines, assessOnParagraph } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

const concepts = (text: string) => [...affirmed(termsOf(text))].filter((id) => id.startsWith('@'));
const denied = (text: string) => [...negated(termsOf(text))].filter((id) => id.startsWith('@'));

describe('a claim read in ordinary words', () => {
  it('denies only the word "non-" is joined to', () => {
    const text = 'I was treated in a non-network hospital for pneumonia.';
    expect(concepts(text)).toEqual(expect.arrayContaining(['@hospital', '@illness']));
    expect(denied('It was non-emergency care.')).toContain('@emergency');
  });

  it('does not take the first noun of a compound for the thing itself', () => {
    expect(concepts('They took the coffee machine and the bike shed door.')).not.toContain('@liquid');
    expect(concepts('They took the coffee machine and the bike shed door.')).not.toContain('@bicycle');
    expect(concepts('I spilt coffee on the laptop.')).toContain('@liquid');
  });

  it('reads a part of the body broken or torn as an injury, and a tear alone as nothing worn', () => {
    expect(concepts('I fell on the steps and broke my ankle.')).toContain('@injury');
    expect(concepts('I tore my shoulder playing netball.')).toContain('@injury');
    expect(concepts('I tore my shoulder playing netball.')).not.toContain('@wear');
    expect(concepts('Someone broke the back window.')).not.toContain('@injury');
  });

  it('reads wearing out, vandalism and a falling tree as the events they are', () => {
    expect(concepts('The motor bearings have worn out from age and use.')).toContain('@wear');
    expect(concepts('Vandals spray-painted the garage door.')).toContain('@malicious');
    expect(concepts('A tall pine toppled over and crashed through our roof.')).toContain('@impact');
    expect(concepts('A severe windstorm ripped shingles off the roof.')).toContain('@storm');
  });

  it('reads "not admitted to hospital" as hospital denied, and a specialist visit as care without admission', () => {
    expect(denied('It cannot pay when you are not admitted to hospital.')).toContain('@hospital');
    expect(concepts('It cannot pay when you are not admitted to hospital.')).not.toContain('@hospital');
    const visit = readClaim(claimFacts({ description: 'I saw a specialist in his rooms and went home.' }));
    expect(visit.no.has('@hospital')).toBe(true);
    expect(concepts('Specialist fees refers to non-surgical treatment.')).not.toContain('@hospital');
  });

  it('reads water let out by a split hose, and "my late father" as no delay', () => {
    expect(concepts('The inlet hose split and water spread into the lounge.')).toContain('@water');
    expect(concepts("They took my late father's watch.")).not.toContain('@delay');
    expect(concepts('The flight was late.')).toContain('@delay');
  });

  it('takes a room-mate for someone who lives in the home', () => {
    expect(readClaim(claimFacts({ description: 'My flatmate moved out.' })).yes.has('@contractor')).toBe(
      true,
    );
  });
});

describe('a summary set out under its questions', () => {
  const ipid =
    'Your home insurance protects you against loss or damage to your Contents. It covers such things as fire, flood, storm and theft. What is not insured? Damage from wear and tear, or gradual deterioration';

  it('reads what follows "What is not insured?" as refused, even run into one line', () => {
    const parts = clauseParts(ipid);
    expect(parts.find((p) => p.text.startsWith('Damage from wear'))?.role).toBe('exclusion');
    expect(grantText(ipid)).not.toMatch(/wear and tear/);
  });

  it('never covers a claim by the words of its own refusal', async () => {
    const lines = [
      'Your home insurance protects you against loss or damage to your Contents.',
      'It covers such things as fire, flood, storm and theft.',
      'What is not insured? Damage from wear and tear, or gradual deterioration',
    ];
    const result = await assessOnLines(lines, {
      itemType: 'home',
      description: 'Our washing machine stopped; the engineer says the bearings have worn out with age.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('reads a bare "Not covered" beside a co-pay as another column, not a refusal', async () => {
    const row = "Children's eye exam $35 copay/visit Not covered Coverage limited to one exam/year.";
    expect(clauseParts(row)[0]?.role).toBe('other');
    const result = await assessOnLines([row], {
      itemType: 'health',
      description: 'Our daughter had her first eye exam of the year with an in-network optometrist.',
    });
    expect(result.verdict).not.toBe('likely_not_covered');
  });
});

describe('a cover that pays only on admission', () => {
  const lines = [
    "Hospital cover can pay towards services you receive when you're admitted to hospital as a private patient.",
    "It can't pay towards any services when you're not admitted to hospital (eg. seeing your GP or specialist).",
  ];

  it('refuses a visit to a specialist; for an admission asks about the refusal beside it, covering on no', async () => {
    const visit = await assessOnParagraph(lines.join(' '), {
      itemType: 'health',
      description: 'I had a consultation at the specialist rooms for a mole and went home the same hour.',
    });
    expect(visit.verdict).toBe('likely_not_covered');
    const stay = await askedAndAnswered(
      (change) => assessOnParagraph(lines.join(' '), change),
      {
        itemType: 'health',
        description: 'I was admitted to a private hospital overnight with appendicitis.',
      },
      'not admitted to hospital (eg. seeing your GP',
      'no',
    );
    expect(stay.first.verdict).toBe('unclear');
    expect(stay.asked?.question).toContain('not admitted to hospital (eg. seeing your GP');
    expect(stay.answered?.verdict).toBe('likely_covered');
  });
});

describe('a list of things under a lead-in that names the event', () => {
  it('covers a claim about one of the things by the event the lead-in names', async () => {
    const result = await assessOnLines(
      [
        'D) Accidental Damage to electronic equipment',
        'We will pay for Accidental Damage to:',
        '• personal computers, laptops and web books all situated within the Home',
      ],
      {
        itemType: 'home',
        location: 'Leeds, UK',
        description:
          'My son knocked a mug of coffee over my laptop on the dining table at home; it will not switch on.',
      },
    );
    expect(result.verdict).toBe('likely_covered');
  });

  it('reads a mug as a cup, and things gone after a forced door as stolen', () => {
    expect(concepts('My son knocked a mug of coffee over my laptop.')).not.toContain('@theft');
    expect(concepts('I was mugged on the way home.')).toContain('@theft');
    const reading = readClaim(
      claimFacts({ description: 'The patio door had been forced and my TV was gone.' }),
    );
    expect(reading.yes.has('@theft')).toBe(true);
  });
});
