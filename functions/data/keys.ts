/** Every key of the single table and every S3 key, built in one place. */
export const keys = {
  user: (sub: string) => ({ PK: `USER#${sub}`, SK: 'PROFILE' }),
  userPartition: (sub: string) => `USER#${sub}`,
  policy: (sub: string, policyId: string) => ({ PK: `USER#${sub}`, SK: `POLICY#${policyId}` }),
  policyPrefix: 'POLICY#',
  coverage: (sub: string, itemType: string) => ({ PK: `USER#${sub}`, SK: `COVERAGE#${itemType}` }),
  coveragePrefix: 'COVERAGE#',
  /** One request to work out an item's cover, while it runs and for a day after (TTL). */
  coverageJob: (sub: string, jobId: string) => ({ PK: `USER#${sub}`, SK: `COVERAGE_JOB#${jobId}` }),
  coverageJobPrefix: 'COVERAGE_JOB#',
  assessment: (sub: string, assessmentId: string) => ({
    PK: `USER#${sub}`,
    SK: `ASSESSMENT#${assessmentId}`,
  }),
  assessmentPrefix: 'ASSESSMENT#',
  /** GSI1: find a user by e-mail address (e-mail-to-upload). */
  emailIndex: (email: string) => ({ GSI1PK: `EMAIL#${email.trim().toLowerCase()}`, GSI1SK: 'USER' }),
  /**
   * Marks a deleted account until every token issued to it has expired: outside the user's
   * partition, so deleting their data leaves it.
   */
  closedAccount: (sub: string) => ({ PK: `CLOSED#${sub}`, SK: 'ACCOUNT' }),
  newsletter: (email: string) => ({ PK: 'NEWSLETTER', SK: `EMAIL#${email.trim().toLowerCase()}` }),
  inbox: (kind: string, id: string) => ({ PK: 'INBOX', SK: `${kind}#${id}` }),
} as const;

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
  document: (sub: string, policyId: string, fileId: string, safeName: string) =>
    `policies/${sub}/${policyId}/${fileId}-${safeName}`,
  text: (sub: string, policyId: string, fileId: string) => `text/${sub}/${policyId}/${fileId}.json`,
  /** The policy model built from a policy's documents when they were read (analysis/understand). */
  model: (sub: string, policyId: string) => `text/${sub}/${policyId}/model.json`,
} as const;

/** Where raw mail to the upload address is stored, each under its message id. */
export const INBOUND_MAIL_PREFIX = 'inbound/';
