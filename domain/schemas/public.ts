import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  HONEYPOT_MAX_LENGTH,
  NOTES_MAX_LENGTH,
} from '../constants';
import { isEmailAddress } from './account';
import { NOT_A_FORM, requiredText, tooLong, userText } from './form-errors';

/** The public forms, with the spec's messages. `website` is a honeypot: people leave it empty. */
export const PUBLIC_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: tooLong('Name', FULL_NAME_MAX_LENGTH),
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: tooLong('Email', EMAIL_MAX_LENGTH),
  messageRequired: 'Please enter a message',
  messageTooLong: tooLong('Message', FREE_TEXT_MAX_LENGTH),
  coverageRequestRequired: 'Please describe the item coverage you would like to request',
  coverageRequestTooLong: tooLong('Description', NOTES_MAX_LENGTH),
  eventInvalid: 'Unknown event',
  honeypotFilled: 'Please leave this field empty',
} as const;

const email = userText({
  required_error: PUBLIC_MESSAGES.emailInvalid,
  invalid_type_error: PUBLIC_MESSAGES.emailInvalid,
})
  .trim()
  .max(EMAIL_MAX_LENGTH, PUBLIC_MESSAGES.emailTooLong)
  .refine((v) => v.length > EMAIL_MAX_LENGTH || isEmailAddress(v), PUBLIC_MESSAGES.emailInvalid);
/** Left empty by people; what a bot puts there is only looked at, never kept. */
const honeypot = z
  .string({ invalid_type_error: PUBLIC_MESSAGES.honeypotFilled })
  .max(HONEYPOT_MAX_LENGTH, PUBLIC_MESSAGES.honeypotFilled)
  .optional();

export const contactSchema = z.object(
  {
    name: requiredText(PUBLIC_MESSAGES.nameRequired).max(FULL_NAME_MAX_LENGTH, PUBLIC_MESSAGES.nameTooLong),
    email,
    message: requiredText(PUBLIC_MESSAGES.messageRequired).max(
      FREE_TEXT_MAX_LENGTH,
      PUBLIC_MESSAGES.messageTooLong,
    ),
    website: honeypot,
  },
  NOT_A_FORM,
);
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({ email, website: honeypot }, NOT_A_FORM);

export const coverageRequestSchema = z.object(
  {
    description: requiredText(PUBLIC_MESSAGES.coverageRequestRequired).max(
      NOTES_MAX_LENGTH,
      PUBLIC_MESSAGES.coverageRequestTooLong,
    ),
  },
  NOT_A_FORM,
);

const eventField = (pattern: RegExp) =>
  z
    .string({
      required_error: PUBLIC_MESSAGES.eventInvalid,
      invalid_type_error: PUBLIC_MESSAGES.eventInvalid,
    })
    .regex(pattern, PUBLIC_MESSAGES.eventInvalid);

export const experimentEventSchema = z.object(
  {
    name: z.literal('Experiment Viewed', { errorMap: () => ({ message: PUBLIC_MESSAGES.eventInvalid }) }),
    experimentId: eventField(/^[a-z0-9-]{1,64}$/),
    variationId: eventField(/^[A-Za-z0-9-]{1,64}$/),
    visitorId: eventField(/^[A-Za-z0-9-]{8,64}$/),
  },
  NOT_A_FORM,
);
export type ExperimentEvent = z.infer<typeof experimentEventSchema>;

/** The answers of the public forms: the message was sent, the address signed up, the event recorded. */
export const contactSentSchema = z.object({ sent: z.literal(true) });
export const newsletterSubscribedSchema = z.object({ subscribed: z.literal(true) });
export const eventRecordedSchema = z.object({ recorded: z.literal(true) });
export const coverageRequestSubmittedSchema = z.object({ submitted: z.literal(true) });

/** Liveness: the function runs and the request came through the edge. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** The API's own description (OpenAPI 3.1), generated from these schemas. */
export const openApiDocumentSchema = z
  .object({
    openapi: z.string().regex(/^3\.1\.\d+$/),
    info: z.object({ title: z.string(), version: z.string() }).passthrough(),
    paths: z.record(z.record(z.unknown())),
  })
  .passthrough();
