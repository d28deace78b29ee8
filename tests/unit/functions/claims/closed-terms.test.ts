import { describe, expect, it } from 'vitest';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import {
  askedAndAnswered,
  assessOnLines,
  assessOnParagraph,
  expectAskedThenDecided,
} from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

const said = (description: string) => readClaim(claimFacts({ description })).yes;

describe('a theft told without the word', () => {
  it('is read from someone taking the thing', () => {
    expect(said('Someone smashed the car window and took my phone.').has('@theft')).toBe(true);
    expect(said('The lock had been cut and the bike taken.').has('@theft')).toBe(true);
  });

  it('is not read from being taken somewhere, or from photos taken', () => {
    expect(said('I was taken to hospital by ambulance.').has('@theft')).toBe(false);
    expect(said('Photos were taken of the damage.').has('@theft')).toBe(false);
    expect(said('A man stopped his car and took me to hospital.').has('@theft')).toBe(false);
    expect(said('Someone took photos of the damage.').has('@theft')).toBe(false);
  });
});

describe('a term the policy defines by a closed list', () => {
  const pests = [
    "Pest: Either black or brown rats, field or house mice, and wasps' and hornets' nests.",
    'Pest Infestation If you have a pest infestation inside your home, we will provide assistance to remove it.',
  ];

  it('refuses a thing of the same kind that is not one of its members', async () => {
    const result = await assessOnLines(pests, {
      itemType: 'home',
      description: 'We have found bed bugs in both bedrooms and need a pest controller.',
    });
    expect(result.verdict).toBe('likely_not_covered');
    expect(result.checks.find((c) => c.id === 'defined-members')?.outcome).toBe('fail');
  });

  it('takes in a member', async () => {
    const result = await assessOnLines(pests, {
      itemType: 'home',
      description: 'There is a wasps nest in the loft and we need it removed.',
    });
    expect(result.verdict).not.toBe('likely_not_covered');
  });
});

describe('a span of time inside a summary row', () => {
  it('is measured once, by the rule that compares it with the claim', async () => {
    const row = [
      'Malicious damage We refer to Malicious damage as Vandalism.',
      "If your home is unoccupied, you're not covered for anything that happens after the first 60 days that no one has been living in your home.",
    ];
    const short = await assessOnLines(row, {
      itemType: 'home',
      description: 'While we were on a three-week caravan trip vandals spray-painted the garage door.',
    });
    expect(short.verdict).not.toBe('likely_not_covered');
    expect(short.checks.find((c) => c.id === 'longest-absence')?.outcome).toBe('pass');
  });
});

describe('an event of a wider kind', () => {
  it('lets a deadline for reporting a loss reach a theft', async () => {
    const result = await assessOnLines(
      [
        'If your baggage is damaged or lost, then the Company will reimburse you.',
        'We will not pay for any loss that is not reported either to the police or the carrier within twenty four (24) hours of discovery.',
      ],
      {
        itemType: 'travel',
        description:
          'My backpack was stolen at the station. I only went to a police station four days later.',
      },
    );
    expect(result.verdict).toBe('likely_not_covered');
  });
});

describe('a restriction inside the covering clause, with its exception', () => {
  const cycles = [
    'Pedal Cycles Accidental loss or damage to or Theft of Pedal Cycles owned by You up to the limit shown in Your Schedule.',
    'Theft while away from the Home unless in a building or securely locked to an immovable object.',
  ];

  it('is met when the claim shows the exception', async () => {
    const result = await assessOnLines(cycles, {
      itemType: 'home',
      description:
        'My bike was securely locked to the cycle hoops at the station; the lock was cut and it was stolen.',
    });
    expect(result.verdict).toBe('likely_covered');
  });

  it('refuses when the claim shows the restriction and not its exception', async () => {
    const result = await assessOnLines(cycles, {
      itemType: 'home',
      description: 'I left my bike outside the bakery, not locked, and it was stolen while I was inside.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('covers the theft its "other than" names; for a dropped laptop asks whether it meets the theft-only cover, refusing on no', async () => {
    const laptop = [
      'Loss of Laptop The Company will indemnify the Insured for the loss due to Theft.',
      'Loss or damage arising for any reason, other than Theft.',
    ];
    const stolen = await assessOnLines(laptop, {
      itemType: 'travel',
      description:
        'Two men grabbed my laptop bag off my shoulder and ran away with it. I told the police that night.',
    });
    expect(stolen.verdict).toBe('likely_covered');
    const dropped = await askedAndAnswered(
      (change) => assessOnLines(laptop, change),
      { itemType: 'travel', description: 'My laptop slid off the hotel desk and the screen broke.' },
      'indemnify the Insured for the loss due to Theft',
      'no',
    );
    expect(dropped.first.verdict).toBe('unclear');
    expect(dropped.asked?.question).toContain('indemnify the Insured for the loss due to Theft');
    expect(dropped.answered?.verdict).toBe('likely_not_covered');
  });
});

describe('an exception made of lettered terms that must all hold', () => {
  it('asks rather than refuses when the claim shows only some of them', async () => {
    const result = await assessOnLines(
      [
        'Personal belongings We will pay for loss of or damage to personal belongings anywhere in the world.',
        'Theft of personal belongings from an unattended vehicle unless: a. all windows are closed and all doors are locked b. the items are hidden from view in a closed glove compartment.',
      ],
      {
        itemType: 'home',
        description:
          'I locked the car with the phone in the glove box. Someone forced the door and stole it.',
      },
    );
    expect(result.verdict).not.toBe('likely_not_covered');
  });

  const belongings =
    'Personal belongings What is covered? Loss of or damage to personal belongings which happens at your home or anywhere else in the world. Theft of personal belongings from an unattended vehicle unless: a. all windows and sunroofs are closed and all doors are locked b. the items are hidden from view in a concealed luggage compartment or closed glove compartment.';

  it('refuses when the claim denies one of them', async () => {
    const result = await assessOnParagraph(belongings, {
      itemType: 'home',
      description:
        "I'd left my phone on the passenger seat and the car was locked, but someone smashed the window and took it.",
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('lifts the refusal when the claim shows every one', async () => {
    const result = await assessOnParagraph(belongings, {
      itemType: 'home',
      description:
        'I locked my phone inside the closed glove box, shut all the windows and locked the car. Someone forced the door and stole it.',
    });
    expect(result.checks.find((c) => c.id === 'exclusion')?.outcome).toBe('pass');
  });
});

describe('a refusal of thefts by the household', () => {
  it('asks whether it applies to a break-in, and covers when the customer says no', async () => {
    await expectAskedThenDecided(
      (change) =>
        assessOnParagraph(
          'Theft and Burglary Covered as theft or attempted theft. Not covered if the theft or attempted theft was by You, Your Family or anyone who normally lives in Your Home including a tenant.',
          change,
        ),
      { itemType: 'home', description: 'Someone jemmied our back door and took the TV. Police attended.' },
      'attempted theft was by You, Your Family',
      'no',
      'likely_covered',
    );
  });
});

describe('where it happened, against the place a clause names', () => {
  const abroad = [
    'Services Your Plan Generally Does NOT Cover: Non-emergency care when traveling outside the U.S.',
  ];

  it('asks whether the refusal of care abroad applies to routine care in another country, and refuses on yes', async () => {
    await expectAskedThenDecided(
      (change) => assessOnLines(abroad, change),
      {
        itemType: 'health',
        location: 'Guadalajara, Mexico',
        description: 'While spending two months in Mexico I booked a routine physical with a doctor.',
      },
      'Non-emergency care when traveling outside the U.S.',
      'yes',
      'likely_not_covered',
    );
  });

  it('does not apply a refusal of care outside the country to care inside it', async () => {
    const result = await assessOnLines(abroad, {
      itemType: 'health',
      location: 'Austin, Texas, USA',
      description: 'I booked a routine physical with my doctor in Austin.',
    });
    expect(result.verdict).not.toBe('likely_not_covered');
  });

  it('reads "anywhere in the world, as long as it is normally kept at your home" as no limit on place', async () => {
    const text =
      'We cover your stuff anywhere in the world, as long as it is normally kept at your home. Stuff that lives at your summer house, office, or in a storage unit, is not covered.';
    const hotel = await assessOnParagraph(text, {
      itemType: 'home',
      location: 'Lisbon, Portugal',
      description: 'My camera was stolen from my hotel room in Lisbon. I reported it to the police.',
    });
    expect(hotel.checks.some((c) => c.id === 'place-of-cover')).toBe(false);
    const storage = await assessOnParagraph(text, {
      itemType: 'home',
      description: 'Someone cut the padlock on our self-storage unit and emptied it.',
    });
    expect(storage.verdict).toBe('likely_not_covered');
  });
});

describe('a waiting period for listed conditions', () => {
  const listed =
    '2) Specified disease/procedure waiting period a. Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first Policy with Us. This exclusion shall not be applicable for claims arising due to an Accident. Surgery to correct deviated nasal septum';

  it('refuses a listed condition treated inside the span, and lets one after it pass', async () => {
    const early = await assessOnParagraph(listed, {
      itemType: 'health',
      policyStartDate: '2024-01-10',
      incidentDateTime: '2025-03-05T08:00',
      description: 'My surgeon did a septoplasty to straighten my deviated septum.',
    });
    expect(early.checks.find((c) => c.id === 'waiting-period')?.outcome).toBe('fail');
    const later = await assessOnParagraph(listed, {
      itemType: 'health',
      policyStartDate: '2022-01-10',
      incidentDateTime: '2025-03-05T08:00',
      description: 'My surgeon did a septoplasty to straighten my deviated septum.',
    });
    expect(later.checks.find((c) => c.id === 'waiting-period')?.outcome).toBe('pass');
  });

  it('says nothing of a condition it does not list', async () => {
    const result = await assessOnParagraph(listed, {
      itemType: 'health',
      policyStartDate: '2024-01-10',
      incidentDateTime: '2025-03-05T08:00',
      description: 'I was admitted to hospital with pneumonia.',
    });
    expect(result.checks.some((c) => c.id === 'waiting-period')).toBe(false);
  });
});

describe('the one excess a policy states', () => {
  it('makes a loss below it payable by nothing', async () => {
    const result = await assessOnParagraph(
      "AKA your 'deductible.' It is now set to $500. For example, if you have an approved claim that amounts to $7,000, we will end up paying you $6,500.",
      {
        itemType: 'home',
        estimatedValue: 320,
        description: 'Someone stole my $320 e-reader from my apartment. I filed a police report.',
      },
    );
    expect(result.verdict).toBe('likely_not_covered');
    expect(result.checks.find((c) => c.id === 'excess')?.outcome).toBe('fail');
  });
});

describe('a trip length the policy allows', () => {
  const trip =
    'Trip means: any holiday or journey made by you which begins and ends in your home area. If annual multi trip cover is selected any trip not exceeding 31 days is covered.';

  it('reads "not exceeding 31 days" as a most, and refuses a longer trip', async () => {
    const result = await assessOnParagraph(trip, {
      itemType: 'travel',
      description: 'I went to stay in Portugal from 1 March to 20 April and on 10 April I broke my ankle.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('leaves open a trip that meets one figure while a limit in total was not tested', async () => {
    const result = await assessOnParagraph(
      `${trip.slice(0, -1)} but limited to 17 days in total in each period of insurance for winter sports.`,
      {
        itemType: 'travel',
        description:
          'I already skied ten days in France in February; on my third trip I tore a knee ligament skiing.',
      },
    );
    expect(result.verdict).toBe('unclear');
  });
});

describe('a condition that built up over time', () => {
  it('is asked about, not taken for symptoms before the cover began', async () => {
    const result = await assessOnParagraph(
      'Waiting periods Pre-existing conditions 12 months An ailment, illness or condition the signs or symptoms of which existed at any time in the 6 month period prior to the day on which you became insured.',
      {
        itemType: 'health',
        policyStartDate: '2024-02-01',
        incidentDateTime: '2024-07-15T07:30',
        description:
          'I joined on 1 February. In July the surgeon repaired a torn rotator cuff; he said it was a wear-type tear that had probably built up over time.',
      },
    );
    expect(result.verdict).toBe('unclear');
  });
});
