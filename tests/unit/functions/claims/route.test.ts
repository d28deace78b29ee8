import { describe, expect, it } from 'vitest';
import { claimRoute, clauseRoute, routeReaches } from '#functions/analysis/decide/rules/route';
import { askedAndAnswered, assessOnParagraph } from '#tests/steps/assess-wording';

const REFUSAL =
  'Any transport of the Insured Person from Hospital to the Insured Person’s residence after discharge';

describe('a journey named by where it starts and ends', () => {
  it('is read from the clause as kinds of place', () => {
    expect(clauseRoute(REFUSAL)).toEqual({ from: 'hospital', to: 'home' });
    expect(clauseRoute('transport from one hospital to another')).toBeNull();
    expect(clauseRoute('We will pay for transport to your home.')).toBeNull();
  });

  it('is read from the claim as far as it says', () => {
    expect(claimRoute('After she was discharged from hospital we flew her back home.')).toEqual({
      from: 'hospital',
      to: 'home',
    });
    expect(
      claimRoute(
        'He collapsed at a small clinic with no scanner, so an air ambulance flew him to a city hospital.',
      ),
    ).toEqual({ from: 'hospital', to: 'hospital' });
    expect(claimRoute('She broke her leg skiing.')).toEqual({ from: null, to: null });
  });

  it('reaches the claim only when the claim’s journey is the one refused', () => {
    expect(routeReaches(REFUSAL, 'After she was discharged from hospital we flew her back home.')).toBe(true);
    expect(routeReaches(REFUSAL, 'An air ambulance flew him to a hospital with a stroke unit.')).toBe(false);
    expect(routeReaches(REFUSAL, 'We flew her back home.')).toBeNull();
  });
});

describe('air ambulance cover with a refused journey home', () => {
  const wording =
    'Air Ambulance. We will cover the expenses of air ambulance services used to transfer the Insured Person to a Hospital with adequate emergency facilities, provided that: b. Any transportation of the Insured Person from Hospital to the Insured Person’s residence after discharge from the Hospital';

  it('refuses the flight home after discharge; for the emergency transfer asks about that refusal, covering on no', async () => {
    const home = await assessOnParagraph(wording, {
      itemType: 'health',
      description:
        'After my father was discharged from hospital we booked an air ambulance to fly him back home.',
    });
    const transfer = await askedAndAnswered(
      (change) => assessOnParagraph(wording, change),
      {
        itemType: 'health',
        description:
          'My father had a stroke at a rural clinic with no scanner; an air ambulance flew him in an emergency to a hospital with a stroke unit.',
      },
      'after discharge from the Hospital',
      'no',
    );
    expect(home.verdict).toBe('likely_not_covered');
    expect(transfer.first.verdict).toBe('unclear');
    expect(transfer.asked?.question).toContain('after discharge from the Hospital');
    expect(transfer.answered?.verdict).toBe('likely_covered');
  });
});
