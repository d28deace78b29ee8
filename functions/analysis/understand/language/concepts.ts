import { isContent, type Token, tokensOf } from './nlp';
import { serviceStates } from './states';

/**
 * The analyser's one vocabulary: groups of words that insurers and claimants use for the same
 * thing ("dentist" and "dental", "e-bike" and "pedal cycle", "drunk" and "influence of alcohol").
 * A clause and a claim are compared on these concepts, so neither side has to use the other's
 * words. The groups are ordinary English for insured events, things and circumstances, shared by
 * every class of policy; none exists for one document.
 *
 * Words are matched on the written form first, then on the lemma; phrases on lemma sequences.
 */
interface ConceptGroup {
  readonly id: string;
  readonly words: readonly string[];
  readonly phrases?: readonly string[];
}

const GROUPS: readonly ConceptGroup[] = [
  // Insured events.
  {
    id: 'theft',
    words: [
      'theft',
      'steal',
      'stolen',
      'stole',
      'thief',
      'thieves',
      'burglary',
      'burglar',
      'robbery',
      'rob',
      'mug',
      'pickpocket',
      'pickpocketed',
      'snatch',
      'snatched',
      'mugged',
      'robbed',
      'burgle',
      'burgled',
      'loot',
      'looted',
      'shoplift',
    ],
    phrases: [
      'break in',
      'break into',
      'take from',
      'run away with',
      'run off with',
      'make off with',
      'walk off with',
    ],
  },
  {
    id: 'forced_entry',
    words: [
      'forcible',
      'forced',
      'violent',
      'violently',
      'break-in',
      'jemmy',
      'jemmied',
      'crowbar',
      'prise',
      'prised',
      'pried',
    ],
    phrases: ['break in', 'break into', 'force entry', 'sign of entry'],
  },
  {
    id: 'loss',
    words: [
      'lose',
      'lost',
      'misplace',
      'misplaced',
      'missing',
      'disappear',
      'disappeared',
      'gone',
      'misdirect',
      'misdirected',
      'misdirection',
      'undelivered',
    ],
    phrases: ['slip off', 'can not find', 'could not find', 'accidental loss'],
  },
  {
    id: 'water',
    words: ['leak', 'leaking', 'leakage', 'burst', 'overflow', 'overflowing', 'seep', 'seeping', 'escape'],
    phrases: [
      'escape of water',
      'escape of liquid',
      'water damage',
      'burst pipe',
      'hose split',
      'hose burst',
      'water spread',
      'water pour',
      'water pour in',
      'water come through',
      'water drip',
    ],
  },
  { id: 'pipe', words: ['pipe', 'pipework', 'plumbing', 'tank', 'radiator'] },
  { id: 'tap', words: ['tap', 'taps', 'faucet'] },
  { id: 'bath', words: ['bath', 'basin', 'sink', 'shower', 'bidet'] },
  { id: 'grout', words: ['grout', 'grouting', 'sealant', 'mastic'] },
  {
    id: 'storm',
    words: [
      'storm',
      'gale',
      'hail',
      'hailstorm',
      'cyclone',
      'hurricane',
      'tornado',
      'typhoon',
      'wind',
      'winds',
      'windstorm',
      'thunderstorm',
      'gust',
      'gusts',
      'blizzard',
    ],
  },
  {
    // The ground moving under the building: subsidence, heave, a sinkhole.
    id: 'subsidence',
    words: ['subsidence', 'subside', 'subsided', 'subsiding', 'sinkhole', 'sinkholes', 'heave'],
    phrases: ['earth movement', 'ground movement', 'movement of the ground'],
  },
  {
    // Catastrophes of nature that are neither storm nor flood.
    id: 'natural_disaster',
    words: [
      'earthquake',
      'quake',
      'volcano',
      'volcanic',
      'eruption',
      'erupt',
      'erupted',
      'tsunami',
      'avalanche',
      'landslide',
      'landslip',
      'mudslide',
    ],
    phrases: ['natural disaster', 'force of nature'],
  },
  { id: 'rain', words: ['rain', 'rained', 'raining', 'rainy', 'rainfall', 'downpour', 'drizzle'] },
  { id: 'freeze', words: ['freeze', 'freezes', 'freezing', 'froze', 'frozen', 'frost', 'frosts'] },
  { id: 'flood', words: ['flood', 'flooding', 'flooded'], phrases: ['burst its banks', 'burst banks'] },
  { id: 'fire', words: ['fire', 'smoke', 'blaze', 'burn', 'burnt', 'explosion'] },
  {
    // Damage done on purpose by someone: vandalism, malicious damage, graffiti.
    id: 'malicious',
    words: [
      'vandal',
      'vandals',
      'vandalism',
      'vandalise',
      'vandalised',
      'vandalize',
      'vandalized',
      'graffiti',
      'malicious',
      'maliciously',
    ],
    phrases: ['spray paint', 'spray-paint', 'deliberate damage', 'deliberately damage'],
  },
  {
    // Something falling or crashing onto the property: a tree, a branch, an aerial.
    id: 'impact',
    words: ['topple', 'toppled', 'branch', 'branches'],
    phrases: [
      'falling object',
      'fall object',
      'falling tree',
      'tree fall',
      'crash through',
      'crash onto',
      'crash into',
      'impact by',
    ],
  },
  {
    id: 'accidental_damage',
    words: [
      'snap',
      'snapped',
      'accidental',
      'accidentally',
      'drop',
      'dropped',
      'knock',
      'knocked',
      'smash',
      'smashed',
      'shatter',
      'shattered',
      'crack',
      'cracked',
      'spill',
      'spilt',
      'spilled',
      'throw',
      'threw',
    ],
    phrases: ['accidental damage'],
  },
  {
    // Something physically broken: a key broken in a lock, a snapped strap, a cracked screen.
    id: 'breakage',
    words: [
      'break',
      'broke',
      'broken',
      'breakage',
      'snap',
      'snapped',
      'crack',
      'cracked',
      'shatter',
      'shattered',
      'smash',
      'smashed',
    ],
  },
  {
    id: 'breakdown',
    words: ['breakdown', 'malfunction', 'fault', 'faulty'],
    phrases: [
      'break down',
      'stop working',
      'stopped working',
      'motor fail',
      'mechanical failure',
      'electrical failure',
    ],
  },
  {
    id: 'wear',
    words: [
      'wear',
      'worn',
      'gradual',
      'gradually',
      'deterioration',
      'deteriorate',
      'rust',
      'rot',
      'corrosion',
      'perish',
      'perished',
      'fray',
      'frayed',
    ],
    phrases: [
      'wear and tear',
      'wear out',
      'worn out',
      'age and use',
      'old age',
      'through age',
      'with age',
      'from use',
      'through use',
    ],
  },
  {
    id: 'pets',
    words: [
      'pet',
      'pets',
      'cat',
      'dog',
      'puppy',
      'kitten',
      'animal',
      'animals',
      'vermin',
      'insect',
      'insects',
      'rodent',
      'mice',
      'rat',
      'rats',
      'bug',
      'bugs',
      'bedbug',
      'bedbugs',
      'cockroach',
      'cockroaches',
      'flea',
      'fleas',
      'termite',
      'termites',
      'wasp',
      'wasps',
      'hornet',
      'hornets',
    ],
  },
  {
    id: 'delay',
    words: [
      'delay',
      'delayed',
      'late',
      'postpone',
      'postponed',
      'reschedule',
      'rescheduled',
      'stranded',
      'stuck',
    ],
  },
  {
    id: 'cancellation',
    words: ['cancel', 'cancelled', 'canceled', 'cancellation', 'curtail', 'curtailment'],
    phrases: ['cut short'],
  },
  { id: 'strike', words: ['strike', 'strikes', 'walkout'], phrases: ['industrial action'] },
  {
    id: 'illness',
    words: [
      'illness',
      'ailment',
      'ailments',
      'ill',
      'sick',
      'sickness',
      'disease',
      'infection',
      'infect',
      'infected',
      'appendicitis',
      'fever',
      'stroke',
      'pneumonia',
      'flu',
      'influenza',
      'covid',
      'virus',
      'ulcer',
      'diabetes',
      'diabetic',
      'asthma',
      'cancer',
      'tumour',
      'tumor',
      'migraine',
      'vomiting',
      'diarrhoea',
      'diarrhea',
      'gastroenteritis',
    ],
    phrases: ['heart attack', 'food poisoning'],
  },
  {
    id: 'injury',
    words: [
      'injury',
      'injure',
      'injured',
      'fracture',
      'fractured',
      'sprain',
      'sprained',
      'wound',
      'dislocate',
      'dislocated',
      'concussion',
    ],
    phrases: ['break wrist', 'break leg', 'break arm'],
  },
  {
    id: 'hospital',
    words: ['hospital', 'hospitalisation', 'hospitalization', 'admit', 'admitted', 'in-patient', 'inpatient'],
  },
  { id: 'surgery', words: ['surgery', 'operation', 'surgical', 'surgeon', 'operate', 'operated'] },
  { id: 'outpatient', words: ['out-patient', 'outpatient', 'gp', 'consultation', 'specialist', 'opd'] },
  { id: 'emergency', words: ['emergency', 'urgent'] },
  { id: 'dental', words: ['dental', 'dentist', 'teeth', 'tooth', 'filling', 'fillings'] },
  {
    id: 'eyewear',
    words: [
      'glasses',
      'spectacles',
      'eyeglasses',
      'eyewear',
      'lenses',
      'optician',
      'optometrist',
      'ophthalmologist',
    ],
    phrases: ['eye exam', 'eye test', 'eye care', 'eye examination', 'sight test'],
  },
  {
    id: 'therapy',
    words: ['physiotherapy', 'physio', 'rehabilitation', 'rehab', 'pt'],
    phrases: ['physical therapy'],
  },
  { id: 'acupuncture', words: ['acupuncture', 'acupuncturist', 'acupuncturists'] },
  { id: 'chiropractic', words: ['chiropractic', 'chiropractor', 'chiropractors'] },
  { id: 'hearing', words: ['hearing'], phrases: ['hearing aid'] },
  {
    id: 'alcohol',
    words: ['alcohol', 'alcoholic', 'drunk', 'drinking', 'intoxicated', 'intoxication', 'drugs'],
    phrases: ['influence of alcohol'],
  },
  {
    id: 'pre_existing',
    words: ['pre-existing', 'preexisting', 'existing'],
    phrases: ['pre existing', 'ongoing condition'],
  },
  {
    id: 'renovation',
    words: ['renovate', 'renovating', 'renovation', 'renovations', 'extension', 'alteration', 'alterations'],
    phrases: ['building work'],
  },
  {
    id: 'contractor',
    words: [
      'contractor',
      'contractors',
      'builder',
      'builders',
      'tradesman',
      'tradesmen',
      'workman',
      'workmen',
      'tenant',
      'tenants',
      'lodger',
      'lodgers',
      'flatmate',
      'housemate',
      'roommate',
    ],
  },
  {
    // Part of what was inside gone, the container itself kept: "items missing from the bag".
    id: 'partial',
    words: ['partial', 'partially'],
    phrases: [
      'missing from',
      'taken from the bag',
      'taken from my bag',
      'taken from the suitcase',
      'taken from my suitcase',
      'some of the contents',
    ],
  },
  {
    // The home let or lent to others: "let to tenants", "rented out", "lent, let or sublet".
    id: 'let_out',
    words: ['sublet', 'sublets', 'subletting', 'sub-let'],
    phrases: [
      'let to',
      'is let',
      'was let',
      'been let',
      'are let',
      'let out',
      'rented out',
      'rent out',
      'renting out',
      'holiday let',
      'is lent',
      'was lent',
    ],
  },
  { id: 'unattended', words: ['unattended', 'unaccompanied'], phrases: ['leave unattended', 'walk away'] },
  {
    // Out of sight in a vehicle or a room: in a glove box, a boot, a closed compartment.
    id: 'hidden',
    words: ['hidden', 'concealed', 'glovebox'],
    phrases: [
      'out of sight',
      'hidden from view',
      'glove box',
      'glove compartment',
      'luggage compartment',
      'in the boot',
      'in the trunk',
      'in the lock boot',
      'in the lock trunk',
      'lock in the boot',
      'lock in the trunk',
    ],
  },
  {
    // Kept somewhere other than the home: a storage unit, a second home, an office.
    id: 'stored_away',
    words: ['self-storage', 'lock-up'],
    phrases: [
      'storage unit',
      'storage facility',
      'storage locker',
      'summer house',
      'holiday home',
      'second home',
    ],
  },
  {
    // Used to earn a living: for business, a trade or a profession, or issued by an employer.
    id: 'business',
    words: ['self-employed', 'freelance', 'freelancer', 'employer'],
    phrases: [
      'used for business',
      'business purpose',
      'business purposes',
      'business use',
      'business or trade',
      'trade purpose',
      'trade purposes',
      'your trade',
      'professional purposes',
      'paid work',
      'for work',
      'work laptop',
      'paid jobs',
      'my clients',
    ],
  },
  { id: 'unlocked', words: ['unlocked', 'unsecured', 'insecure'] },
  {
    id: 'locked',
    words: ['lock', 'locked', 'padlock', 'padlocked', 'secure', 'securely', 'chained', 'chain'],
  },
  {
    // Being seen by a doctor: what a condition may ask of an illness before a later claim.
    id: 'medical_care',
    words: ['doctor', 'doctors', 'physician', 'gp', 'medic'],
    phrases: [
      'medical treatment',
      'medical attention',
      'medical advice',
      'seek treatment',
      'receive treatment',
    ],
  },
  {
    // Where a traveller stays: the lodging an exception may ask valuables to be locked in.
    id: 'accommodation',
    words: ['accommodation', 'hotel', 'motel', 'hostel', 'villa', 'chalet', 'airbnb', 'guesthouse'],
    phrases: [
      'holiday apartment',
      'holiday let',
      'holiday home',
      'rented apartment',
      'serviced apartment',
      'guest house',
    ],
  },
  {
    id: 'safe',
    words: ['strongbox', 'lockbox'],
    phrases: [
      'safety deposit box',
      'safe deposit box',
      'deposit box',
      'hotel safe',
      'room safe',
      'in room safe',
      'locked safe',
    ],
  },
  {
    id: 'unoccupied',
    words: ['unoccupied', 'empty', 'vacant', 'unfurnished'],
    phrases: ['no one living', 'nobody living', 'no one has been living', 'nobody stayed'],
  },
  {
    id: 'cabin_baggage',
    words: ['carry-on'],
    phrases: [
      'cabin baggage',
      'cabin bag',
      'cabin luggage',
      'hand luggage',
      'hand baggage',
      'carry on board',
    ],
  },
  {
    id: 'checked_baggage',
    words: ['checked-in'],
    phrases: [
      'checked baggage',
      'checked luggage',
      'checked suitcase',
      'checked bag',
      'check them in',
      'check it in',
      'check in with',
      'in the hold',
      'into the hold',
    ],
  },
  {
    id: 'in_use',
    words: ['skiing', 'ski', 'skis', 'snowboard', 'surfing', 'surfboard', 'playing', 'riding', 'cycling'],
    phrases: ['in use', 'while in use', 'being used'],
  },
  {
    id: 'keys_left',
    words: [],
    phrases: ['key in the ignition', 'key in ignition', 'left in or on', 'engine running', 'keys in the car'],
  },
  {
    id: 'travel_abroad',
    words: [
      'abroad',
      'overseas',
      'vacation',
      'holiday',
      'trip',
      'travel',
      'traveling',
      'travelling',
      'journey',
    ],
  },
  {
    id: 'transport',
    words: [
      'conveyance',
      'flight',
      'plane',
      'aircraft',
      'airline',
      'train',
      'ferry',
      'ship',
      'cruise',
      'coach',
    ],
    phrases: ['public transport'],
  },
  {
    id: 'portable',
    words: [
      'portable',
      'laptop',
      'tablet',
      'ipad',
      'handheld',
      'smartphone',
      'iphone',
      'camera',
      'headphones',
    ],
    phrases: ['mobile phone'],
  },
  {
    id: 'cosmetic',
    words: [
      'cosmetic',
      'scratch',
      'scratches',
      'scratched',
      'dent',
      'dents',
      'dented',
      'scuff',
      'scuffs',
      'scuffed',
    ],
  },
  {
    id: 'liquid',
    words: [
      'liquid',
      'liquids',
      'coffee',
      'tea',
      'juice',
      'wine',
      'beer',
      'drink',
      'spill',
      'spilt',
      'spilled',
    ],
  },
  // Insured things.
  {
    id: 'phone',
    words: ['phone', 'mobile', 'smartphone', 'iphone', 'handset', 'cellphone'],
    phrases: ['mobile phone'],
  },
  { id: 'computer', words: ['laptop', 'computer', 'notebook', 'tablet', 'ipad', 'macbook'] },
  {
    id: 'tv',
    words: ['tv', 'television', 'televisions'],
    phrases: ['television set', 'visual display unit'],
  },
  { id: 'camera', words: ['camera', 'cameras', 'lens'] },
  {
    id: 'jewellery',
    words: ['jewellery', 'jewelry', 'ring', 'bracelet', 'necklace', 'watch', 'earring', 'earrings'],
  },
  {
    id: 'bicycle',
    words: [
      'bike',
      'pushbike',
      'bicycle',
      'bicycles',
      'e-bike',
      'ebike',
      'ebikes',
      'cycle',
      'cycles',
      'scooter',
      'scooters',
      'e-scooter',
    ],
    phrases: ['pedal cycle', 'electric scooter', 'personal transportation device'],
  },
  { id: 'fence', words: ['fence', 'fences', 'fencing', 'gate', 'gates', 'hedge', 'hedges'] },
  {
    id: 'drive',
    words: [
      'drive',
      'drives',
      'driveway',
      'patio',
      'patios',
      'path',
      'paths',
      'terrace',
      'terraces',
      'gravel',
    ],
  },
  {
    id: 'appliance',
    words: [
      'appliance',
      'appliances',
      'washing',
      'washer',
      'dishwasher',
      'fridge',
      'freezer',
      'boiler',
      'oven',
    ],
    phrases: ['washing machine'],
  },
  { id: 'carpet', words: ['carpet', 'carpets', 'rug', 'flooring', 'floor', 'laminate'] },
  {
    id: 'baggage',
    words: ['baggage', 'luggage', 'suitcase', 'bag', 'backpack', 'handbag', 'rucksack'],
  },
  { id: 'possessions', words: ['contents', 'belongings', 'possessions', 'effects', 'articles'] },
  {
    // Skiing and the like, as a policy's "winter sports" names them.
    id: 'winter_sports',
    words: ['ski', 'skied', 'skiing', 'snowboard', 'snowboarding', 'snowboarded', 'tobogganing', 'sledging'],
    phrases: ['winter sport', 'winter sports'],
  },
  {
    id: 'sports_equipment',
    words: ['ski', 'skis', 'snowboard', 'golf', 'surfboard', 'racket'],
    phrases: ['sporting equipment', 'sports equipment'],
  },
  {
    id: 'electronics',
    words: ['electronic', 'electronics', 'laptop', 'camera', 'tablet', 'phone'],
    phrases: ['electronic equipment', 'portable electronic'],
  },
  { id: 'vehicle', words: ['car', 'vehicle', 'van', 'motorcycle', 'windscreen', 'windshield'] },
  { id: 'key', words: ['key', 'keys', 'fob', 'locksmith'] },
  { id: 'money', words: ['money', 'cash', 'banknotes', 'notes'], phrases: ['personal money'] },
  { id: 'heating', words: ['heat', 'heating', 'furnace', 'thermostat', 'heater', 'radiator', 'radiators'] },
];

const byWord = new Map<string, string[]>();
for (const group of GROUPS) {
  for (const word of group.words) byWord.set(word, [...(byWord.get(word) ?? []), group.id]);
}
const phrases = GROUPS.flatMap((g) =>
  (g.phrases ?? []).map((p) => ({ id: g.id, lemmas: tokensOf(p).map((t) => t.lemma) })),
);

/** The words of a concept group ("@pets": pet, dog, rat, wasp …), to tell which of them a text used. */
export function wordsOf(id: string): ReadonlySet<string> {
  const group = GROUPS.find((g) => `@${g.id}` === id);
  return new Set(group?.words ?? []);
}

/** A concept or a content word found in text, and whether the text says it is not so. */
export interface Term {
  readonly id: string;
  readonly negated: boolean;
}

/**
 * Concepts (by group id) and other content lemmas of a text, each with its negation. In a claim,
 * negation runs to the end of the phrase ("we did not lock it to anything"). In a policy clause,
 * "you are not covered for loss caused by leaks" names what it excludes, so only a word that is
 * itself negated ("non-emergency", "not locked") counts as denied.
 */
export function termsOf(text: string, negation: 'phrase' | 'word' | 'none' = 'phrase'): Term[] {
  const read = tokensOf(text.replace(/\bnon-\s?(?=[a-z])/gi, `${NON} `));
  const tokens =
    negation === 'phrase'
      ? switchedOff(servicesLost(clauseBounded(read)))
      : read.map((t, i) => ({ ...t, negated: negation === 'word' && negatedWord(read, i) }));

  // Whether the heating was kept on or the water turned off, read before "switched off" denies the thing.
  const unswitched = negation === 'phrase' ? clauseBounded(read) : tokens;
  return [
    ...conceptTerms(prefixNegated(tokens)),
    ...serviceStates(prefixNegated(unswitched)),
    ...lemmaTerms(prefixNegated(tokens)),
  ];
}

/** Words that open a new clause inside a sentence: "… and when I came out", "… because it rained". */
const CLAUSE_OPENERS = new Set([
  'when',
  'while',
  'whilst',
  'because',
  'although',
  'though',
  'after',
  'before',
  'until',
]);

/**
 * "I hadn't locked it and when I came out it was gone": a negation ends where a new clause begins
 * (a conjunction before "when", "I", "it"), unless that clause has its own negator.
 */
function clauseBounded(tokens: readonly Token[]): Token[] {
  let cut = false;
  return tokens.map((token, i) => {
    const next = tokens[i + 1];
    const opensClause =
      CLAUSE_OPENERS.has(token.word) ||
      (token.pos === 'CCONJ' && next !== undefined && (CLAUSE_OPENERS.has(next.word) || next.pos === 'PRON'));
    if (opensClause) cut = true;
    if (NEGATORS.has(token.lemma) || token.word === "n't" || token.word === 'n’t') cut = false;
    return cut && token.negated ? { ...token, negated: false } : token;
  });
}

const SERVICES = new Set(['heating', 'heat', 'water', 'power', 'electricity', 'gas', 'lighting']);

/** "we have no heating or hot water": a service lost, which a breakdown cover is for, not denied. */
function servicesLost(tokens: readonly Token[]): Token[] {
  return tokens.map((token, i) => {
    if (!token.negated || !SERVICES.has(token.lemma)) return token;
    const before = tokens.slice(Math.max(0, i - 4), i);
    const no = before.findLastIndex((t) => t.lemma === 'no');
    const between = before.slice(no + 1);
    const listed = between.every((t) => SERVICES.has(t.lemma) || ['or', 'and', 'hot', ','].includes(t.word));
    // "no water damage" denies the damage; "no hot water" is the service gone.
    const head = !['NOUN', 'PROPN'].includes(tokens[i + 1]?.pos ?? '');
    return no >= 0 && listed && head ? { ...token, negated: false } : token;
  });
}

/** Stands for the prefix "non-" while the text is read: it denies the one word it is joined to. */
const NON = 'nonprefixed';

/** "non-emergency care", "a non-network hospital": only the word after "non-" is denied. */
function prefixNegated(tokens: readonly Token[]): Token[] {
  return tokens.flatMap((token, i) => {
    if (token.word === NON) return [];
    return tokens[i - 1]?.word === NON ? [{ ...token, negated: true }] : [token];
  });
}

const NEGATORS = new Set(['not', 'no', 'never', 'without']);
const SWITCHES = new Set(['switch', 'turn', 'shut']);

/** "We switched the furnace off", "turned off the heating": what was switched off is denied. */
function switchedOff(tokens: readonly Token[]): Token[] {
  const out = [...tokens];
  tokens.forEach((token, i) => {
    if (!SWITCHES.has(token.lemma)) return;
    const off = tokens.slice(i + 1, i + 6).findIndex((t) => t.word === 'off');
    if (off === -1) return;
    // "switched off the heating" (object after) or "switched the furnace off" (object before "off").
    const from = off === 0 ? i + 2 : i + 1;
    const to = off === 0 ? Math.min(tokens.length, i + 5) : i + 1 + off;
    for (let k = from; k < to; k++) {
      const t = out[k] as Token;
      if (t.pos === 'PUNCT' || t.pos === 'CCONJ') break;
      out[k] = { ...t, negated: true };
    }
  });
  return out;
}
/** Verbs a negation reaches across to the word it denies ("not designed to be portable"). */
const LINKING_VERBS = new Set(['be', 'design', 'intend', 'mean', 'make', 'build']);

function negatedWord(tokens: readonly Token[], i: number): boolean {
  // "not locked", "not designed to be portable": a negator with only verbs and particles between.
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    const token = tokens[k] as Token;
    if (NEGATORS.has(token.lemma)) return true;
    const linking = token.pos === 'VERB' && LINKING_VERBS.has(token.lemma);
    if (!linking && !['PART', 'AUX', 'ADV'].includes(token.pos)) return false;
  }
  return false;
}

/** "gales", "thefts": plurals the lemmatiser leaves alone. */
function singular(word: string): string {
  return word.length > 4 ? word.replace(/(?<=[^s])s$/, '') : word;
}

/** Words after "broken in" that make it a thing broken ("broken in a lock", "broke in two"), not a break-in. */
const BROKEN_IN_WHAT = new Set([
  'a',
  'an',
  'the',
  'my',
  'our',
  'his',
  'her',
  'their',
  'its',
  'half',
  'two',
  'piece',
]);

/** "broke in", "broken into": a break-in, not something broken. */
function isBreakIn(tokens: readonly Token[], i: number): boolean {
  if (tokens[i]?.lemma !== 'break') return false;
  const next = tokens[i + 1]?.lemma;
  return next === 'into' || (next === 'in' && !BROKEN_IN_WHAT.has(tokens[i + 2]?.lemma ?? ''));
}

/** Nouns that make the word before them a modifier: a coffee machine is not coffee, a bike shed not a bike. */
const COMPOUND_HEADS = new Set([
  'machine',
  'maker',
  'table',
  'shop',
  'store',
  'grinder',
  'stand',
  'rack',
  'shed',
  'park',
  'cabinet',
]);

function wordIds(tokens: readonly Token[], i: number): readonly string[] {
  const token = tokens[i] as Token;
  // "broke in", "broke down": the verb with its particle means a break-in or a breakdown.
  // "the car broke down", "a fire broke out": nothing was broken.
  if (
    isBreakIn(tokens, i) ||
    (token.lemma === 'break' && ['down', 'out'].includes(tokens[i + 1]?.lemma ?? ''))
  )
    return [];
  if (COMPOUND_HEADS.has(tokens[i + 1]?.lemma ?? '')) return [];
  // "a mug of coffee" is a cup; only "mugged" is a theft.
  if (VERB_ONLY.has(token.word) && token.pos !== 'VERB') return [];
  if (token.word === 'late' && KIN.has(tokens[i + 1]?.lemma ?? '')) return [];
  // "Hospital cash", "daily cash benefit": a benefit paid per day, not money that was lost.
  if (token.word === 'cash' && CASH_BENEFIT.has(tokens[i - 1]?.lemma ?? '')) return [];
  // "I tripped over a cable" is a fall, not a journey; "the backpack I was wearing" is not wear and tear.
  if (token.lemma === 'trip' && /^tripp/i.test(token.word)) return [];
  if (['wearing', 'wore', 'wears'].includes(token.word.toLowerCase())) return [];
  return byWord.get(token.word) ?? byWord.get(token.lemma) ?? byWord.get(singular(token.word)) ?? [];
}

/** Words before "cash" that make it the name of a benefit paid while in hospital. */
const CASH_BENEFIT = new Set([
  'hospital',
  'hospitalisation',
  'hospitalization',
  'daily',
  'in-patient',
  'inpatient',
]);

/** "my late father": someone who has died, not a delay. */
const KIN = new Set([
  'father',
  'mother',
  'husband',
  'wife',
  'partner',
  'son',
  'daughter',
  'brother',
  'sister',
  'grandmother',
  'grandfather',
  'aunt',
  'uncle',
  'friend',
]);

/** Words that name an event only as verbs ("he mugged me", not "a mug of tea"). */
const VERB_ONLY = new Set(['mug', 'rob']);

const HURTS = new Set([
  'break',
  'broken',
  'fracture',
  'fractured',
  'tear',
  'torn',
  'sprained',
  'twisted',
  'dislocated',
  'bruised',
  'sprain',
  'twist',
  'hurt',
  'injure',
  'dislocate',
  'bruise',
]);
const BODY = new Set(
  (
    'ankle wrist arm leg hip shoulder knee neck finger toe nose rib collarbone jaw elbow foot hand head ' +
    'skull spine pelvis ligament tendon cruciate achilles thumb heel shin eye eyes cheek chin lip ear'
  ).split(' '),
);

/** "broke my ankle", "tore a ligament", "twisted her knee": a part of the body hurt is an injury. */
function hurtBody(tokens: readonly Token[], i: number): boolean {
  if (!HURTS.has(tokens[i]?.lemma ?? '')) return false;
  return tokens.slice(i + 1, i + 4).some((t) => BODY.has(t.lemma) || BODY.has(singular(t.word)));
}

/** "I had the left eye done", "she had her knee done": a part of the body operated on. */
function hadDone(tokens: readonly Token[], i: number): boolean {
  if (tokens[i]?.lemma !== 'have') return false;
  const rest = tokens.slice(i + 1, i + 6);
  const done = rest.findIndex((t) => t.word === 'done');
  return done > 0 && rest.slice(0, done).some((t) => BODY.has(t.lemma) || BODY.has(singular(t.word)));
}

const TRIP_ENDS = new Set(['come', 'go', 'fly', 'return', 'head', 'travel']);
const TRIP = new Set([
  'trip',
  'holiday',
  'journey',
  'vacation',
  'stay',
  'visit',
  'tour',
  'cruise',
  'week',
  'break',
]);

/** "cut our holiday short", "came home early": a trip ended before its time is a curtailment. */
function endedEarly(tokens: readonly Token[], i: number): boolean {
  const lemma = (k: number) => tokens[i + k]?.lemma ?? '';
  if (lemma(0) === 'cut') {
    const end = [2, 3, 4, 5, 6].find((k) => lemma(k) === 'short');
    return end !== undefined && tokens.slice(i + 1, i + end).some((t) => TRIP.has(t.lemma));
  }
  return TRIP_ENDS.has(lemma(0)) && ['home', 'back'].includes(lemma(1)) && lemma(2) === 'early';
}

const BEFORE_SAFE = new Set('the a our my their his her room hotel wall locked'.split(' '));

/** "the safe in our room", "the locked in-room safe": a safe as a thing, not "a safe journey". */
function safeBox(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  if (token?.word.toLowerCase() !== 'safe') return false;
  if (token.pos === 'NOUN') return true;
  const next = tokens[i + 1];
  return (
    BEFORE_SAFE.has(tokens[i - 1]?.word.toLowerCase() ?? '') &&
    (!next || !['NOUN', 'PROPN'].includes(next.pos))
  );
}

const SPREADS = new Set(['run', 'go', 'extend', 'spread', 'pass']);
const FRACTURES = new Set([
  'crack',
  'cracked',
  'fracture',
  'fractured',
  'break',
  'broken',
  'split',
  'shatter',
]);

/**
 * "a fracture through the entire thickness", "a crack runs right through the glass": glass broken
 * clean through, which a policy may ask for in place of a chip or a scratch on its surface.
 */
function fracturedThrough(tokens: readonly Token[], i: number): boolean {
  if (!FRACTURES.has(tokens[i]?.lemma ?? '') && !FRACTURES.has(tokens[i]?.word ?? '')) return false;
  const after = tokens.slice(i + 1, i + 8);
  // "a crack runs right through", not "broke the lock and got in through the window".
  const end = after.findIndex(
    (t) => t.pos === 'PUNCT' || t.pos === 'CCONJ' || (t.pos === 'VERB' && !SPREADS.has(t.lemma)),
  );
  return after
    .slice(0, end === -1 ? after.length : end)
    .some((t) => t.word === 'through' || t.word === 'thru');
}

const SET_DOWN = new Set(['put', 'set', 'place']);
const WENT_OFF = new Set(['go', 'walk', 'pop', 'nip', 'wander', 'run', 'head']);

/**
 * "I put my backpack down on a bench and went to buy a coffee": a thing set down and walked away
 * from is left unattended.
 */
function setDownAndLeft(tokens: readonly Token[], i: number): boolean {
  if (!SET_DOWN.has(tokens[i]?.lemma ?? '') || tokens[i]?.pos !== 'VERB') return false;
  const after = tokens.slice(i + 1, i + 16);
  const down = after.findIndex((t) => t.word === 'down');
  if (down === -1 || down > 5) return false;
  const rest = after.slice(down + 1);
  return rest.some(
    (t, k) => t.lemma === 'and' && WENT_OFF.has(rest[k + 1]?.lemma ?? '') && !rest[k + 1]?.negated,
  );
}

const ONTO = new Set(['onto', 'on', 'into', 'through', 'across']);
/** What a thing falls onto without anything else being hit: the ground, not the property. */
const SURFACES = new Set(
  'floor ground pavement sidewalk step stair stairs tile road street concrete carpet water sea pool toilet sink rock grass sand pitch'.split(
    ' ',
  ),
);
/** Who may fall: a person falling is an accident or an injury, not a falling object. */
const FALLERS = new Set(
  'i we he she they you me son daughter child husband wife partner someone somebody friend dog cat'.split(
    ' ',
  ),
);

/**
 * "a mirror came off its hook and fell onto the table", "a shelf fell on the television": a thing
 * falling onto other property is a falling object. "I fell on the steps" and "my phone fell onto
 * the pavement" are not.
 */
function fellOnto(tokens: readonly Token[], i: number): boolean {
  if (tokens[i]?.lemma !== 'fall' || tokens[i]?.pos !== 'VERB') return false;
  const after = tokens.slice(i + 1, i + 3);
  const to = after.findIndex((t) => ONTO.has(t.word));
  if (to === -1) return false;
  const hit = tokens.slice(i + 2 + to, i + 7 + to).find((t) => t.pos === 'NOUN');
  if (!hit || SURFACES.has(hit.lemma) || SURFACES.has(singular(hit.word))) return false;
  const before = tokens.slice(0, i);
  const start = before.findLastIndex((t) => t.word === '.' || t.word === ';');
  return !before.slice(start + 1).some((t) => FALLERS.has(t.word));
}

const DELIVERED = new Set(['arrive', 'deliver', 'delivery']);
const LATE = new Set(['late', 'later', 'delay', 'delayed']);
const SENT_THINGS = new Set('baggage possessions money key camera computer phone jewellery'.split(' '));

/** "my suitcase never arrived", "non-delivery of baggage": a thing sent that did not come is lost. */
function neverDelivered(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  if (!token?.negated || !DELIVERED.has(token.lemma)) return false;
  if (token.lemma === 'delivery') return true;
  // "did not arrive on my flight; it was delivered 13 hours later": late, not lost.
  if (tokens.some((t, k) => k !== i && !t.negated && (DELIVERED.has(t.lemma) || LATE.has(t.lemma))))
    return false;
  // "my checked bag went to Lima by mistake and it did not arrive": the thing, earlier in the sentence.
  const before = tokens.slice(Math.max(0, i - 14), i);
  const start = before.findLastIndex((t) => t.word === '.' || t.word === ';');
  return before.slice(start + 1).some((t) => (wordIdsOf(t) ?? []).some((id) => SENT_THINGS.has(id)));
}

function phraseAt(tokens: readonly Token[], i: number, lemmas: readonly string[]): boolean {
  // "Falling Objects" set in title case is read as a name, its plural left as written.
  const at = (k: number) => tokens[i + k];
  if (!lemmas.every((l, k) => at(k)?.lemma === l || singular(at(k)?.word ?? '') === l)) return false;
  return lemmas[0] !== 'break' || lemmas[1] !== 'in' || isBreakIn(tokens, i);
}

/** Things that can go missing: "loss of keys" is their disappearance, unlike "loss of rent" or "loss or damage". */
const LOSABLE = new Set([
  'key',
  'money',
  'phone',
  'baggage',
  'jewellery',
  'camera',
  'computer',
  'bicycle',
  'possessions',
]);

/** "theft or loss of keys", "loss of your passport": the noun names a thing gone missing. */
function lossOfThing(tokens: readonly Token[], i: number): boolean {
  if (tokens[i]?.lemma !== 'loss' || tokens[i + 1]?.lemma !== 'of') return false;
  // "loss of an entire piece of checked-in baggage": the phrase's nouns, up to a comma or an "or".
  for (const t of tokens.slice(i + 2, i + 11)) {
    if ((t.pos === 'PUNCT' && t.word !== '-') || t.pos === 'CCONJ') return false;
    if ((wordIdsOf(t) ?? []).some((id) => LOSABLE.has(id))) return true;
  }
  return false;
}

function wordIdsOf(token: Token): readonly string[] | undefined {
  return byWord.get(token.word) ?? byWord.get(token.lemma) ?? byWord.get(singular(token.word));
}

/** The second half of a compound that says what a thing withstands or removes: "fire-resistant", "noise-cancelling". */
const WITHSTANDS = new Set(['resistant', 'proof', 'retardant', 'cancel', 'cancelling', 'canceling']);

/** "a fire-resistant safe", "noise-cancelling headphones": the compound describes a thing; nothing happened. */
function inModifier(tokens: readonly Token[], i: number): boolean {
  const after = tokens[i + 1]?.word === '-' && WITHSTANDS.has(tokens[i + 2]?.lemma ?? '');
  const before = i >= 2 && tokens[i - 1]?.word === '-' && WITHSTANDS.has(tokens[i]?.lemma ?? '');
  return after || before;
}

function conceptTerms(tokens: readonly Token[]): Term[] {
  const found: (Term & { at: number })[] = [];
  tokens.forEach((token, i) => {
    if (inModifier(tokens, i)) return;
    const at = { negated: token.negated, at: i };
    if (lossOfThing(tokens, i)) found.push({ id: '@loss', ...at });
    // "a fracture through the glass" is breakage, not an injury.
    const glass = fracturedThrough(tokens, i) && !hurtBody(tokens, i);
    for (const id of wordIds(tokens, i)) if (!(glass && id === 'injury')) found.push({ id: `@${id}`, ...at });
    if (hurtBody(tokens, i)) found.push({ id: '@injury', ...at });
    if (endedEarly(tokens, i)) found.push({ id: '@cancellation', ...at });
    if (fellOnto(tokens, i)) found.push({ id: '@impact', ...at });
    if (setDownAndLeft(tokens, i)) found.push({ id: '@unattended', ...at });
    if (hadDone(tokens, i)) found.push({ id: '@surgery', ...at });
    if (neverDelivered(tokens, i)) found.push({ id: '@loss', negated: false, at: i });
    if (glass || fracturedThrough(tokens, i)) found.push({ id: '@fractured_through', ...at });
    // "the safe in our room", not "a safe journey".
    if (safeBox(tokens, i)) found.push({ id: '@safe', ...at });
    for (const phrase of phrases) {
      if (phraseAt(tokens, i, phrase.lemmas)) found.push({ id: `@${phrase.id}`, ...at });
    }
  });
  // "not admitted to hospital": the concept is denied once, not named again by the phrase's last word.
  return found
    .filter(
      (t) => t.negated || !found.some((d) => d.negated && d.id === t.id && d.at < t.at && d.at >= t.at - 3),
    )
    .map(({ id, negated }) => ({ id, negated }));
}

function lemmaTerms(tokens: readonly Token[]): Term[] {
  return tokens.filter(isContent).map((t) => ({ id: t.lemma, negated: t.negated }));
}

/** The ids that a text affirms (mentions, not negated). */
export function affirmed(terms: readonly Term[]): Set<string> {
  const yes = new Set(terms.filter((t) => !t.negated).map((t) => t.id));
  return yes;
}

/** The ids that a text negates ("not locked", "no sign of a break-in"). */
export function negated(terms: readonly Term[]): Set<string> {
  return new Set(terms.filter((t) => t.negated).map((t) => t.id));
}
