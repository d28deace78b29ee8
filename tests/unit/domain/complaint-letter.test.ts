import { describe, expect, it } from 'vitest';
import {
  type ComplaintLetterInput,
  draftComplaintLetter,
  LETTER_PLACEHOLDERS,
  type LetterAssessment,
  reliedOnClauses,
} from '#domain/complaints/complaint-letter';
import { datesIn, untracedFacts } from '#tests/steps/complaint-letter';

const EXCLUSION_QUOTE = 'We will not pay for baggage left unattended in a public place.';
const UNATTENDED = { file: 'travel-wording.pdf', fileId: null, page: 2, quote: EXCLUSION_QUOTE };

/** A theft from a beach, likely refused under the unattended-baggage exclusion. */
function assessment(change: Partial<LetterAssessment> = {}): LetterAssessment {
  return {
    policyName: 'Wayfarer annual multi-trip',
    insuranceTypeName: 'Travel',
    verdict: 'likely_not_covered',
    incidentDateTime: '2025-06-10T10:00:00.000Z',
    reportDateTime: '2025-06-11T09:00:00.000Z',
    location: 'Barcelona, Spain',
    description: 'My bag was taken from the beach while I was swimming.',
    estimatedValue: 800,
    currency: 'GBP',
    citations: [{ file: 'travel-schedule.pdf', fileId: null, page: 1, quote: 'Baggage: up to £2,000' }],
    exclusions: [{ title: 'Unattended baggage', citation: UNATTENDED }],
    checks: [
      {
        id: 'exclusion',
        label: 'We will not pay for baggage left',
        outcome: 'fail',
        detail: 'Left',
        citation: UNATTENDED,
      },
    ],
    ...change,
  };
}

function input(change: Partial<ComplaintLetterInput> = {}): ComplaintLetterInput {
  return {
    assessment: assessment(),
    country: 'GB',
    disagreement: '',
    request: '',
    sentOn: '2026-11-24',
    timeZone: 'Europe/London',
    ...change,
  };
}

describe('the complaint letter', () => {
  it('quotes the wording the verdict turns on, with its document and page', () => {
    const letter = draftComplaintLetter(input());
    expect(letter).toContain(`Unattended baggage: "${EXCLUSION_QUOTE}" (travel-wording.pdf, page 2)`);
    // The benefit the claim relied on is not what the refusal turns on.
    expect(letter).not.toContain('Baggage: up to £2,000');
  });

  it('says only what the user told us about the incident, dated as their country writes dates', () => {
    const letter = draftComplaintLetter(input());
    expect(letter).toContain('Date of the incident: 10 June 2025');
    expect(letter).toContain('Where: Barcelona, Spain');
    expect(letter).toContain('Reported on: 11 June 2025');
    expect(letter).toContain('Amount claimed: £800');
    expect(letter).toContain('In my own words: "My bag was taken from the beach while I was swimming."');
    expect(datesIn(letter)).toEqual(['24 November 2026', '10 June 2025', '11 June 2025']);
    const us = draftComplaintLetter(input({ country: 'US', assessment: assessment({ currency: null }) }));
    expect(datesIn(us)).toEqual(['November 24, 2026', 'June 10, 2025', 'June 11, 2025']);
    expect(us).toContain('Amount claimed: US$800');
  });

  it('leaves out a place the user did not give, and leaves the date to them when they gave none', () => {
    const letter = draftComplaintLetter(input({ assessment: assessment({ location: '  ' }), sentOn: '' }));
    expect(letter).not.toContain('Where:');
    expect(letter).toContain(`\n${LETTER_PLACEHOLDERS.date}\n`);
    expect(datesIn(letter)).toEqual(['10 June 2025', '11 June 2025']);
  });

  it('shows a placeholder for every fact PolicyLens does not know, and nothing made up', () => {
    const letter = draftComplaintLetter(input());
    for (const placeholder of Object.values(LETTER_PLACEHOLDERS)) {
      if (placeholder === LETTER_PLACEHOLDERS.clause || placeholder === LETTER_PLACEHOLDERS.date) continue;
      expect(letter).toContain(placeholder);
    }
    expect(untracedFacts(letter, input())).toEqual([]);
  });

  it("puts the user's words, insurer and name in place of their placeholders, word for word", () => {
    const filled = input({
      insurer: 'Wayfarer Insurance Ltd',
      holderName: 'Alex Morgan',
      disagreement: 'My bag was beside my towel, in sight of my friend, so it was not unattended.',
      request: 'Pay my claim of £800 less the excess.',
    });
    const letter = draftComplaintLetter(filled);
    expect(letter).toContain('Wayfarer Insurance Ltd');
    expect(letter.startsWith('Alex Morgan\n')).toBe(true);
    expect(letter.endsWith('Yours faithfully,\nAlex Morgan')).toBe(true);
    expect(letter).toContain(filled.disagreement);
    expect(letter).toContain(`What I am asking for\n${filled.request}`);
    for (const known of ['name', 'insurer', 'disagreement', 'request'] as const)
      expect(letter).not.toContain(LETTER_PLACEHOLDERS[known]);
    // Still unknown: the address, the policy number and the claim reference.
    for (const unknown of ['address', 'policyNumber', 'claimReference'] as const)
      expect(letter).toContain(LETTER_PLACEHOLDERS[unknown]);
    expect(untracedFacts(letter, filled)).toEqual([]);
  });

  it('asks the insurer to confirm an unclear claim rather than saying it was refused', () => {
    const unclear = input({ assessment: assessment({ verdict: 'unclear', exclusions: [], checks: [] }) });
    const letter = draftComplaintLetter(unclear);
    expect(letter).toContain('It is not clear to me whether my claim is covered.');
    expect(letter).toContain('Please confirm in writing whether my claim is covered');
    expect(letter).not.toMatch(/declin|refus|reject|not be paid/i);
    // With no exclusion, the clause the assessment relied on is quoted.
    expect(letter).toContain('"Baggage: up to £2,000" (travel-schedule.pdf, page 1)');
    expect(untracedFacts(letter, unclear)).toEqual([]);
  });

  it('describes a likely refusal as possible, never as a decision already made', () => {
    const letter = draftComplaintLetter(input());
    expect(letter).toContain('my claim may be declined');
    expect(letter).not.toMatch(/has (been )?(declined|refused|rejected)|you (declined|refused|rejected)/i);
  });

  it('asks for a quote of the wording when the assessment could quote none', () => {
    const bare = input({ assessment: assessment({ citations: [], exclusions: [], checks: [] }) });
    expect(draftComplaintLetter(bare)).toContain(LETTER_PLACEHOLDERS.clause);
  });

  it("names the country's response time and the body a complaint goes to next", () => {
    expect(draftComplaintLetter(input())).toContain('final response within 8 weeks');
    expect(draftComplaintLetter(input())).toContain('Financial Ombudsman Service');
    const au = draftComplaintLetter(input({ country: 'AU', assessment: assessment({ currency: 'AUD' }) }));
    expect(au).toContain('within 30 calendar days');
    expect(au).toContain('Australian Financial Complaints Authority (AFCA)');
    expect(au).toContain('Amount claimed: AU$800');
    const texas = draftComplaintLetter(input({ country: 'US', usState: 'TX' }));
    expect(texas).toContain('I may contact the Texas Department of Insurance.');
    expect(texas.endsWith('Sincerely,\n[your name]')).toBe(true);
    expect(draftComplaintLetter(input({ country: 'US' }))).toContain(
      "I may contact your state's department of insurance.",
    );
  });
});

describe('the wording a complaint quotes', () => {
  it('takes the failed checks that quote the policy, once each, named by their exclusion', () => {
    const quote = { file: 'w.pdf', fileId: null, page: 3, quote: 'Cover ends on 31 March 2026.' };
    const clauses = reliedOnClauses(
      assessment({
        checks: [
          ...assessment().checks,
          { id: 'in-period', label: 'Policy period', outcome: 'fail', detail: 'Outside', citation: quote },
          { id: 'reported', label: 'Reported in time', outcome: 'pass', detail: 'Yes', citation: quote },
          { id: 'again', label: 'Policy period', outcome: 'fail', detail: 'Outside', citation: quote },
        ],
      }),
    );
    expect(clauses).toEqual([
      { title: 'Unattended baggage', file: 'travel-wording.pdf', page: 2, quote: EXCLUSION_QUOTE },
      { title: 'Policy period', file: 'w.pdf', page: 3, quote: 'Cover ends on 31 March 2026.' },
    ]);
  });

  it('does not quote an exclusion the assessment only lists as one that may apply', () => {
    const gym = { file: 'w.pdf', fileId: null, page: 9, quote: 'Keys left in a gym locker.' };
    const clauses = reliedOnClauses(
      assessment({
        exclusions: [...assessment().exclusions, { title: 'Gym lockers', citation: gym }],
        checks: [
          ...assessment().checks,
          {
            id: 'exclusion',
            label: 'Keys left in a gym locker.',
            outcome: 'unknown',
            detail: '?',
            citation: gym,
          },
        ],
      }),
    );
    expect(clauses.map((c) => c.quote)).toEqual([EXCLUSION_QUOTE]);
  });
});
