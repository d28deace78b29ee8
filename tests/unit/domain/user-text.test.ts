import { describe, expect, it } from 'vitest';
import { profileUpdateSchema, signUpAttributesSchema } from '#domain/schemas/account';
import { claimSchema } from '#domain/schemas/claim';
import { isStorableText, TEXT_MESSAGES, userText } from '#domain/schemas/form-errors';
import { createPolicySchema, quickUploadSchema, updatePolicySchema } from '#domain/schemas/policy';
import { contactSchema, coverageRequestSchema, newsletterSchema } from '#domain/schemas/public';

/**
 * Text with a NUL or a lone UTF-16 surrogate is refused by every field a person types in, with one
 * message: the check is the shared `userText`, each field's schema starts from it.
 */
const UNSAFE = ['Sam\u0000', 'Sa\u0000m', '\ud800', 'Sam\ud83d', '\udc00Sam', 'Sam\ude00\ud83d'];
const FINE = ['', 'Sam', 'Zoë 😀 ب e\u0301', '\u202eSam', 'tab\tand\nnewline', '\ud83d\ude00'];

type Schema = { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } };
const messageOf = (schema: Schema, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error?.issues[0]?.message;
};

const claim = {
  policyId: '01J0000000000000000000000A',
  incidentDateTime: '2025-06-01T10:00',
  reportDateTime: '2025-06-02T09:00',
  location: 'Leeds',
  estimatedValue: '450.50',
  description: 'My phone was stolen from my bag on the bus.',
};
const policy = {
  name: 'Home cover',
  insuranceTypeId: 'home',
  startDate: '2025-03-01',
  endDate: '2026-02-28',
  files: [{ name: 'schedule.pdf', size: 1000, fileType: 'policy_schedule' }],
};
const person = { firstName: 'Sam', lastName: 'Hill', country: 'GB' };

/** Each text field, as a request with `text` put in it. */
const FIELDS: Record<string, readonly [Schema, (text: string) => unknown]> = {
  'contact name': [contactSchema, (t) => ({ name: t, email: 'jo@example.com', message: 'Hello' })],
  'contact e-mail': [contactSchema, (t) => ({ name: 'Jo', email: `jo${t}@example.com`, message: 'Hi' })],
  'contact message': [contactSchema, (t) => ({ name: 'Jo', email: 'jo@example.com', message: t })],
  'newsletter e-mail': [newsletterSchema, (t) => ({ email: `jo${t}@example.com` })],
  'coverage request': [coverageRequestSchema, (t) => ({ description: `E-bike ${t}` })],
  'first name': [profileUpdateSchema, (t) => ({ ...person, firstName: t })],
  'last name': [profileUpdateSchema, (t) => ({ ...person, lastName: t })],
  'sign-up e-mail': [
    signUpAttributesSchema,
    (t) => ({
      given_name: 'Sam',
      family_name: 'Hill',
      email: `sam${t}@example.com`,
      phone_number: '+447700900123',
      'custom:country': 'GB',
    }),
  ],
  'policy name': [createPolicySchema, (t) => ({ ...policy, name: t })],
  'file name': [
    createPolicySchema,
    (t) => ({ ...policy, files: [{ ...policy.files[0], name: `${t}.pdf` }] }),
  ],
  'document name': [
    createPolicySchema,
    (t) => ({
      ...policy,
      files: [...policy.files, { name: 'x.pdf', size: 1, fileType: 'other', customName: t }],
    }),
  ],
  '1 Click file name': [quickUploadSchema, (t) => ({ policy: { name: `${t}.pdf`, size: 1000 } })],
  'corrected insurer': [updatePolicySchema, (t) => ({ ...policy, files: undefined, insurer: t })],
  notes: [updatePolicySchema, (t) => ({ ...policy, files: undefined, notes: t })],
  plan: [updatePolicySchema, (t) => ({ plan: t })],
  'claim location': [claimSchema(), (t) => ({ ...claim, location: t })],
  'claim description': [claimSchema(), (t) => ({ ...claim, description: `${claim.description}${t}` })],
  // The time as the date input gives it, with what is around 'Sam' after it.
  'incident time': [
    claimSchema(),
    (t) => ({ ...claim, incidentDateTime: `${claim.incidentDateTime}${t.replace('Sam', '')}` }),
  ],
};

describe('text a person types', () => {
  it('is storable with whole characters and no NUL, whatever the script', () => {
    for (const text of FINE) expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    for (const text of UNSAFE) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    expect(messageOf(userText(), 'Sam\u0000')).toBe(TEXT_MESSAGES.unsafeCharacters);
    expect(messageOf(userText().max(3, 'too long'), 'Sam!')).toBe('too long');
  });

  it('is refused with NUL or a lone surrogate in every field, with one message', () => {
    for (const [field, [schema, request]] of Object.entries(FIELDS)) {
      expect(messageOf(schema, request('Sam')), `${field} takes plain text`).toBeUndefined();
      for (const text of ['Sam\u0000', 'Sam\ud800', '\udc00Sam'])
        expect(messageOf(schema, request(text)), `${field}: ${JSON.stringify(text)}`).toBe(
          TEXT_MESSAGES.unsafeCharacters,
        );
    }
  });
});
