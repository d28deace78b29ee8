import { z } from 'zod';

/**
 * What the SPA learns at start from `/config.json`: served by the local gateway, or deployed next
 * to the SPA by the CDK stack. Nothing secret lives here.
 */
export const runtimeConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Cognito managed-login domain (host name) for Google/Facebook; absent locally. */
  oauthDomain: z.string().optional(),
  appUrl: z.string(),
  /** True on the local stack: password sign-in without SRP, Cognito emulator endpoint. */
  local: z.boolean(),
  /** Cognito endpoint override (local only). */
  userPoolEndpoint: z.string().optional(),
  /** Where signed-in users forward policy PDFs from their registered address. */
  uploadAddress: z.string(),
  /** Local mailbox web view (local only), shown in hints. */
  mailboxUrl: z.string().optional(),
  /**
   * What e-mail-in takes on the local stack (local only): mail through this SMTP inbox
   * (`host:port`) from an address at one of these domains.
   */
  localMailIn: z.object({ smtp: z.string(), domains: z.array(z.string()) }).optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
