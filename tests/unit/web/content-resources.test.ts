import { describe, expect, it } from 'vitest';
import { resourceCountryFor, resourceGroupsFor } from '#web/content/resources';

function summary(country: string | undefined) {
  return resourceGroupsFor(country).map((g) => [g.category, g.links.map((l) => l.url)]);
}

describe('resourceGroupsFor', () => {
  it('gives GB users three groups of two UK links', () => {
    expect(summary('GB')).toEqual([
      ['Official guidance', ['https://www.fca.org.uk/', 'https://www.moneyhelper.org.uk/']],
      [
        'Consumer protection',
        ['https://www.financial-ombudsman.org.uk/', 'https://www.citizensadvice.org.uk/'],
      ],
      ['Industry standards', ['https://www.abi.org.uk/', 'https://www.biba.org.uk/']],
    ]);
  });

  it('gives US users three groups of two US links', () => {
    expect(summary('US')).toEqual([
      ['Insurance education', ['https://content.naic.org/', 'https://www.iii.org/']],
      ['Consumer protection', ['https://www.ftc.gov/', 'https://www.usa.gov/']],
      ['Financial planning', ['https://www.finra.org/', 'https://www.consumerfinance.gov/']],
    ]);
  });

  it('gives AU users a regulator, a complaints authority and a consumer body in three groups', () => {
    expect(summary('AU')).toEqual([
      ['Regulator and guidance', ['https://asic.gov.au/', 'https://moneysmart.gov.au/']],
      ['Complaints', ['https://www.afca.org.au/']],
      ['Consumer advocacy', ['https://www.choice.com.au/']],
    ]);
  });

  it('defaults to the US groups with no country or one without a list', () => {
    expect(summary(undefined)).toEqual(summary('US'));
    expect(summary('FR')).toEqual(summary('US'));
    expect(summary('')).toEqual(summary('US'));
    expect(resourceCountryFor('FR')).toBe('US');
  });

  it('reads the country code in either case', () => {
    expect(summary('gb')).toEqual(summary('GB'));
    expect(resourceCountryFor('au')).toBe('AU');
  });

  it('describes every link in a sentence and uses https', () => {
    for (const country of ['GB', 'US', 'AU']) {
      for (const group of resourceGroupsFor(country)) {
        expect(group.icon).toBeTruthy();
        for (const link of group.links) {
          expect(link.url, link.title).toMatch(/^https:\/\//);
          expect(link.description, link.title).toMatch(/^[A-Z].{20,}\.$/);
        }
      }
    }
  });
});
