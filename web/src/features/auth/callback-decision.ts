import { COUNTRIES, type Country } from '#domain/constants';

/**
 * What to do when the browser comes back from Google or Facebook (spec 4, 'Auth callback'). Pure:
 * the page gathers the session and carries out the decision.
 */

/** The ID token's claims and the user's attributes, as the auth library hands them over. */
export interface CallbackSessionData {
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly idTokenClaims: Readonly<Record<string, unknown>>;
}

export interface CallbackInput {
  readonly session: CallbackSessionData | undefined;
  /** The address fragment, e.g. '#provider=google'. */
  readonly fragment: string;
  /** The query string, where the user pool reports a failed sign-in as error/error_description. */
  readonly search?: string;
}

export interface ProfileFill {
  readonly firstName: string;
  readonly lastName: string;
  readonly country: Country;
}

export type CallbackDecision =
  | { readonly kind: 'error'; readonly message: string }
  | {
      readonly kind: 'complete-profile';
      readonly provider: string | undefined;
      readonly isNewUser: boolean;
      /** Names the provider gave, to prefill the form. */
      readonly suggested: { readonly firstName?: string; readonly lastName?: string };
    }
  | {
      readonly kind: 'success';
      readonly provider: string | undefined;
      readonly isNewUser: boolean;
      readonly toast: string;
      /** Names from the provider to save to the profile before going on. */
      readonly fill?: ProfileFill;
    };

export const CALLBACK_MESSAGES = {
  noUser: 'No user found in session',
  failed: 'Authentication failed. Please try again.',
  signedIn: 'Successfully signed in!',
} as const;

export function successToast(provider: string | undefined): string {
  return provider ? `Successfully signed in with ${provider}!` : CALLBACK_MESSAGES.signedIn;
}

/** An identity linked to the user, as Cognito lists them in the `identities` claim. */
interface Identity {
  readonly providerName: string;
  readonly dateCreated: number | undefined;
}

const NEW_REGISTRATION_TOLERANCE_MS = 60_000;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function epochMs(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** The `identities` claim: a JSON string in user attributes, an array in the decoded ID token. */
export function parseIdentities(value: unknown): Identity[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { providerName, dateCreated } = entry as Record<string, unknown>;
    const name = text(providerName);
    return name ? [{ providerName: name, dateCreated: epochMs(dateCreated) }] : [];
  });
}

/** 'google' → 'Google', the way the provider's own name is written. */
export function providerDisplayName(name: string): string {
  const lower = name.trim().toLowerCase();
  if (lower === 'google') return 'Google';
  if (lower === 'facebook') return 'Facebook';
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function fragmentParams(fragment: string): URLSearchParams {
  return new URLSearchParams(fragment.startsWith('#') ? fragment.slice(1) : fragment);
}

/** The identity of this sign-in: the one linked most recently. */
function latestIdentity(identities: readonly Identity[]): Identity | undefined {
  return identities.reduce<Identity | undefined>(
    (latest, identity) =>
      !latest || (identity.dateCreated ?? 0) > (latest.dateCreated ?? 0) ? identity : latest,
    undefined,
  );
}

/** First word as the first name, the rest as the last name. */
export function splitFullName(name: string | undefined): { firstName?: string; lastName?: string } {
  const words = name?.trim().split(/\s+/).filter(Boolean) ?? [];
  const [first, ...rest] = words;
  return {
    ...(first && { firstName: first }),
    ...(rest.length > 0 && { lastName: rest.join(' ') }),
  };
}

function countryOf(value: unknown): Country | undefined {
  const code = text(value)?.toUpperCase();
  return (COUNTRIES as readonly string[]).includes(code ?? '') ? (code as Country) : undefined;
}

export function decideCallback(input: CallbackInput): CallbackDecision {
  const query = new URLSearchParams(input.search ?? '');
  const providerError = text(query.get('error_description')) ?? text(query.get('error'));
  if (providerError) return { kind: 'error', message: providerError };
  if (!input.session) return { kind: 'error', message: CALLBACK_MESSAGES.noUser };

  const { attributes, idTokenClaims } = input.session;
  const identity = latestIdentity(parseIdentities(attributes.identities ?? idTokenClaims.identities));
  const fragmentProvider = text(fragmentParams(input.fragment).get('provider'));
  const providerName = identity?.providerName ?? fragmentProvider;
  const provider = providerName ? providerDisplayName(providerName) : undefined;

  const authTime = epochMs(idTokenClaims.auth_time);
  const isNewUser =
    identity?.dateCreated !== undefined &&
    authTime !== undefined &&
    Math.abs(identity.dateCreated - authTime * 1000) <= NEW_REGISTRATION_TOLERANCE_MS;

  const firstName = text(attributes.given_name);
  const lastName = text(attributes.family_name);
  const country = countryOf(attributes['custom:country']);
  if (firstName && lastName && country)
    return { kind: 'success', provider, isNewUser, toast: successToast(provider) };

  // Incomplete: take what the provider knows about the person's name.
  const fromName = splitFullName(text(attributes.name));
  const filledFirst = firstName ?? fromName.firstName;
  const filledLast = lastName ?? fromName.lastName;
  if (filledFirst && filledLast && country)
    return {
      kind: 'success',
      provider,
      isNewUser,
      toast: successToast(provider),
      fill: { firstName: filledFirst, lastName: filledLast, country },
    };
  return {
    kind: 'complete-profile',
    provider,
    isNewUser,
    suggested: {
      ...(filledFirst && { firstName: filledFirst }),
      ...(filledLast && { lastName: filledLast }),
    },
  };
}
