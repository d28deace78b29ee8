/** Business constants and limits (spec section 9). */
export const MAX_POLICIES = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const CLAIM_DESCRIPTION_MIN_LENGTH = 10;

/*
 * Bounds of everything a request carries, so no field is open-ended: texts by length, amounts by
 * size, ids by pattern and lists by count. The forms cap their inputs at the same numbers.
 */
/** A first or last name. */
export const NAME_MAX_LENGTH = 100;
/** A name in one field: the contact form's full name, a policy's name, an insurer. */
export const FULL_NAME_MAX_LENGTH = 120;
/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** The user pool takes passwords of up to 256 characters. */
export const PASSWORD_MAX_LENGTH = 256;
/** A phone number after its country code (E.164 leaves at most 15 digits for both together). */
export const PHONE_NATIONAL_MIN_DIGITS = 4;
export const PHONE_NATIONAL_MAX_DIGITS = 14;
export const PHONE_MAX_DIGITS = 15;
/** Free text: a claim's description, a contact message. */
export const FREE_TEXT_MAX_LENGTH = 5000;
/** Shorter free text: a policy's notes, a request for a new kind of coverage. */
export const NOTES_MAX_LENGTH = 2000;
/** A place, a file's name. */
export const SHORT_TEXT_MAX_LENGTH = 200;
/** The name the user gives an extra document. */
export const DOCUMENT_NAME_MAX_LENGTH = 100;
/** The plan the user holds, as the documents name it ("Gold", "Plan B"). */
export const PLAN_MAX_LENGTH = 80;
/** A key chosen from a list (an insurance type, a content type). */
export const KEY_MAX_LENGTH = 100;
/** The public forms' hidden field that only bots fill in. */
export const HONEYPOT_MAX_LENGTH = 500;
/** A date-time as the forms send it (ISO 8601 with an offset is 29 characters). */
export const DATE_TIME_MAX_LENGTH = 40;
/** The most a claim's item may be worth. */
export const ESTIMATED_VALUE_MAX = 10_000_000;
/** Documents in one policy upload. */
export const MAX_POLICY_FILES = 10;
/** Ids of policies, files, assessments and coverage jobs are ULIDs. */
export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
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
