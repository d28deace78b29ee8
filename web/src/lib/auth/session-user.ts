import { COUNTRIES, type Country } from '#domain/constants';

/** The signed-in person, as the app needs them. */
export interface SessionUser {
  readonly sub: string;
  readonly email: string;
  readonly givenName?: string;
  readonly familyName?: string;
  readonly country?: Country;
}

/** Country of residence is a custom user-pool attribute. */
export const COUNTRY_ATTRIBUTE = 'custom:country';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isCountry(value: string | undefined): value is Country {
  return (COUNTRIES as readonly string[]).includes(value ?? '');
}

/** Builds the user from user-pool attributes or ID-token claims (both use the same names). */
export function toSessionUser(sub: string, attributes: Readonly<Record<string, unknown>>): SessionUser {
  const country = text(attributes[COUNTRY_ATTRIBUTE])?.toUpperCase();
  const givenName = text(attributes.given_name);
  const familyName = text(attributes.family_name);
  return {
    sub,
    email: text(attributes.email) ?? '',
    ...(givenName && { givenName }),
    ...(familyName && { familyName }),
    ...(isCountry(country) && { country }),
  };
}
