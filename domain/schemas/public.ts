import { z } from 'zod';
import { EMAIL_PATTERN } from './account';

/** The public forms, with the spec's messages. `website` is a honeypot: people leave it empty. */
export const PUBLIC_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Please enter a message',
  coverageRequestRequired: 'Please describe the item coverage you would like to request',
} as const;

const email = z.string().trim().regex(EMAIL_PATTERN, PUBLIC_MESSAGES.emailInvalid).max(254);
const honeypot = z.string().max(500).optional();

export const contactSchema = z.object({
  name: z.string().trim().min(1, PUBLIC_MESSAGES.nameRequired).max(120),
  email,
  message: z.string().trim().min(1, PUBLIC_MESSAGES.messageRequired).max(5000),
  website: honeypot,
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({ email, website: honeypot });

export const coverageRequestSchema = z.object({
  description: z.string().trim().min(1, PUBLIC_MESSAGES.coverageRequestRequired).max(2000),
});

export const experimentEventSchema = z.object({
  name: z.literal('Experiment Viewed'),
  experimentId: z.string().regex(/^[a-z0-9-]{1,64}$/),
  variationId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  visitorId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
});
