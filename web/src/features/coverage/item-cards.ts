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
}

export const ITEM_CARDS: readonly ItemCard[] = [
  {
    itemType: 'smartphone',
    title: 'Smartphone',
    typeWord: 'smartphone',
    headlineLabel: 'Coverage amount',
    subCovers: [],
  },
  {
    itemType: 'home',
    title: 'Home Insurance',
    typeWord: 'home',
    headlineLabel: 'Sum insured',
    subCovers: [
      { key: 'accidental_damage', label: 'Accidental damage' },
      { key: 'water_escape', label: 'Escape of water' },
      { key: 'wind_hail_rain', label: 'Wind, hail and rain' },
      { key: 'theft_burglary', label: 'Theft and burglary' },
      { key: 'home_emergency', label: 'Home emergency' },
      { key: 'weather_flooding', label: 'Weather and flooding' },
    ],
  },
  {
    itemType: 'health',
    title: 'Health Insurance',
    typeWord: 'health',
    headlineLabel: 'Overall limit',
    subCovers: [
      { key: 'hospitalization', label: 'Hospitalisation' },
      { key: 'outpatient', label: 'Outpatient care' },
      { key: 'prescription', label: 'Prescriptions' },
      { key: 'preventive', label: 'Preventive care' },
      { key: 'mental_health', label: 'Mental health' },
    ],
  },
  {
    itemType: 'travel',
    title: 'Travel Insurance',
    typeWord: 'travel',
    headlineLabel: 'Main limit',
    subCovers: [
      { key: 'medical_expenses', label: 'Medical expenses' },
      { key: 'trip_cancellation', label: 'Trip cancellation' },
      { key: 'lost_baggage', label: 'Lost baggage' },
      { key: 'emergency_evacuation', label: 'Emergency evacuation' },
      { key: 'travel_delay', label: 'Travel delay' },
      { key: 'personal_liability', label: 'Personal liability' },
    ],
  },
];

/** 'No travel insurance policies found' (spec section 8). */
export function noPoliciesMessage(card: Pick<ItemCard, 'typeWord'>): string {
  return `No ${card.typeWord} insurance policies found`;
}
