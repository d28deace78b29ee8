import { beforeAll, describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { clausesOf } from '#functions/analysis/understand/clauses';
import { affirmed, termsOf } from '#functions/analysis/understand/language/concepts';
import type { ClaimFacts, PolicyDocument } from '#functions/analysis/understand/types';
import { iconListDocument } from '#tests/fixtures/claim-wordings';
import { claimFacts } from '#tests/steps/claim-facts';

let documents: PolicyDocument[];

beforeAll(async () => {
  const { pages } = await readPdf(iconListDocument(), 'keys.pdf');
  documents = [{ file: 'keys.pdf', pages }];
});

const assess = (change: Partial<ClaimFacts>) =>
  assessClaimByRules(documents, claimFacts({ itemType: 'keys', estimatedValue: 200, ...change }));

describe('lists set with tick and cross icons', () => {
  it('reads each icon line as its own clause, under the role of its heading, never as a heading', () => {
    const clauses = clausesOf(documents[0] as PolicyDocument);
    const wait = clauses.find((c) => c.text.startsWith('û Lost keys until 24 hours'));
    expect(wait?.role).toBe('exclusion');
    expect(wait?.text).not.toContain('Wear and tear');
    const capitals = clauses.find((c) => c.text.startsWith('û KEYS NOT KEPT'));
    expect(capitals?.role).toBe('exclusion');
    expect(capitals?.text).toContain('TIME OF THE LOSS');
    expect(clauses.find((c) => c.text.startsWith('ü Cover for keys broken'))?.role).toBe('cover');
  });

  it('ends a list item where a paragraph led by its own label begins', () => {
    const clauses = clausesOf({
      file: 'plan.pdf',
      pages: [
        'Other Covered Services\n• Chiropractic care\n• Hearing aids\nYour Rights to Continue Coverage: There are agencies that can help.',
      ],
    });
    expect(clauses.find((c) => c.text.includes('Hearing aids'))?.text).toBe('• Hearing aids');
    expect(clauses.find((c) => c.text.startsWith('Your Rights'))?.text).toContain('agencies that can help');
    const running = clausesOf({
      file: 'wording.pdf',
      pages: ['We will pay for loss or damage up to the\nSum Insured: Buildings shown in your schedule.'],
    });
    expect(running.map((c) => c.text)).toContain(
      'We will pay for loss or damage up to the Sum Insured: Buildings shown in your schedule.',
    );
  });

  it('gives the cover role to the list under "What\'s covered?" after a lead-in that protects you', () => {
    const clauses = clausesOf(documents[0] as PolicyDocument);
    expect(clauses.find((c) => c.text === '1. Storm or flood')?.role).toBe('cover');
  });
});

describe('things broken', () => {
  it('ties a key that snapped in a lock to cover for keys broken in a lock, with its per-claim limit', () => {
    const result = assess({ description: 'My door key snapped off inside the lock this morning.' });
    expect(result.verdict).toBe('likely_covered');
    expect(result.limit?.amount).toBe(75);
    expect(result.estimatedPayout).toBe(75);
  });

  it('does not read a break-in or a breakdown as something broken', () => {
    expect(affirmed(termsOf('Burglars broke in through the back door.')).has('@breakage')).toBe(false);
    expect(affirmed(termsOf('The boiler broke down.')).has('@breakage')).toBe(false);
    expect(affirmed(termsOf('The screen is broken.')).has('@breakage')).toBe(true);
  });
});

describe('a wait that runs from the event', () => {
  const lost = 'I lost my house keys at the station and had the locks changed.';

  it('asks whether the wait had passed when the claim does not say, and the answer settles it', () => {
    const first = assess({ description: lost });
    expect(first.verdict).toBe('unclear');
    const question = first.questions.find((q) => q.question.includes('24 hours'));
    expect(question?.question).toContain('since they were reported to Hollybrook');
    const id = question?.id ?? '';
    expect(assess({ description: lost, answers: { [id]: 'yes' } }).verdict).toBe('likely_covered');
    expect(assess({ description: lost, answers: { [id]: 'no' } }).verdict).toBe('likely_not_covered');
  });

  it('settles it from the hours the claim gives', () => {
    const early = assess({ description: 'I lost my keys and changed the locks after 3 hours.' });
    expect(early.checks.find((c) => c.id === 'time-after-event')?.outcome).toBe('fail');
    const late = assess({ description: 'I lost my keys; after 30 hours they had not turned up.' });
    expect(late.checks.find((c) => c.id === 'time-after-event')?.outcome).toBe('pass');
  });

  it('does not apply to an event it does not name (stolen keys)', () => {
    const result = assess({
      description: 'My keys were stolen from my bag at the gym; I told the police the same day.',
    });
    expect(result.checks.some((c) => c.id === 'time-after-event')).toBe(false);
    expect(result.verdict).toBe('likely_covered');
  });
});

describe('add-ons offered for an additional premium', () => {
  const stolen =
    'My bike was stolen from the rack outside the library while it was chained up; I told the police the same day.';

  it('marks the items of the list as add-ons named by their own words', () => {
    const item = clausesOf(documents[0] as PolicyDocument).find((c) => c.text.includes('Pedal cycles away'));
    expect(item?.optional).toBe(true);
    expect(item?.title).toBe('Pedal cycles away from the home');
  });

  it('asks whether the customer holds an add-on that names only what it insures', () => {
    const result = assess({ description: stolen });
    expect(result.verdict).toBe('unclear');
    expect(result.questions[0]?.question).toContain('Pedal cycles away from the home');
  });

  it('covers the claim when the customer says they added it, and refuses it when they say they did not', () => {
    expect(assess({ description: `I added the pedal cycles cover. ${stolen}` }).verdict).toBe(
      'likely_covered',
    );
    expect(assess({ description: `I did not buy any add-ons. ${stolen}` }).verdict).toBe(
      'likely_not_covered',
    );
  });
});
