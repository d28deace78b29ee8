/** Business constants and limits (spec section 9). */
export const MAX_POLICIES = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const CLAIM_DESCRIPTION_MIN_LENGTH = 10;
export const NEW_USER_WINDOW_MS = 10 * 60 * 1000;
export const DETAILED_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const QUICK_UPLOAD_POLICY_MAX_BYTES = 10 * 1024 * 1024;
export const QUICK_UPLOAD_IPID_MAX_BYTES = 5 * 1024 * 1024;
/** Each PDF attached to a mail sent to the upload address (the same as 1 Click's policy document). */
export const MAIL_ATTACHMENT_MAX_BYTES = QUICK_UPLOAD_POLICY_MAX_BYTES;
/** PDFs taken from one mail; more are left out. */
export const MAIL_MAX_ATTACHMENTS = 10;
/** Pages a document may have. */
export const MAX_PDF_PAGES = 500;

/** A byte limit as the product states it: 5242880 → '5MB' in messages, '5 MB' in prose. */
export function megabytes(bytes: number, space = ''): string {
  return `${Math.round(bytes / (1024 * 1024))}${space}MB`;
}
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
