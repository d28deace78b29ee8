/** Every key of the single table and every S3 key, built in one place. */
export const keys = {
  user: (sub: string) => ({ PK: `USER#${sub}`, SK: 'PROFILE' }),
  userPartition: (sub: string) => `USER#${sub}`,
  /** The user whose partition a PK names; undefined for any other partition. */
  subOf: (pk: string): string | undefined => (pk.startsWith('USER#') ? pk.slice('USER#'.length) : undefined),
  policy: (sub: string, policyId: string) => ({ PK: `USER#${sub}`, SK: `POLICY#${policyId}` }),
  policyPrefix: 'POLICY#',
  /**
   * GSI1, sparse: a policy is in this index from its creation until it is ready, and again while
   * it is being deleted, so the scheduled sweep finds every policy that might need finishing
   * without reading the table.
   */
  unsettledPolicy: (createdAt: string) => ({ GSI1PK: 'UNSETTLED_POLICY', GSI1SK: createdAt }),
  unsettledPolicyPartition: 'UNSETTLED_POLICY',
  coverage: (sub: string, itemType: string) => ({ PK: `USER#${sub}`, SK: `COVERAGE#${itemType}` }),
  coveragePrefix: 'COVERAGE#',
  /** One request to work out an item's cover, while it runs and for a day after (TTL). */
  coverageJob: (sub: string, jobId: string) => ({ PK: `USER#${sub}`, SK: `COVERAGE_JOB#${jobId}` }),
  coverageJobPrefix: 'COVERAGE_JOB#',
  /** The last cover worked out for a policy and item, with what it was worked out from (TTL). */
  coverageResult: (sub: string, policyId: string, itemType: string) => ({
    PK: `USER#${sub}`,
    SK: `COVERAGE_RESULT#${policyId}#${itemType}`,
  }),
  /**
   * Which job works out a policy's cover of an item on one basis while it runs, so the same
   * calculation asked twice at once runs (and is counted) once (coverage-run-claim.ts; TTL).
   */
  coverageRun: (sub: string, policyId: string, itemType: string, basis: string) => ({
    PK: `USER#${sub}`,
    SK: `COVERAGE_RUN#${policyId}#${itemType}#${basis}`,
  }),
  coverageRunPrefix: 'COVERAGE_RUN#',
  assessment: (sub: string, assessmentId: string) => ({
    PK: `USER#${sub}`,
    SK: `ASSESSMENT#${assessmentId}`,
  }),
  assessmentPrefix: 'ASSESSMENT#',
  /** One renewal reminder of a policy, kept while it is scheduled (so a sync is idempotent). */
  reminder: (sub: string, policyId: string, reminderId: string) => ({
    PK: `USER#${sub}`,
    SK: `REMINDER#${policyId}#${reminderId}`,
  }),
  reminderPrefix: 'REMINDER#',
  policyRemindersPrefix: (policyId: string) => `REMINDER#${policyId}#`,
  /** A mail taken in at the upload address, by a digest of its sender and Message-ID header (TTL). */
  mailReceipt: (sub: string, digest: string) => ({ PK: `USER#${sub}`, SK: `MAIL_RECEIPT#${digest}` }),
  /** The user's choice about renewal reminders (no row: they are on). */
  reminderSettings: (sub: string) => ({ PK: `USER#${sub}`, SK: 'REMINDER_SETTINGS' }),
  /** GSI1: find a user by e-mail address (e-mail-to-upload). */
  emailIndex: (email: string) => ({ GSI1PK: `EMAIL#${email.trim().toLowerCase()}`, GSI1SK: 'USER' }),
  /**
   * Marks a deleted account until every token issued to it has expired: outside the user's
   * partition, so deleting their data leaves it.
   */
  closedAccount: (sub: string) => ({ PK: `CLOSED#${sub}`, SK: 'ACCOUNT' }),
  /**
   * GSI1, sparse: every closed-account mark by when the account was closed, so the scheduled sweep
   * finds the accounts closed lately and removes any export written while they were deleted.
   */
  closedAccountByTime: (closedAt: string) => ({ GSI1PK: 'CLOSED_ACCOUNT', GSI1SK: closedAt }),
  closedAccountsPartition: 'CLOSED_ACCOUNT',
  /**
   * When every session of a user was last signed out (a password change): access tokens issued
   * before it are refused. Outside the user's partition, beside the closed-account mark (TTL).
   */
  signedOut: (sub: string) => ({ PK: `SIGNED_OUT#${sub}`, SK: 'SESSIONS' }),
  newsletter: (email: string) => ({ PK: 'NEWSLETTER', SK: `EMAIL#${email.trim().toLowerCase()}` }),
  /** Messages for the team: contact messages and requests for a new kind of cover. */
  inbox: (kind: InboxKind, id: string) => ({ PK: 'INBOX', SK: `${kind}#${id}` }),
  /** The id an inbox row was saved under. */
  inboxId: (kind: InboxKind, sk: string) => sk.slice(`${kind}#`.length),
  /** One visitor's exposure to one experiment. */
  exposure: (experimentId: string, visitorId: string) => ({
    PK: `EXPERIMENT#${experimentId}`,
    SK: `VISITOR#${visitorId}`,
  }),
  /** The experiment and visitor an exposure's keys name. */
  exposureOf: (key: { PK: string; SK: string }) => ({
    experimentId: key.PK.slice('EXPERIMENT#'.length),
    visitorId: key.SK.slice('VISITOR#'.length),
  }),
  /** One fixed window of a rate limit (`analysis-claims#<sub>`, `contact#<ip>`…), starting at `windowStart` (s). */
  rateWindow: (limitKey: string, windowStart: number) => ({
    PK: `RATE#${limitKey}`,
    SK: String(windowStart),
  }),
  /** The limit and window a rate-limit row's keys name. */
  rateWindowOf: (key: { PK: string; SK: string }) => ({
    limitKey: key.PK.slice('RATE#'.length),
    windowStart: Number(key.SK),
  }),
} as const;

export type InboxKind = 'CONTACT' | 'COVERAGE_REQUEST';

export const objectKeys = {
  /** Every document object of a user lives under this prefix. */
  userDocumentsPrefix: (sub: string) => `policies/${sub}/`,
  /**
   * Where the browser uploads, until the file is checked and moved under policies/. The bucket's
   * lifecycle expires anything left here after a day, so an abandoned upload leaves nothing behind.
   */
  userUploadsPrefix: (sub: string) => `uploads/${sub}/`,
  policyUploadsPrefix: (sub: string, policyId: string) => `uploads/${sub}/${policyId}/`,
  upload: (sub: string, policyId: string, fileId: string, safeName: string) =>
    `uploads/${sub}/${policyId}/${fileId}-${safeName}`,
  userTextPrefix: (sub: string) => `text/${sub}/`,
  policyPrefix: (sub: string, policyId: string) => `policies/${sub}/${policyId}/`,
  /** A policy's documents' text and the model read from them. */
  policyTextPrefix: (sub: string, policyId: string) => `text/${sub}/${policyId}/`,
  document: (sub: string, policyId: string, fileId: string, safeName: string) =>
    `policies/${sub}/${policyId}/${fileId}-${safeName}`,
  text: (sub: string, policyId: string, fileId: string) => `text/${sub}/${policyId}/${fileId}.json`,
  /** The words read on a document's scanned pages with their places, beside its text (ocr/scan-words). */
  scanWords: (textKey: string) => textKey.replace(/\.json$/, '.scan-words.json'),
  /** The policy model built from a policy's documents when they were read (analysis/understand). */
  model: (sub: string, policyId: string) => `text/${sub}/${policyId}/model.json`,
} as const;

/** Where raw mail to the upload address is stored, each under its message id. */
export const INBOUND_MAIL_PREFIX = 'inbound/';
