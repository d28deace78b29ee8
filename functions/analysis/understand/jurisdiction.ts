import type { PolicyDocument } from './types';

/**
 * The country a policy was issued in, from its own documents: insurers must name their regulator,
 * their licence or registration and their complaints body, and those differ by country (FCA/PRA and
 * the Financial Ombudsman Service in the UK; ABN, AFS licence and AFCA in Australia; MAS, UEN and
 * FIDReC in Singapore; IRDAI and the Insurance Ombudsman in India; state departments of insurance and
 * the ACA in the US). Addresses and currency count too, but weakly: a UK wording quotes euros for a
 * trip abroad, so only currencies no other country writes count, and only as much as one regulator.
 * The user's profile country is not evidence of where the policy was written.
 */
export const POLICY_COUNTRIES = ['GB', 'US', 'AU', 'SG', 'IN', 'CA', 'NZ', 'IE'] as const;
export type PolicyCountry = (typeof POLICY_COUNTRIES)[number];

interface Signal {
  readonly pattern: RegExp;
  readonly weight: number;
}

const s = (pattern: RegExp, weight: number): Signal => ({ pattern, weight });

const SIGNALS: Record<PolicyCountry, readonly Signal[]> = {
  GB: [
    s(/\bFinancial Conduct Authority\b/g, 3),
    s(/\bPrudential Regulation Authority\b/g, 3),
    s(/\bFinancial Ombudsman Service\b/g, 3),
    s(/\bFinancial Services Compensation Scheme\b/g, 3),
    s(/\bRegistered in (?:England|Scotland|Wales|Northern Ireland)\b/gi, 3),
    s(/\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/g, 1),
    s(/£/g, 1),
  ],
  AU: [
    s(/\bAustralian Financial Complaints Authority\b|\bAFCA\b/g, 3),
    s(/\bAFS ?L(?:icen[cs]e)?\b|\bAFSL\b/g, 3),
    s(/\bABN:? ?\d{2} ?\d{3} ?\d{3} ?\d{3}\b/g, 3),
    s(/\bInsurance Contracts Act 1984\b|\bCorporations Act 2001\b/g, 3),
    s(/\bASIC\b|\bAustralian Securities and Investments Commission\b/g, 2),
    s(/\bGeneral Insurance Code of Practice\b/g, 2),
    s(/\b(?:NSW|Qld|QLD|Vic|VIC|ACT|Tas|TAS|SA|WA|NT) \d{4}\b/g, 1),
    s(/\bA\$|\bAUD\b/g, 1),
  ],
  SG: [
    s(/\bMonetary Authority of Singapore\b/g, 3),
    s(/\bFIDReC\b|\bFinancial Industry Disputes Resolution Centre\b/g, 3),
    s(/\bPolicy Owners[’']? Protection Scheme\b|\bSingapore Deposit Insurance Corporation\b/gi, 3),
    s(/\bUEN\b/g, 2),
    s(/\bMediShield Life\b|\bIntegrated Shield\b|\bCPF\b/g, 2),
    s(/\bSingapore \d{6}\b/g, 2),
    s(/\bS\$|\bSGD\b/g, 1),
  ],
  IN: [
    s(/\bIRDAI?\b|\bInsurance Regulatory and Development Authority\b/g, 3),
    s(/\bInsurance Ombudsman\b|\bBima Bharosa\b/gi, 3),
    s(/\bUIN\s*[-:]?\s*[A-Z]{3,}/g, 1),
    s(/\bCIN\s*[:-]?\s*[UL]\d{5}/g, 2),
    s(/₹|\bRs\.? ?\d|\bINR\b|\blakh\b/gi, 1),
  ],
  US: [
    s(/\b(?:state )?department of insurance\b|\binsurance commissioner\b/gi, 2),
    s(/\bAffordable Care Act\b|\bhealthcare\.gov\b|\bSummary of Benefits and Coverage\b/gi, 3),
    s(/\bMedicare\b|\bMedicaid\b|\bERISA\b/g, 1),
    s(/\bOMB control number\b|\bPaperwork Reduction Act\b/g, 2),
    s(/\bInsurance Services Office\b|\bdeclarations page\b/gi, 2),
    s(/\b[A-Z]{2} \d{5}(?:-\d{4})?\b/g, 1),
    s(/\bUS\$|\bUSD\b/g, 0.5),
  ],
  CA: [
    s(/\bOmbudService for Life (?:&|and) Health Insurance\b|\bGeneral Insurance OmbudService\b/gi, 3),
    s(/\bFinancial Services Regulatory Authority of Ontario\b|\bAutorité des marchés financiers\b/g, 3),
    s(/\bOffice of the Superintendent of Financial Institutions\b|\bOSFI\b|\bOLHI\b/g, 2),
    s(/\bgovernment health insurance plan\b|\bGHIP\b|\bprovince of residence\b/gi, 2),
    s(/\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b/g, 1),
    s(/\bC\$|\bCAD\b/g, 0.5),
  ],
  NZ: [
    s(/\bInsurance (?:&|and) Financial Services Ombudsman\b|\bFinancial Markets Authority\b/g, 3),
    s(/\bReserve Bank of New Zealand\b|\bFinancial Services Complaints Ltd\b/g, 3),
    s(/\bNZ\$|\bNZD\b/g, 0.5),
  ],
  IE: [
    s(/\bCentral Bank of Ireland\b|\bFinancial Services and Pensions Ombudsman\b/g, 3),
    s(/\bRegistered in Ireland\b/gi, 3),
  ],
};

/** Mentions of one sign count up to this many times: a footer on every page is one fact. */
const MAX_MENTIONS = 3;
/** Below this, the documents do not say where they were issued. */
const MIN_SCORE = 3;

export function countryScores(text: string): Record<PolicyCountry, number> {
  const score = (signals: readonly Signal[]) =>
    signals.reduce(
      (sum, sig) => sum + sig.weight * Math.min(text.match(sig.pattern)?.length ?? 0, MAX_MENTIONS),
      0,
    );
  return Object.fromEntries(POLICY_COUNTRIES.map((c) => [c, score(SIGNALS[c])])) as Record<
    PolicyCountry,
    number
  >;
}

/** The country the documents show they were issued in, or null when they do not say. */
export function policyCountry(documents: readonly PolicyDocument[]): PolicyCountry | null {
  const scores = countryScores(documents.flatMap((d) => d.pages).join('\n'));
  let best: { country: PolicyCountry; score: number } | null = null;
  for (const country of POLICY_COUNTRIES) {
    const score = scores[country];
    if (score >= MIN_SCORE && (!best || score > best.score)) best = { country, score };
  }
  return best?.country ?? null;
}

const ROUTES: Record<PolicyCountry, string> = {
  GB: 'If your insurer turns the claim down and their final response does not settle it, you can take it to the Financial Ombudsman Service within six months of that response, free of charge.',
  AU: "If your insurer's internal dispute resolution does not settle it, you can complain to the Australian Financial Complaints Authority (AFCA), free of charge.",
  US: 'If your insurer turns the claim down unfairly, you can file a complaint with the department of insurance of the state where the policy was issued.',
  SG: "If your insurer's complaints process does not settle it, you can take it to the Financial Industry Disputes Resolution Centre (FIDReC).",
  IN: "If your insurer's grievance officer does not settle it within 30 days, you can register it on the IRDAI's Bima Bharosa portal and take it to the Insurance Ombudsman, free of charge.",
  CA: "If your insurer's complaints process does not settle it, you can take it to the OmbudService for Life & Health Insurance (life and health policies) or the General Insurance OmbudService (home, car and travel policies).",
  NZ: "If your insurer's complaints process does not settle it, you can take it to the dispute resolution scheme your insurer belongs to, such as the Insurance & Financial Services Ombudsman, free of charge.",
  IE: "If your insurer's complaints process does not settle it, you can take it to the Financial Services and Pensions Ombudsman, free of charge.",
};

const FALLBACK_ROUTE =
  "If you disagree with your insurer's decision, use their complaints process, then the independent ombudsman or insurance regulator in the country where the policy was issued.";

/** Where a policyholder takes a complaint the insurer does not settle, for the policy's country. */
export function complaintsRoute(country: string | null): string {
  return (country && ROUTES[country as PolicyCountry]) || FALLBACK_ROUTE;
}
