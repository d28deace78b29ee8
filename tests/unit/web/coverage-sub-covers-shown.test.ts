import { describe, expect, it } from 'vitest';
import { ITEM_CARDS, subCoversShown } from '#web/features/coverage/item-cards';

const card = (itemType: string) => {
  const found = ITEM_CARDS.find((c) => c.itemType === itemType);
  if (!found) throw new Error(`no ${itemType} card`);
  return found;
};

describe('the rows of a coverage card', () => {
  it('shows its own sub-covers even when the documents state none of them', () => {
    const rows = subCoversShown(card('home'), undefined).map((r) => r.key);
    expect(rows).toEqual([
      'accidental_damage',
      'water_escape',
      'wind_hail_rain',
      'theft_burglary',
      'home_emergency',
      'weather_flooding',
    ]);
  });

  it('adds every further sub-limit the documents state, and only those', () => {
    const rows = subCoversShown(card('home'), {
      alternative_accommodation: { amount: 100_000 },
      contents: { amount: null },
      personal_possessions: { amount: null, plans: [{ name: 'Gold', amount: 2_000 }] },
    });
    expect(rows.slice(6)).toEqual([
      { key: 'alternative_accommodation', label: 'Alternative accommodation' },
      { key: 'personal_possessions', label: 'Personal possessions' },
    ]);
    const travel = subCoversShown(card('travel'), {
      personal_money: { amount: 300 },
      mobile_phone: { amount: 300 },
    });
    expect(travel.slice(-2).map((r) => r.label)).toEqual(['Money', 'Mobile phone']);
  });
});
