import { COUNTRIES, COUNTRY_NAMES, type Country } from '../constants';
import { escalationRoute } from './escalation-routes';

/**
 * Whose complaint route a claim follows: the country the policy was issued in, as its own
 * documents show it (its regulator and ombudsman decide, not where the holder lives). Only when
 * the documents do not say does the profile's country stand in, and the page says so. A country
 * PolicyLens has no route for is said plainly. Pure.
 */
export type ComplaintCountry =
  | { readonly kind: 'route'; readonly country: Country; readonly from: 'policy' | 'profile' }
  | { readonly kind: 'no-route'; readonly code: string; readonly name: string }
  | { readonly kind: 'unknown' };

export function isCountry(value: string | null | undefined): value is Country {
  return (COUNTRIES as readonly string[]).includes(value ?? '');
}

/** A country's name in English from its ISO 3166 code (the code itself if it names none). */
export function countryName(code: string): string {
  if (isCountry(code)) return COUNTRY_NAMES[code];
  try {
    return new Intl.DisplayNames(['en-GB'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function complaintCountry(
  policyCountry: string | null | undefined,
  profileCountry: string | null | undefined,
): ComplaintCountry {
  if (policyCountry) {
    if (isCountry(policyCountry)) return { kind: 'route', country: policyCountry, from: 'policy' };
    return { kind: 'no-route', code: policyCountry, name: countryName(policyCountry) };
  }
  if (isCountry(profileCountry)) return { kind: 'route', country: profileCountry, from: 'profile' };
  return { kind: 'unknown' };
}

/** A country's name as a sentence names it ("the United Kingdom", "Australia"). */
function inSentence(country: Country): string {
  return country === 'AU' ? COUNTRY_NAMES[country] : `the ${COUNTRY_NAMES[country]}`;
}

/** Why the route shown is the one it is, in a sentence. */
export function complaintCountryNote(chosen: ComplaintCountry): string | undefined {
  if (chosen.kind === 'route' && chosen.from === 'policy')
    return `This policy was issued in ${inSentence(chosen.country)}, so a complaint about it goes the way set out below.`;
  if (chosen.kind === 'route')
    return `This policy’s documents do not say which country it was issued in, so this follows the country on your profile (${inSentence(chosen.country)}). If the policy was issued elsewhere, that country’s rules apply.`;
  return undefined;
}

/** What to do where PolicyLens has no complaint route for the policy's country. */
export function noRouteAdvice(name: string): string {
  return `This policy was issued in ${name}. PolicyLens has no complaint route or letter for ${name}: contact your insurer’s complaints team in writing first and keep a copy, then, if you are not satisfied with its final answer, take your complaint to ${name}’s financial ombudsman or dispute resolution scheme.`;
}

/** Said where neither the policy's documents nor the profile give a country. */
export const UNKNOWN_COUNTRY_STEP =
  "If you disagree with your insurer's decision, use its complaints process, then the independent ombudsman or insurance regulator in the country where the policy was issued.";

/**
 * Where to take a complaint, as one of a claim's next steps: the answer the complaint panel gives,
 * from the same routes and the same choice of country, so the two never disagree. Pure.
 */
export function complaintNextStep(
  policyCountry: string | null | undefined,
  profileCountry: string | null | undefined,
): string {
  const chosen = complaintCountry(policyCountry, profileCountry);
  if (chosen.kind === 'route') return escalationRoute(chosen.country).nextStep;
  return chosen.kind === 'no-route' ? noRouteAdvice(chosen.name) : UNKNOWN_COUNTRY_STEP;
}
