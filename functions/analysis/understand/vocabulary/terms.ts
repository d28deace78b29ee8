/**
 * The words policies use for each sub-cover (spec section 3 keys) and each item kind. Matching is
 * on whole words, case-insensitive.
 */
export const SUB_COVER_TERMS: Record<string, Record<string, readonly string[]>> = {
  home: {
    // An Australian KFS names the event "accidental breakage"; a US open-perils form insures "against
    // risk of direct physical loss", which takes in accidental damage.
    accidental_damage: ['accidental damage', 'accidental breakage', 'risk of direct physical loss'],
    water_escape: [
      'escape of water',
      'escape of liquid',
      'escape of oil',
      'overflow of water',
      'discharge of water',
      'leaks',
      'leaking',
      'burst pipe',
      'burst pipes',
    ],
    wind_hail_rain: ['storm', 'storms', 'windstorm', 'hail', 'wind', 'rainwater'],
    theft_burglary: ['theft', 'burglary', 'attempted theft'],
    home_emergency: ['home emergency', 'emergency repairs', 'home assistance'],
    weather_flooding: ['flood', 'flooding'],
  },
  health: {
    hospitalization: [
      'in-patient',
      'inpatient',
      'hospitalisation',
      'hospitalization',
      'hospital accommodation',
      'hospital stay',
    ],
    outpatient: ['out-patient', 'outpatient', 'opd'],
    prescription: ['prescription', 'prescribed drugs', 'prescribed medicines', 'pharmacy'],
    preventive: [
      'preventive',
      'preventative',
      'health check',
      'health check-up',
      'health checkup',
      'screening',
    ],
    mental_health: ['mental illness', 'mental health', 'psychiatric'],
  },
  travel: {
    medical_expenses: ['medical expenses', 'emergency medical', 'medical and hospital expenses'],
    trip_cancellation: ['trip cancellation', 'cancellation', 'cancelling'],
    lost_baggage: ['baggage', 'luggage', 'personal belongings', 'personal effects'],
    emergency_evacuation: ['evacuation', 'repatriation'],
    travel_delay: ['travel delay', 'delayed departure', 'delay'],
    personal_liability: ['personal liability'],
  },
  smartphone: {},
};

/** Words naming the item itself, for the headline limit. */
export const ITEM_TERMS: Record<string, readonly string[]> = {
  home: ['sum insured', 'buildings', 'contents', 'home'],
  health: ['sum insured'],
  travel: ['medical expenses', 'emergency medical'],
  smartphone: ['mobile phone', 'smartphone', 'mobile', 'phone', 'gadget', 'handset'],
};

export function termPattern(terms: readonly string[]): RegExp {
  const escaped = terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  return new RegExp(`(?<![a-z])(${escaped.join('|')})(?![a-z])`, 'i');
}

/** A limit that the document leaves to another document or to the customer's choice. */
export const STATED_ELSEWHERE =
  /(shown|stated|specified|set out|detailed|as opted|as selected)\s+(in|on|for)?\s*(your|the)?\s*(policy\s+)?(schedule|certificate|policy schedule)|\b(see|refer to|as per)\s+(your|the)\s+(policy\s+)?(schedule|certificate)\b|you set the maximum|as opted for|up to (the )?sum insured/i;

/** Words saying something is not covered. */
export const NOT_COVERED =
  /\b(not covered|not insured|we will not (pay|cover)|we won't (pay|cover)|you're not covered|you are not covered|excluded|exclusions?|not available|does not cover|no cover)\b/i;

/** Words saying something is covered. */
export const COVERED =
  /\b(we will pay|we will cover|we cover|you're covered|you are covered|is covered|are covered|covered|we will reimburse|benefit|insured)\b/i;

/** Words around a figure that make it an excess (paid by the customer), not a limit. */
export const EXCESS_WORDS = /\b(excess|deductible|co-?payment|you pay the first)\b/i;

export const LIMIT_WORDS =
  /\b(up to|maximum|max\.?|limit|limited to|sum insured|not exceeding|per (claim|item|article|person|trip))\b/i;
