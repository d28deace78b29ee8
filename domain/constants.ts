/** Business constants and limits (spec section 9). */
export const MAX_POLICIES = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const CLAIM_DESCRIPTION_MIN_LENGTH = 10;
export const NEW_USER_WINDOW_MS = 10 * 60 * 1000;
export const DETAILED_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const QUICK_UPLOAD_POLICY_MAX_BYTES = 10 * 1024 * 1024;
export const QUICK_UPLOAD_IPID_MAX_BYTES = 5 * 1024 * 1024;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LONG_DURATION_MS = 8000;

export const COUNTRIES = ['US', 'GB', 'AU'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'US';
export const COUNTRY_NAMES: Record<Country, string> = {
  US: 'United States',
  GB: 'United Kingdom',
  AU: 'Australia',
};

export const PHONE_COUNTRY_CODES = ['+1', '+44', '+61', '+91', '+353', '+64', '+27', '+971'] as const;
export const DEFAULT_PHONE_COUNTRY_CODE = '+44';
