import type { ItemType } from '#domain/insurance';

/** The four cards of the coverage page and the sub-covers each one lists (spec section 3). */
export interface SubCoverDefinition {
  readonly key: string;
  readonly label: string;
}

export interface ItemCard {
  readonly itemType: ItemType;
  readonly title: string;
  /** The item in running text: 'No travel insurance policies found'. */
  readonly typeWord: string;
  readonly headlineLabel: string;
  readonly subCovers: readonly SubCoverDefinition[];
  /** Further sub-limits policies often state; a row only where the documents give a figure. */
  readonly moreSubCovers: readonly SubCoverDefinition[];
}

/** A card from its item, title and headline figure, with its sub-covers (key: label, in the order shown). */
function itemCard(
  itemType: ItemType,
  title: string,
  headlineLabel: string,
  subCovers: Readonly<Record<string, string>> = {},
  moreSubCovers: Readonly<Record<string, string>> = {},
): ItemCard {
  return {
    itemType,
    title,
    // Each item type is also the word running text uses for it.
    typeWord: itemType,
    headlineLabel,
    subCovers: Object.entries(subCovers).map(([key, label]) => ({ key, label })),
    moreSubCovers: Object.entries(moreSubCovers).map(([key, label]) => ({ key, label })),
  };
}

export const ITEM_CARDS: readonly ItemCard[] = [
  itemCard('smartphone', 'Smartphone', 'Coverage amount'),
  itemCard(
    'home',
    'Home Insurance',
    'Sum insured',
    {
      accidental_damage: 'Accidental damage',
      water_escape: 'Escape of water',
      wind_hail_rain: 'Wind, hail and rain',
      theft_burglary: 'Theft and burglary',
      home_emergency: 'Home emergency',
      weather_flooding: 'Weather and flooding',
    },
    {
      buildings: 'Buildings',
      contents: 'Contents',
      alternative_accommodation: 'Alternative accommodation',
      personal_possessions: 'Personal possessions',
    },
  ),
  itemCard(
    'health',
    'Health Insurance',
    'Overall limit',
    {
      hospitalization: 'Hospitalisation',
      outpatient: 'Outpatient care',
      prescription: 'Prescriptions',
      preventive: 'Preventive care',
      mental_health: 'Mental health',
    },
    { dental: 'Dental', optical: 'Optical' },
  ),
  itemCard(
    'travel',
    'Travel Insurance',
    'Main limit',
    {
      medical_expenses: 'Medical expenses',
      trip_cancellation: 'Trip cancellation',
      lost_baggage: 'Lost baggage',
      emergency_evacuation: 'Emergency evacuation',
      travel_delay: 'Travel delay',
      personal_liability: 'Personal liability',
    },
    { personal_money: 'Money', mobile_phone: 'Mobile phone' },
  ),
];

/** 'No travel insurance policies found' (spec section 8). */
export function noPoliciesMessage(card: Pick<ItemCard, 'typeWord'>): string {
  return `No ${card.typeWord} insurance policies found`;
}

/** A figure as the coverage answer gives one: an amount, or plans each with their own. */
interface FoundFigure {
  readonly amount: number | null;
  readonly plans?: readonly unknown[] | undefined;
}

/**
 * The rows a card shows: its sub-covers always, then every further sub-limit the documents state
 * (alternative accommodation, contents, money, a phone), so that no figure the reader found is hidden.
 */
export function subCoversShown(
  card: ItemCard,
  found: Readonly<Record<string, FoundFigure | undefined>> | undefined,
): SubCoverDefinition[] {
  const stated = (key: string) => {
    const figure = found?.[key];
    return figure !== undefined && (figure.amount !== null || (figure.plans?.length ?? 0) > 0);
  };
  return [...card.subCovers, ...card.moreSubCovers.filter((sub) => stated(sub.key))];
}
