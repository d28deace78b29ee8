import { describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { clausesOf } from '#functions/analysis/understand/clauses';
import type { ClaimFacts } from '#functions/analysis/understand/types';
import { writePdf } from '#scripts/pdf/write-pdf';
import { claimFacts } from '#tests/steps/claim-facts';

async function documentOf(lines: string[]) {
  const { pages } = await readPdf(writePdf([{ lines }]), 'short.pdf');
  return { file: 'short.pdf', pages };
}

async function assessOn(lines: string[], change: Partial<ClaimFacts>) {
  return assessClaimByRules([await documentOf(lines)], claimFacts(change));
}

describe('a one-paragraph document, read as a whole', () => {
  const definition = ['Tempest: a period of wild weather with winds of 50 mph or more.'];

  it('decides from a definition alone when the claim meets its figure', async () => {
    const result = await assessOn(definition, {
      description: 'A tempest with winds of 70 mph tore tiles off the roof.',
    });
    expect(result.verdict).toBe('likely_covered');
    expect(result.checks.some((c) => c.id === 'threshold' && c.outcome === 'pass')).toBe(true);
  });

  it('refuses from a definition alone when the claim falls short of it', async () => {
    const result = await assessOn(definition, {
      description: 'Winds of 25 mph blew a few tiles off the roof in a tempest.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('says nothing is settled when no term of the document was tested', async () => {
    const result = await assessOn(['Tempest: a period of wild weather that damages buildings.'], {
      description: 'A tempest tore tiles off the roof.',
    });
    expect(result.verdict).toBe('unclear');
  });

  it('reads "does not include" in a definition as a refusal', async () => {
    const result = await assessOn(
      ['Devices: phones, tablets and laptops. Devices do not include any used for business purposes.'],
      {
        description:
          'I dropped the laptop I use for business purposes and my employer gave me; the screen broke.',
      },
    );
    expect(result.verdict).not.toBe('likely_covered');
  });
});

describe('a sentence that lifts the refusal before it', () => {
  it('is read as that refusal’s exception', async () => {
    const clauses = clausesOf(
      await documentOf([
        '# What is not covered',
        'We do not insure loss caused by frozen pipes.',
        'This exclusion does not apply if you kept the heating on.',
      ]),
    );
    const exclusion = clauses.find((c) => c.text.startsWith('We do not insure'));
    expect(exclusion?.role).toBe('exclusion');
    expect(exclusion?.exception).toContain('kept the heating on');
  });
});

describe('what a claim says was switched off', () => {
  it.each(['We switched the heating off while we were away.', 'We turned off the furnace to save money.'])(
    'denies it: "%s"',
    (description) => {
      const reading = readClaim(claimFacts({ description }));
      expect(reading.no.has('@heating')).toBe(true);
      expect(reading.yes.has('@heating')).toBe(false);
    },
  );

  it('affirms what was kept on', () => {
    expect(
      readClaim(claimFacts({ description: 'We kept the heating running all winter.' })).yes.has('@heating'),
    ).toBe(true);
  });
});

describe('a short document of terms alone', () => {
  const notice = ['Claims deadline: you need to make your claim within 45 days of the incident.'];

  it('takes the term tested and met as what the document says of the claim', async () => {
    const result = await assessOn(notice, {
      itemType: 'travel',
      incidentDateTime: '2025-05-02T10:00',
      reportDateTime: '2025-05-20T10:00',
      description: 'My camera was stolen from the beach in Crete while I was swimming.',
    });
    expect(result.checks.find((c) => c.id === 'notice-period')?.outcome).toBe('pass');
    expect(result.verdict).toBe('likely_covered');
    expect(result.reasons[0]).toContain('every term in them that was tested is met');
  });

  it('refuses a claim the same term refuses', async () => {
    const result = await assessOn(notice, {
      itemType: 'travel',
      incidentDateTime: '2025-05-02T10:00',
      reportDateTime: '2025-08-20T10:00',
      description: 'My camera was stolen from the beach in Crete while I was swimming.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('decides nothing when no term reached the claim', async () => {
    const result = await assessOn(
      ['Our office is open Monday to Friday, 9am to 5pm, except bank holidays.'],
      {
        itemType: 'travel',
        description: 'My camera was stolen from the beach in Crete while I was swimming.',
      },
    );
    expect(result.verdict).toBe('unclear');
  });
});
