import { describe, expect, it } from 'vitest';
import type { Country } from '#domain/constants';
import {
  chooseResourceCountry,
  resourceCountryFromLanguages,
  resourceCountryFromParameter,
  resourceCountrySlug,
} from '#web/content/resource-country';
import { resourceGroupsFor } from '#web/content/resources';

function summary(country: Country) {
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

  it('describes every link in a sentence and uses https', () => {
    for (const country of ['GB', 'US', 'AU'] as const) {
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

describe('the country whose resources are shown', () => {
  it('reads the region of the browser languages, the UK when it names none of ours', () => {
    expect(resourceCountryFromLanguages(['en-GB', 'en'])).toBe('GB');
    expect(resourceCountryFromLanguages(['en-US'])).toBe('US');
    expect(resourceCountryFromLanguages(['en-AU', 'en-GB'])).toBe('AU');
    expect(resourceCountryFromLanguages(['en', 'en-us'])).toBe('US');
    expect(resourceCountryFromLanguages(['en_AU'])).toBe('AU');
    expect(resourceCountryFromLanguages(['fr-FR', 'en-US'])).toBe('GB');
    expect(resourceCountryFromLanguages(['es-419'])).toBe('GB');
    expect(resourceCountryFromLanguages([])).toBe('GB');
  });

  it('names a country in the address as uk, us or au, and reads gb too, in any case', () => {
    expect(['GB', 'US', 'AU'].map((c) => resourceCountrySlug(c as Country))).toEqual(['uk', 'us', 'au']);
    expect(resourceCountryFromParameter('uk')).toBe('GB');
    expect(resourceCountryFromParameter('GB')).toBe('GB');
    expect(resourceCountryFromParameter('Au')).toBe('AU');
    expect(resourceCountryFromParameter('us')).toBe('US');
    expect(resourceCountryFromParameter('fr')).toBeUndefined();
    expect(resourceCountryFromParameter('')).toBeUndefined();
    expect(resourceCountryFromParameter(null)).toBeUndefined();
  });

  it('takes the address first, then the profile, then the browser', () => {
    expect(chooseResourceCountry({ requested: 'au', profile: 'US', languages: ['en-GB'] })).toBe('AU');
    expect(chooseResourceCountry({ requested: 'fr', profile: 'US', languages: ['en-GB'] })).toBe('US');
    expect(chooseResourceCountry({ profile: 'AU', languages: ['en-US'] })).toBe('AU');
    expect(chooseResourceCountry({ requested: null, languages: ['en-US'] })).toBe('US');
    expect(chooseResourceCountry({ languages: [] })).toBe('GB');
  });
});
