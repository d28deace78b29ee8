import { describe, expect, it } from 'vitest';
import { livedInTest, staysOf } from '#functions/analysis/decide/rules/lived-in';
import { assessOnParagraph } from '#tests/steps/assess-wording';

describe('what a policy means by a home lived in', () => {
  it('reads each alternative of nights in a row and how often', () => {
    expect(
      livedInTest(
        'Lived in means the home is occupied for at least 4 consecutive nights each month or two nights in a row each week.',
      ),
    ).toEqual([
      { nights: 4, per: 'month' },
      { nights: 2, per: 'week' },
    ]);
    expect(livedInTest('Up to 60 days in a row each year.')).toEqual([]);
  });

  it('reads a pattern of stays from the nights a claim names or counts', () => {
    expect(staysOf('We stay there every weekend, Friday and Saturday nights.')).toEqual({
      nights: 2,
      per: 'week',
    });
    expect(staysOf('I come home for Saturday night only, every weekend.')).toEqual({
      nights: 1,
      per: 'week',
    });
    expect(staysOf('My son sleeps there three nights a week.')).toEqual({ nights: 3, per: 'week' });
    expect(staysOf('We spend Friday to Sunday nights there each month.')).toEqual({
      nights: 3,
      per: 'month',
    });
    expect(staysOf('We were away for three nights in June.')).toBeNull();
  });
});

describe('a refusal of an empty home', () => {
  const wording =
    'We cover your home against escape of water. We do not cover escape of water while the home has not been lived in for more than 45 days in a row. Lived in means slept in for at least 5 nights in a row each month or 2 nights in a row each week.';

  it('does not reach a home lived in as the policy means it', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'home',
      description:
        'It is our holiday flat and we stay there every weekend, Friday and Saturday nights. On a Wednesday in March a pipe burst under the sink and flooded the kitchen.',
    });
    expect(result.checks.some((c) => c.id === 'lived-in' && c.outcome === 'pass')).toBe(true);
    expect(result.verdict).toBe('likely_covered');
  });

  it('is not lifted by stays that meet no alternative', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'home',
      description:
        'It is our holiday flat and I stay there on Saturday night only, every other weekend. On a Wednesday in March a pipe burst under the sink and flooded the kitchen.',
    });
    expect(result.checks.some((c) => c.id === 'lived-in')).toBe(false);
    expect(result.verdict).not.toBe('likely_covered');
  });
});

describe('a home left unlived in by the policy’s own test', () => {
  const wording =
    'We cover your contents against theft. We do not cover theft while the home is unoccupied. Unoccupied means not lived in for more than 60 days in a row. Lived in means slept in for at least 5 nights in a row each month or 2 nights in a row each week.';

  it('is unoccupied when its stays meet no alternative for longer than the policy allows', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'home',
      incidentDateTime: '2025-04-05T10:00',
      description:
        'Since early January I have been on a contract in Leeds, renting a room there during the week. I come home for Saturday night only. On 5 April I found the back door forced and the TV gone; I told the police that day.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('is not unoccupied when those stays began only weeks before', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'home',
      incidentDateTime: '2025-04-05T10:00',
      description:
        'Since mid March I have been on a contract in Leeds, renting a room there during the week. I come home for Saturday night only. On 5 April I found the back door forced and the TV gone; I told the police that day.',
    });
    expect(result.verdict).not.toBe('likely_not_covered');
  });
});

describe('a home left for a short time', () => {
  const wording =
    'We cover your contents against theft. We do not cover theft while the home is unoccupied. Unoccupied means not lived in for more than 60 days in a row.';

  it('is not unoccupied as the policy means the word, so its refusal does not reach a fortnight away', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'home',
      description:
        'We were away on holiday in Spain for two weeks and came back to find the back door forced and the TV gone. I told the police that day.',
    });
    expect(result.verdict).not.toBe('likely_not_covered');
  });

  it('is unoccupied when the absence was longer than the policy allows', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'home',
      description:
        'We were away on a cruise for ten weeks and came back to find the back door forced and the TV gone. I told the police that day.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });
});

describe('a home left for a time the claim does not give', () => {
  it('is asked how long it stood empty, not refused as unoccupied', async () => {
    const result = await assessOnParagraph(
      'We cover your contents against theft. We do not cover theft while the home is unoccupied. Unoccupied means not lived in for more than 60 days in a row.',
      {
        itemType: 'home',
        description:
          'We were away visiting family and came back to find the back door forced and the TV gone. I told the police that day.',
      },
    );
    expect(result.verdict).toBe('unclear');
    expect(result.checks.find((c) => c.id === 'longest-absence')?.outcome).toBe('unknown');
  });
});
