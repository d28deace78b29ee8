import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#domain/schemas/form-errors';
import { contactSchema } from '#domain/schemas/public';
import { CONTACT_FAILED_MESSAGE, contactErrorMessage } from '#web/features/contact/contact-errors';
import { ApiError } from '#web/lib/api-client';

describe('the contact form messages', () => {
  it('shows the spec words for each field', () => {
    const result = fieldErrors(contactSchema, {
      name: ' ',
      email: 'not-an-address',
      message: '',
      website: '',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      message: 'Please enter a message',
    });
  });

  it('accepts a complete message with an empty honeypot', () => {
    const result = fieldErrors(contactSchema, {
      name: 'Sam',
      email: 'sam@example.com',
      message: 'Hello',
      website: '',
    });
    expect(result.ok).toBe(true);
  });
});

describe('contactErrorMessage', () => {
  it("shows the server's words when it refused the input", () => {
    expect(contactErrorMessage(new ApiError(400, 'Please enter a valid email address'))).toBe(
      'Please enter a valid email address',
    );
  });

  it('shows the general failure for anything else', () => {
    expect(CONTACT_FAILED_MESSAGE).toBe('Failed to send message. Please try again later.');
    expect(contactErrorMessage(new ApiError(429, 'Too many requests. Please try again later.'))).toBe(
      CONTACT_FAILED_MESSAGE,
    );
    expect(contactErrorMessage(new ApiError(500, 'Error 500: Internal Server Error'))).toBe(
      CONTACT_FAILED_MESSAGE,
    );
    expect(contactErrorMessage(new ApiError(0, 'offline'))).toBe(CONTACT_FAILED_MESSAGE);
    expect(contactErrorMessage(new Error('boom'))).toBe(CONTACT_FAILED_MESSAGE);
    expect(contactErrorMessage(new ApiError(400, ' '))).toBe(CONTACT_FAILED_MESSAGE);
  });
});
