import { type PdfPage, wrap, writePdf } from '../pdf/write-pdf';

/**
 * Sample policy documents for the demo account: written for PolicyLens, realistic in shape (a
 * schedule with sums insured and excesses, then the wording with cover, exclusions and conditions).
 */
/** A period as the schedules write it, '01/04/2025 to 31/03/2026', from ISO days. */
function periodText([start, end]: readonly [string, string]): string {
  const day = (iso: string) => iso.split('-').reverse().join('/');
  return `${day(start)} to ${day(end)}`;
}

function page(...blocks: (string | string[])[]): PdfPage {
  return {
    lines: blocks.flatMap((b) => (Array.isArray(b) ? b : b.startsWith('# ') || b === '' ? [b] : wrap(b))),
  };
}

export function homePolicyPdf(period: readonly [string, string] = ['2025-04-01', '2026-03-31']): Buffer {
  return writePdf(
    [
      page(
        '# Home Insurance Policy Schedule',
        'Insurer: Brightside Home Insurance Limited',
        'Policyholder: Demo User',
        'Policy number: BHI-2025-118204',
        `Period of insurance: ${periodText(period)}`,
        'Property insured: 12 Orchard Lane, Bristol BS1 4DJ',
        '',
        '# Sums insured',
        [
          'Buildings sum insured: £450,000',
          'Contents sum insured: £75,000',
          'Home emergency cover: £1,000 per claim',
        ],
        '',
        '# Excesses',
        [
          'Standard excess: £250',
          'Escape of water excess: £500',
          'Subsidence excess: £1,000',
          'Accidental damage excess: £250',
        ],
      ),
      page(
        '# Section 1: Buildings',
        'What is covered: loss of or damage to the buildings caused by the following events, up to the buildings sum insured shown in the schedule.',
        '1. Storm, including wind, hail and rain damage: covered up to the buildings sum insured.',
        '2. Flood, including weather flooding from rivers or the sea: covered up to the buildings sum insured.',
        '3. Escape of water from any fixed water or heating installation: covered up to £25,000 per claim.',
        '4. Theft or attempted theft, burglary: covered up to £10,000 per claim for the buildings.',
        '5. Accidental damage to the buildings: covered up to £5,000 per claim.',
        '',
        '# What is not covered',
        'Damage caused by wear and tear, gradual deterioration, rot or mould.',
        'Loss or damage occurring while the home is unoccupied for more than 60 consecutive days.',
        'Escape of water damage to the appliance or pipe from which the water escaped.',
      ),
      page(
        '# Section 2: Contents',
        'We cover your contents against loss or damage by theft, fire, storm, flood and escape of water up to the contents sum insured.',
        'Valuables and personal possessions: single article limit £2,000.',
        'Theft from the home is only covered where there was forcible and violent entry.',
        '',
        '# Conditions',
        'You must tell us about any claim as soon as possible and in any event within 30 days.',
        'You must report any theft or malicious damage to the police within 24 hours and obtain a crime reference number.',
        'You must take reasonable care to prevent loss or damage and keep the home in a good state of repair.',
      ),
    ],
    { title: 'Home Insurance Policy Schedule' },
  );
}

export function travelPolicyPdf(period: readonly [string, string] = ['2025-01-15', '2026-01-14']): Buffer {
  return writePdf(
    [
      page(
        '# Travel Insurance Policy Schedule',
        'Insurer: Wayfarer Travel Insurance plc',
        'Policyholder: Demo User',
        'Policy number: WTI-AMT-553091',
        'Cover: Annual multi-trip, Europe, trips of up to 31 days',
        `Period of insurance: ${periodText(period)}`,
        '',
        '# Table of benefits (per person, per trip)',
        [
          'Emergency medical expenses: up to £10,000,000',
          'Emergency evacuation and repatriation: up to £1,000,000',
          'Cancellation and curtailment: up to £5,000',
          'Lost, stolen or damaged baggage: up to £2,000 (single article limit £300)',
          'Travel delay: £25 for each full 12 hours, up to £250',
          'Personal liability: up to £2,000,000',
          'Excess: £75 per person per claim (no excess for travel delay)',
        ],
      ),
      page(
        '# Section 3: Baggage',
        'We will pay for your baggage that is lost, stolen or damaged during your trip, up to the amount in the table of benefits.',
        'What is not covered: baggage left unattended in a public place or in an unattended vehicle; loss or theft not reported to the police within 24 hours with a written report obtained.',
        '',
        '# Section 4: Medical expenses',
        'We will pay reasonable and necessary medical expenses for emergency treatment abroad. In-patient hospital treatment must be authorised by our emergency assistance service.',
        'What is not covered: any pre-existing medical condition that you have not declared to us and we have not accepted in writing.',
        '',
        '# Claims conditions',
        'You must notify us of a claim within 31 days of returning home.',
      ),
    ],
    { title: 'Travel Insurance Policy Schedule' },
  );
}
