import type { Country } from '#domain/constants';

/** Independent organisations we point people to, grouped by what they help with, per country. */

export interface ResourceLink {
  readonly title: string;
  readonly url: string;
  readonly description: string;
}

/** The picture shown beside a group; the page draws each one as an inline SVG. */
export type ResourceIcon = 'guidance' | 'protection' | 'standards' | 'education' | 'planning' | 'complaints';

export interface ResourceGroup {
  readonly category: string;
  readonly icon: ResourceIcon;
  readonly links: readonly ResourceLink[];
}

const ukGroups: readonly ResourceGroup[] = [
  {
    category: 'Official guidance',
    icon: 'guidance',
    links: [
      {
        title: 'Financial Conduct Authority',
        url: 'https://www.fca.org.uk/',
        description:
          'The UK regulator for insurers and brokers, with a register to check that a firm is authorised.',
      },
      {
        title: 'MoneyHelper',
        url: 'https://www.moneyhelper.org.uk/',
        description:
          'Free, impartial guidance backed by the government on insurance, including its directory of travel insurers for people with medical conditions.',
      },
    ],
  },
  {
    category: 'Consumer protection',
    icon: 'protection',
    links: [
      {
        title: 'Financial Ombudsman Service',
        url: 'https://www.financial-ombudsman.org.uk/',
        description:
          'Settles complaints about insurers free of charge once the insurer has had its chance to put things right.',
      },
      {
        title: 'Citizens Advice',
        url: 'https://www.citizensadvice.org.uk/',
        description:
          'Free, confidential advice on your consumer rights, including problems with insurance claims.',
      },
    ],
  },
  {
    category: 'Industry standards',
    icon: 'standards',
    links: [
      {
        title: 'Association of British Insurers',
        url: 'https://www.abi.org.uk/',
        description:
          'The trade body for UK insurers, publishing consumer guides and figures on claims and prices.',
      },
      {
        title: "British Insurance Brokers' Association",
        url: 'https://www.biba.org.uk/',
        description:
          'The trade body for insurance brokers, with a service to help you find a broker near you.',
      },
    ],
  },
];

const usGroups: readonly ResourceGroup[] = [
  {
    category: 'Insurance education',
    icon: 'education',
    links: [
      {
        title: 'National Association of Insurance Commissioners',
        url: 'https://content.naic.org/',
        description:
          "The organisation of state insurance regulators, with consumer guides and links to your state's insurance department.",
      },
      {
        title: 'Insurance Information Institute',
        url: 'https://www.iii.org/',
        description: 'Plain-language articles explaining home, auto, life and other kinds of insurance.',
      },
    ],
  },
  {
    category: 'Consumer protection',
    icon: 'protection',
    links: [
      {
        title: 'Federal Trade Commission',
        url: 'https://www.ftc.gov/',
        description:
          'The federal consumer protection agency, where you can learn about and report scams and fraud.',
      },
      {
        title: 'USA.gov',
        url: 'https://www.usa.gov/',
        description:
          'The official guide to US government services, including where to take a complaint about a business.',
      },
    ],
  },
  {
    category: 'Financial planning',
    icon: 'planning',
    links: [
      {
        title: 'FINRA',
        url: 'https://www.finra.org/',
        description:
          'The regulator of US brokerage firms, with tools and guides for managing money and checking a financial professional.',
      },
      {
        title: 'Consumer Financial Protection Bureau',
        url: 'https://www.consumerfinance.gov/',
        description: 'A federal agency with guides to financial decisions and a way to submit complaints.',
      },
    ],
  },
];

const auGroups: readonly ResourceGroup[] = [
  {
    category: 'Regulator and guidance',
    icon: 'guidance',
    links: [
      {
        title: 'Australian Securities and Investments Commission',
        url: 'https://asic.gov.au/',
        description: 'The regulator for insurers and other financial services in Australia.',
      },
      {
        title: 'Moneysmart',
        url: 'https://moneysmart.gov.au/',
        description:
          "ASIC's free guidance site, with practical help on choosing insurance and making a claim.",
      },
    ],
  },
  {
    category: 'Complaints',
    icon: 'complaints',
    links: [
      {
        title: 'Australian Financial Complaints Authority',
        url: 'https://www.afca.org.au/',
        description:
          'Resolves complaints about insurers free of charge when you cannot settle them with the insurer directly.',
      },
    ],
  },
  {
    category: 'Consumer advocacy',
    icon: 'protection',
    links: [
      {
        title: 'CHOICE',
        url: 'https://www.choice.com.au/',
        description: 'An independent consumer group that reviews and compares insurance products.',
      },
    ],
  },
];

const groupsByCountry: Readonly<Record<Country, readonly ResourceGroup[]>> = {
  GB: ukGroups,
  US: usGroups,
  AU: auGroups,
};

/** The groups of organisations for a country. */
export function resourceGroupsFor(country: Country): readonly ResourceGroup[] {
  return groupsByCountry[country];
}
