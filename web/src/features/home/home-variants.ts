import { DETAILED_UPLOAD_MAX_BYTES, megabytes, QUICK_UPLOAD_POLICY_MAX_BYTES } from '#domain/constants';
import type { HomepageVariation } from '#web/lib/experiments/homepage-variant';
import type { HomeIllustrationName } from './components/home-illustration';

export interface HomeStat {
  readonly value: string;
  readonly label: string;
}

/** One variation of the home page's copy (spec 3, 'Experiment'). Every claim in it is true of the product. */
export interface HomeVariantContent {
  readonly hero: {
    readonly title: string;
    readonly description: string;
    readonly primaryCTA: string;
    readonly secondaryCTA: string;
    readonly image: HomeIllustrationName;
  };
  readonly stats: readonly [HomeStat, HomeStat, HomeStat];
  readonly features: {
    readonly sectionTitle: string;
    readonly sectionDescription: string;
    readonly image: HomeIllustrationName;
  };
  readonly cta: {
    readonly title: string;
    readonly description: string;
    readonly buttonText: string;
  };
}

/** The attribute marking markup as one variation's: the stylesheet hides all but the one shown. */
export const VARIATION_MARKER = 'data-homepage-variation';

export function variationMarker(variation: HomepageVariation): Readonly<Record<string, string>> {
  return { [VARIATION_MARKER]: variation };
}

/** The opening: the promise, what it means and the two ways in. */
const heroes: Readonly<Record<HomepageVariation, HomeVariantContent['hero']>> = {
  // Understanding and claiming, the two jobs the product does.
  control: {
    title: 'Understand your insurance. Claim with confidence.',
    description:
      'Keep your policy documents in one place, see what the things you own are covered for, and get a clear assessment of a claim against your own policy wording before you speak to your insurer.',
    primaryCTA: 'Get started free',
    secondaryCTA: 'Log in',
    image: 'policy-overview',
  },
  // Trust: every answer can be checked against the page it came from.
  variantA: {
    title: 'Every figure, straight from your own policy.',
    description:
      'PolicyLens reads your policy documents and shows your limits and excesses with the page and the words they came from. If your policy does not state a figure, we say so instead of guessing.',
    primaryCTA: 'Check my policy free',
    secondaryCTA: 'I already have an account',
    image: 'clause-magnifier',
  },
  // Claims: prepare before contacting the insurer.
  variantB: {
    title: 'Thinking of making a claim? Check it against your policy first.',
    description:
      'Describe what happened and PolicyLens assesses it against your policy wording: the clauses that apply, the exclusions to watch for, your excess and limit, and the evidence to gather before you call your insurer.',
    primaryCTA: 'Assess a claim free',
    secondaryCTA: 'Log in',
    image: 'claim-checklist',
  },
  // Organisation: every policy document together.
  variantC: {
    title: 'All your insurance documents, in one place.',
    description:
      'Upload your policy schedules and wordings, or forward them by e-mail from the address you registered with. PolicyLens keeps them together and reads out what each one covers.',
    primaryCTA: 'Store my policies free',
    secondaryCTA: 'Log in',
    image: 'document-library',
  },
  // Where you live: UK first, with the US and Australia.
  variantD: {
    title: 'Plain-English answers about your insurance, wherever you live.',
    description:
      'Built for policyholders in the UK, and in the US and Australia too: amounts in your own currency, and guidance that points to the right ombudsman and consumer bodies for your country.',
    primaryCTA: 'Join free',
    secondaryCTA: 'Log in',
    image: 'three-countries',
  },
};

/** Three figures under the opening, each true of the product. */
const stats: Readonly<Record<HomepageVariation, HomeVariantContent['stats']>> = {
  control: [
    { value: '100% free', label: 'Every feature, with no fees' },
    { value: '10 policies', label: 'Stored in each account' },
    { value: '4 item types', label: 'Smartphone, home, health and travel' },
  ],
  variantA: [
    { value: 'Every figure', label: 'Linked to the page it came from' },
    { value: 'No guesses', label: "'Not Available' when a policy does not say" },
    { value: '3 verdicts', label: 'Likely covered, likely not covered or unclear' },
  ],
  variantB: [
    { value: '1 short form', label: 'What happened, when and where' },
    { value: 'Dates checked', label: 'Against your policy period' },
    { value: 'Next steps', label: 'Evidence to gather and where to complain' },
  ],
  variantC: [
    { value: '10 policies', label: 'In each free account' },
    {
      value: megabytes(QUICK_UPLOAD_POLICY_MAX_BYTES, ' '),
      label: `Per policy document (${megabytes(DETAILED_UPLOAD_MAX_BYTES, ' ')} for each other PDF)`,
    },
    { value: 'By e-mail', label: 'Forward a policy from your registered address' },
  ],
  variantD: [
    { value: '3 countries', label: 'United Kingdom, United States and Australia' },
    { value: '£ · US$ · AU$', label: 'Amounts in your own currency' },
    { value: '100% free', label: 'No subscription and no card needed' },
  ],
};

/** How the features section is introduced. */
const featureIntros: Readonly<Record<HomepageVariation, HomeVariantContent['features']>> = {
  control: {
    sectionTitle: 'Everything you need to understand your cover',
    sectionDescription:
      'Two tools that read your own policy documents, and plain-English guidance for when you need to claim.',
    image: 'clause-magnifier',
  },
  variantA: {
    sectionTitle: 'Answers you can check for yourself',
    sectionDescription:
      'Each tool points back to the clauses it relied on, so you can read them in context before you act.',
    image: 'policy-overview',
  },
  variantB: {
    sectionTitle: 'From “am I covered?” to a claim you are ready to make',
    sectionDescription:
      'Know what your policy says about your situation before you pick up the phone. Assessments are guidance: your insurer makes the decision.',
    image: 'clause-magnifier',
  },
  variantC: {
    sectionTitle: 'One home for every policy',
    sectionDescription:
      'Find any policy when you need it, see what it covers, and use it when you come to make a claim.',
    image: 'policy-overview',
  },
  variantD: {
    sectionTitle: 'Help that fits where you live',
    sectionDescription:
      'The same tools in every country, with resources from the regulators and consumer bodies you can turn to at home.',
    image: 'clause-magnifier',
  },
};

/** The call to act at the foot of the page. */
const closings: Readonly<Record<HomepageVariation, HomeVariantContent['cta']>> = {
  control: {
    title: 'Ready to see what you are covered for?',
    description: 'Create a free account, upload a policy PDF and check your cover against its own wording.',
    buttonText: 'Create your free account',
  },
  variantA: {
    title: 'See what your policy really says',
    description: 'Upload a policy PDF and check each figure against the page it came from.',
    buttonText: 'Start checking for free',
  },
  variantB: {
    title: 'Know where you stand before you claim',
    description: 'Create a free account, add your policy and get an assessment grounded in its own clauses.',
    buttonText: 'Assess my claim for free',
  },
  variantC: {
    title: 'Stop digging through your inbox',
    description: 'Bring your policies together in a free PolicyLens account.',
    buttonText: 'Create my free account',
  },
  variantD: {
    title: 'Get clear about your cover',
    description: 'Free for everyone aged 18 or over in the UK, the US and Australia.',
    buttonText: 'Create a free account',
  },
};

function homeVariant(variation: HomepageVariation): HomeVariantContent {
  return {
    hero: heroes[variation],
    stats: stats[variation],
    features: featureIntros[variation],
    cta: closings[variation],
  };
}

/** Each variation's copy, put together from the tables above. */
export const homeVariants: Readonly<Record<HomepageVariation, HomeVariantContent>> = {
  control: homeVariant('control'),
  variantA: homeVariant('variantA'),
  variantB: homeVariant('variantB'),
  variantC: homeVariant('variantC'),
  variantD: homeVariant('variantD'),
};
