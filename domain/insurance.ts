/** Insurance types and the four item kinds whose cover PolicyLens works out. */
export const ITEM_TYPES = ['smartphone', 'home', 'health', 'travel'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The item_type stored for each kind (spec section 3 names the smartphone one mobile_phone). */
export const ITEM_TYPE_STORAGE: Record<ItemType, string> = {
  smartphone: 'mobile_phone',
  home: 'home',
  health: 'health',
  travel: 'travel',
};

export interface InsuranceType {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

/** The catalogue, fixed in code: names chosen so that keyword matching finds each item kind. */
export const INSURANCE_TYPES: readonly InsuranceType[] = [
  { id: 'car', name: 'Car', description: 'Motor insurance for your car or van.' },
  { id: 'health', name: 'Health & Medical', description: 'Private medical and health cover.' },
  { id: 'home', name: 'Home & Property', description: 'Buildings and contents insurance for your home.' },
  { id: 'life', name: 'Life', description: 'Life and critical illness cover.' },
  {
    id: 'mobile',
    name: 'Mobile Phone & Electronics',
    description: 'Cover for smartphones, tablets, laptops and other gadgets.',
  },
  { id: 'pet', name: 'Pet', description: 'Vet fees and liability cover for your pets.' },
  { id: 'travel', name: 'Travel', description: 'Single-trip and annual travel insurance.' },
  { id: 'other', name: 'Other', description: 'Any other kind of personal insurance.' },
];

export function insuranceTypesByName(): InsuranceType[] {
  return [...INSURANCE_TYPES].sort((a, b) => a.name.localeCompare(b.name));
}

export function insuranceTypeById(id: string): InsuranceType | undefined {
  return INSURANCE_TYPES.find((t) => t.id === id);
}

/** Keywords of each item kind in an insurance type's name (spec section 5). */
const ITEM_KEYWORDS: Record<ItemType, readonly string[]> = {
  smartphone: ['electronics', 'mobile', 'phone'],
  home: ['home', 'property', 'building'],
  health: ['health', 'medical'],
  travel: ['travel', 'trip', 'vacation'],
};

/** The item kind an insurance type's name belongs to, by the spec's keywords. */
export function itemTypeForInsuranceName(name: string): ItemType | undefined {
  const lower = name.toLowerCase();
  return ITEM_TYPES.find((item) => ITEM_KEYWORDS[item].some((keyword) => lower.includes(keyword)));
}
